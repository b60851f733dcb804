import { DownloadOutlined, UploadOutlined } from '@/components/icons/icons';
import {
  formatKs,
  isValidS10,
  mmpostItemStates,
  normalizeS10,
  yangonDay,
  type MmpostCandidate,
  type MmpostItem,
  type MmpostItemState,
  type MmpostStatusImportResponse,
} from '@waypost/domain';
import { Alert, Button, Card, Flex, Input, Segmented, Table, Tabs, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScanPanel } from '@/features/mailbags/components/scan-panel';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { downloadFile } from '@/lib/download-file';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import {
  scanForMmpost,
  useConfirmMmpostReturn,
  useHandOffToMmpost,
  useImportMmpostStatus,
  useMmpostItems,
} from '../api/mmpost-api';

interface Picked extends MmpostCandidate {
  code: string;
}

/**
 * Myanmar Post (issue 28 §2): the clerk scans each Myanmar Post label, then the post's S10 sticker put on it (its
 * check digit verified at once), and hands them off; downloads the day's manifest for the post office; imports the
 * post's status file (bad rows named); and receives back what the post returned.
 */
export function MmpostPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="mmpost-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.mmpost')}
      </Typography.Title>
      <Tabs
        items={[
          { key: 'hand-off', label: t('mmpost.tab.handOff'), children: <HandOffDesk /> },
          { key: 'items', label: t('mmpost.tab.items'), children: <ItemsTab /> },
          { key: 'files', label: t('mmpost.tab.files'), children: <FilesTab /> },
        ]}
      />
    </Flex>
  );
}

function HandOffDesk() {
  const { t } = useTranslation();
  const locale = useLocale();
  const handOff = useHandOffToMmpost();
  const submissions = useIdempotentSubmissions();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = (code: string) => isValidS10(normalizeS10(code));
  const ready = picked.length > 0 && picked.every((row) => valid(row.code));

  const submit = () => {
    setFailure(null);
    const request = {
      items: picked.map((row) => ({ label_id: row.id, mmpost_tracking_code: normalizeS10(row.code) })),
    };
    const key = submissions.start(request);
    if (key === null) return;
    handOff.mutate(
      { request, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          submissions.finish(null);
          setPicked([]);
          toast.success(t('mmpost.handOff.done', { n: formatNumber(answer.data.length, locale) }));
        },
        onError: (error) => {
          submissions.finish(error);
          if (error instanceof ApiError) setFailure(error.displayMessage);
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <ScanPanel
        testId="mmpost-scan"
        label={t('mmpost.handOff.scanLabel')}
        placeholder={t('mmpost.handOff.scanPlaceholder')}
        okTitle={t('mmpost.handOff.scanned')}
        onScan={async (code) => {
          const answer = await scanForMmpost(code);
          if (answer.answer === 'refused') return { state: 'refused', text: answer.message };
          if (picked.some((row) => row.id === answer.label.id)) return { state: 'already', text: null };
          setPicked((current) =>
            current.some((row) => row.id === answer.label.id) ? current : [...current, { ...answer.label, code: '' }],
          );
          return { state: 'ok', text: t('mmpost.handOff.nowCode') };
        }}
      />
      <Table<Picked>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={picked}
        data-testid="mmpost-picked"
        locale={{ emptyText: t('mmpost.handOff.nothingScanned') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('mmpost.field.trackingCode'), dataIndex: 'tracking_code' },
          { title: t('mmpost.field.receiver'), dataIndex: 'destination_name' },
          {
            title: t('mmpost.field.mmpostCode'),
            render: (_, row) => (
              <Input
                value={row.code}
                status={row.code !== '' && !valid(row.code) ? 'error' : undefined}
                placeholder={t('mmpost.handOff.codePlaceholder')}
                aria-label={t('mmpost.field.mmpostCode')}
                data-testid={`mmpost-code-${row.tracking_code}`}
                onChange={(event) =>
                  setPicked((current) =>
                    current.map((other) => (other.id === row.id ? { ...other, code: event.target.value } : other)),
                  )
                }
              />
            ),
          },
          {
            title: '',
            render: (_, row) =>
              row.code !== '' && !valid(row.code) ? (
                <Typography.Text type="danger">{t('mmpost.handOff.badCode')}</Typography.Text>
              ) : (
                formatKs(row.fee, locale)
              ),
          },
        ]}
      />
      {failure && <Alert type="error" showIcon title={failure} data-testid="mmpost-failure" />}
      <Flex justify="flex-end">
        <Button
          type="primary"
          disabled={!ready}
          loading={handOff.isPending}
          onClick={submit}
          data-testid="mmpost-submit"
        >
          {t('mmpost.handOff.submit', { n: formatNumber(picked.length, locale) })}
        </Button>
      </Flex>
    </Flex>
  );
}

const stateColors: Record<MmpostItemState, string> = {
  with_post: 'processing',
  delivered: 'success',
  returning: 'warning',
  return_confirmed: 'default',
};

function ItemsTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, setState] = useState<MmpostItemState>('with_post');
  const items = useMmpostItems(state);
  const confirm = useConfirmMmpostReturn();
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" wrap gap={8}>
        <Segmented<MmpostItemState>
          value={state}
          onChange={(value) => {
            setState(value);
            setSelected([]);
          }}
          options={mmpostItemStates.map((value) => ({ value, label: t(`mmpostItemState.${value}`, { ns: 'domain' }) }))}
          data-testid="mmpost-state"
        />
        {state === 'returning' && (
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={confirm.isPending}
            onClick={() => confirm.mutate(selected, { onSuccess: () => setSelected([]) })}
            data-testid="mmpost-return-confirm"
          >
            {t('mmpost.items.returnReceived')}
          </Button>
        )}
      </Flex>
      <Table<MmpostItem>
        size="small"
        rowKey={(item) => item.label.id}
        loading={items.isLoading}
        dataSource={items.data?.data ?? []}
        data-testid="mmpost-items"
        scroll={{ x: 'max-content' }}
        rowSelection={
          state === 'returning'
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
            : undefined
        }
        columns={[
          {
            title: t('mmpost.field.trackingCode'),
            render: (_, item) => (
              <Link to={routeUrl('label-detail', { labelId: String(item.label.id) }) ?? '#'}>
                {item.label.tracking_code}
              </Link>
            ),
          },
          { title: t('mmpost.field.mmpostCode'), dataIndex: 'mmpost_tracking_code' },
          { title: t('mmpost.field.receiver'), dataIndex: 'destination_name' },
          {
            title: t('mmpost.field.state'),
            render: (_, item) => (
              <Tag color={stateColors[item.state]}>{t(`mmpostItemState.${item.state}`, { ns: 'domain' })}</Tag>
            ),
          },
          { title: t('mmpost.field.handedAt'), render: (_, item) => formatDateTime(item.handed_at, locale) },
          {
            title: t('mmpost.field.events'),
            render: (_, item) =>
              item.events
                .map((event) => `${t(`mmpostFileStatus.${event.status}`, { ns: 'domain' })} ${event.date}`)
                .join(' · '),
          },
        ]}
      />
    </Flex>
  );
}

function FilesTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [day, setDay] = useState(() => yangonDay(new Date()));
  const importing = useImportMmpostStatus();
  const [result, setResult] = useState<MmpostStatusImportResponse | null>(null);
  const download = (format: 'xlsx' | 'csv') =>
    void downloadFile(`/api/mmpost/manifest?date=${day}&format=${format}`, `mmpost-manifest-${day}.${format}`).catch(
      () => toast.error(t('mmpost.files.downloadFailed')),
    );
  return (
    <Flex vertical gap={16}>
      <Card title={t('mmpost.files.manifest')} size="small">
        <Flex gap={8} wrap align="center">
          <Input
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            style={{ width: 180 }}
            aria-label={t('mmpost.files.day')}
            data-testid="mmpost-manifest-day"
          />
          <Button icon={<DownloadOutlined />} onClick={() => download('xlsx')} data-testid="mmpost-manifest-xlsx">
            {t('mmpost.files.downloadXlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download('csv')} data-testid="mmpost-manifest-csv">
            {t('mmpost.files.downloadCsv')}
          </Button>
        </Flex>
      </Card>
      <Card title={t('mmpost.files.statusFile')} size="small">
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('mmpost.files.statusHint')}</Typography.Text>
          <Upload
            accept=".csv,.xlsx"
            showUploadList={false}
            customRequest={({ file }) => importing.mutate(file as File, { onSuccess: (answer) => setResult(answer) })}
          >
            <Button icon={<UploadOutlined />} loading={importing.isPending} data-testid="mmpost-status-upload">
              {t('mmpost.files.upload')}
            </Button>
          </Upload>
          {result && (
            <Flex vertical gap={8} data-testid="mmpost-import-result">
              <Alert
                type={result.errors.length > 0 ? 'warning' : 'success'}
                showIcon
                title={t('mmpost.files.result', {
                  applied: formatNumber(result.applied, locale),
                  already: formatNumber(result.already, locale),
                  errors: formatNumber(result.errors.length, locale),
                })}
              />
              {result.errors.length > 0 && (
                <Table
                  size="small"
                  rowKey="row"
                  pagination={false}
                  dataSource={result.errors}
                  data-testid="mmpost-import-errors"
                  columns={[
                    {
                      title: t('mmpost.files.row'),
                      render: (_, error) => formatNumber(error.row, locale),
                    },
                    { title: t('mmpost.files.problem'), dataIndex: 'message' },
                  ]}
                />
              )}
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
