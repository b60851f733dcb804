import { DownloadOutlined, InboxOutlined, PrinterOutlined } from '@/components/icons/icons';
import type { LabelImportPreviewResponse, LabelImportResponse } from '@waypost/domain';
import { Alert, Button, Card, Flex, Result, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { QueryKey } from '@tanstack/react-query';
import { downloadImportTemplate, staffImportPath, useImportLabels, usePreviewLabelImport } from '../api/label-import';
import { ImportPreview } from '../components/import-preview';
import { ImportProgress } from '../components/import-progress';

/** The print run of the created labels: `?ids=` in file order, one 100 × 150 mm page each or four per A4. */
function printUrlOf(created: LabelImportResponse, layout: 'label' | 'a4'): string {
  const [first] = created.labels;
  const base = routeUrl('label-print', { id: String(first?.id ?? 0) }) ?? '';
  const ids = created.labels.map((label) => label.id).join(',');
  return `${base}?ids=${ids}${layout === 'a4' ? '&layout=a4' : ''}`;
}

/** Where an import page sends its file and prints its labels: the staff's, or the merchant portal's (issue 30 §2). */
export interface LabelImportPlace {
  path: string;
  printUrlOf: (created: LabelImportResponse, layout: 'label' | 'a4') => string;
  /** The lists read again once a file is booked. */
  invalidates?: QueryKey;
}

const staffImport: LabelImportPlace = { path: staffImportPath, printUrlOf };

/**
 * /label/import (issue 13.5): download the template, upload a filled .xlsx or .csv, read every row's errors in the
 * user's language before anything is written, then import all rows at once (or none) and print the labels.
 */
export function LabelImportPage({ place = staffImport }: { place?: LabelImportPlace }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  // One key per chosen file: a retry of the same import answers the first instead of booking twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [preview, setPreview] = useState<LabelImportPreviewResponse | null>(null);
  const [created, setCreated] = useState<LabelImportResponse | null>(null);
  const previewMutation = usePreviewLabelImport(place.path);
  const importMutation = useImportLabels(place.path, place.invalidates);

  const choose = (chosen: File) => {
    setFile(chosen);
    setIdempotencyKey(newIdempotencyKey());
    setPreview(null);
    setCreated(null);
    importMutation.reset();
    previewMutation.mutate(chosen, { onSuccess: setPreview });
  };
  const runImport = () => {
    if (!file) return;
    importMutation.mutate(
      { file, idempotencyKey },
      {
        onSuccess: (outcome) => {
          if ('created' in outcome) setCreated(outcome.created);
          else setPreview((earlier) => ({ rows: earlier?.rows ?? [], errors: outcome.errors }));
        },
      },
    );
  };
  const startOver = () => {
    setFile(null);
    setPreview(null);
    setCreated(null);
  };

  if (created) {
    return (
      <Card>
        <Result
          status="success"
          title={t('labelImport.created', { count: formatNumber(created.created, locale) })}
          data-testid="import-created"
          extra={
            <Space wrap>
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                href={place.printUrlOf(created, 'label')}
                target="_blank"
                data-testid="print-all"
              >
                {t('labelImport.printAll')}
              </Button>
              <Button
                icon={<PrinterOutlined />}
                href={place.printUrlOf(created, 'a4')}
                target="_blank"
                data-testid="print-all-a4"
              >
                {t('labelImport.printA4')}
              </Button>
              <Button onClick={startOver}>{t('labelImport.another')}</Button>
            </Space>
          }
        />
        <Table<LabelImportResponse['labels'][number]>
          size="small"
          rowKey="id"
          pagination={{ pageSize: 20, showSizeChanger: false }}
          dataSource={created.labels}
          columns={[
            {
              key: 'row',
              title: t('labelImport.row'),
              dataIndex: 'row',
              width: 80,
              render: (row: number) => formatNumber(row, locale),
            },
            { key: 'code', title: t('labelImport.trackingCode'), dataIndex: 'tracking_code' },
            { key: 'reference', title: t('labelImport.reference'), dataIndex: 'reference_id' },
            {
              key: 'total',
              title: t('labelImport.total'),
              dataIndex: 'total_cost',
              align: 'right',
              render: (total: number) => formatNumber(total, locale),
            },
          ]}
        />
      </Card>
    );
  }

  const importable = preview !== null && preview.rows.length > 0 && preview.errors.length === 0;
  return (
    <Flex vertical gap={24}>
      <Card title={t('labelImport.templateTitle')}>
        <Typography.Paragraph type="secondary">{t('labelImport.templateHint')}</Typography.Paragraph>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadImportTemplate('en', place.path)}
            data-testid="template-en"
          >
            {t('labelImport.templateEn')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadImportTemplate('mm', place.path)}
            data-testid="template-mm"
          >
            {t('labelImport.templateMm')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadImportTemplate('zh', place.path)}
            data-testid="template-zh"
          >
            {t('labelImport.templateZh')}
          </Button>
        </Space>
      </Card>
      <Card title={t('labelImport.uploadTitle')}>
        <Flex vertical gap={16}>
          <Upload.Dragger
            accept=".csv,.xlsx"
            multiple={false}
            showUploadList={false}
            disabled={importMutation.isPending}
            beforeUpload={(chosen) => {
              choose(chosen);
              return false;
            }}
            data-testid="import-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : t('labelImport.uploadHint')}</p>
          </Upload.Dragger>
          {previewMutation.isPending && <Alert type="info" showIcon title={t('labelImport.checking')} />}
          {(previewMutation.isError || importMutation.isError) && (
            <Alert type="error" showIcon title={t('labelImport.importFailed')} />
          )}
          {preview && <ImportPreview preview={preview} />}
          {importMutation.isPending && preview ? (
            <ImportProgress count={preview.rows.length} />
          ) : (
            <Button type="primary" disabled={!importable} onClick={runImport} data-testid="import-submit">
              {t('labelImport.import', { count: formatNumber(preview?.rows.length ?? 0, locale) })}
            </Button>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
