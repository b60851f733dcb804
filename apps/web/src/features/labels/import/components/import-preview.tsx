import { labelImportColumnTitles, type LabelImportError, type LabelImportPreviewResponse } from '@waypost/domain';
import { Alert, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** The columns the rows table shows: enough to recognise each parcel. */
const shownColumns = [
  'reference_id',
  'destination_name',
  'destination_phone',
  'destination_township',
  'weight',
  'cod_amount',
] as const;

/** The preview of a file: its file-level errors, every row error (row, column, message) and the rows read. */
export function ImportPreview({ preview }: { preview: LabelImportPreviewResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titles = labelImportColumnTitles[locale];
  const titleOf = (field: string) => (Object.hasOwn(titles, field) ? titles[field as keyof typeof titles] : field);
  const fileErrors = preview.errors.filter((error) => error.row === 0);
  const rowErrors = preview.errors.filter((error) => error.row > 0);
  const errorsByRow = new Map<number, LabelImportError[]>();
  for (const error of rowErrors) errorsByRow.set(error.row, [...(errorsByRow.get(error.row) ?? []), error]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Alert
        type={preview.errors.length === 0 ? 'success' : 'error'}
        showIcon
        data-testid="import-summary"
        title={t('labelImport.summary', {
          rows: formatNumber(preview.rows.length, locale),
          errors: formatNumber(preview.errors.length, locale),
        })}
        description={preview.errors.length === 0 ? t('labelImport.noErrors') : t('labelImport.hasErrors')}
      />
      {fileErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('labelImport.fileErrors')}
          description={fileErrors.map((error) => error.message).join(' ')}
          data-testid="import-file-errors"
        />
      )}
      {rowErrors.length > 0 && (
        <>
          <Typography.Title level={5}>{t('labelImport.errorsTitle')}</Typography.Title>
          <Table<LabelImportError & { key: number }>
            size="small"
            data-testid="import-errors"
            pagination={rowErrors.length > 20 ? { pageSize: 20 } : false}
            dataSource={rowErrors.map((error, index) => ({ ...error, key: index }))}
            columns={[
              {
                key: 'row',
                title: t('labelImport.row'),
                dataIndex: 'row',
                width: 80,
                render: (row: number) => formatNumber(row, locale),
              },
              { key: 'field', title: t('labelImport.column'), dataIndex: 'field', render: titleOf },
              { key: 'message', title: t('labelImport.error'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
      {preview.rows.length > 0 && (
        <>
          <Typography.Title level={5}>{t('labelImport.rowsTitle')}</Typography.Title>
          <Table<LabelImportPreviewResponse['rows'][number]>
            size="small"
            rowKey="row"
            data-testid="import-rows"
            scroll={{ x: true }}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            dataSource={preview.rows}
            rowClassName={(row) => (errorsByRow.has(row.row) ? 'import-row-error' : '')}
            columns={[
              {
                key: 'row',
                title: t('labelImport.row'),
                dataIndex: 'row',
                width: 80,
                render: (row: number) => formatNumber(row, locale),
              },
              ...shownColumns.map((column) => ({
                key: column,
                title: titles[column],
                render: (_: unknown, row: LabelImportPreviewResponse['rows'][number]) => row.values[column] ?? '',
              })),
              {
                key: 'errors',
                title: t('labelImport.errorsTitle'),
                render: (_: unknown, row: LabelImportPreviewResponse['rows'][number]) => (
                  <Typography.Text type="danger">
                    {(errorsByRow.get(row.row) ?? [])
                      .map((error) => `${titleOf(error.field)}: ${error.message}`)
                      .join(' · ')}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
