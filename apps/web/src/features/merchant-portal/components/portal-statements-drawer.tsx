import { DownloadOutlined } from '@/components/icons/icons';
import { codFeeTitle, formatKs, type ClearanceLine } from '@waypost/domain';
import { Alert, Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearanceFiguresList } from '@/features/clearance/components/clearance-figures-list';
import { ClearanceStatusTag } from '@/features/clearance/components/clearance-status-tag';
import { formatCalendarDay } from '@/lib/calendar-day';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { downloadPortalClearanceExcel, usePortalClearance } from '../api/portal-statements-api';

/** One clearance statement: where it stands, the payout's reference, its figures, its labels and its Excel. */
export function PortalStatementDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const batch = usePortalClearance(id);
  const [downloading, setDownloading] = useState(false);
  const data = batch.data;
  const download = () => {
    setDownloading(true);
    downloadPortalClearanceExcel(id)
      .catch(() => toast.error(t('statements.downloadFailed')))
      .finally(() => setDownloading(false));
  };
  return (
    <Drawer
      open
      size="min(736px, 100vw)"
      title={t('statements.detailTitle', { id: formatNumber(id, locale) })}
      onClose={onClose}
      destroyOnHidden
      loading={!data}
      data-testid="portal-statement"
      extra={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={download}
          data-testid="portal-statement-excel"
        >
          {t('statements.excel')}
        </Button>
      }
    >
      {data && (
        <Flex vertical gap={12}>
          {data.status === 'void' && <Alert type="warning" showIcon title={t('statements.voidNote')} />}
          <Descriptions
            size="small"
            bordered
            column={1}
            data-testid="portal-statement-payout"
            items={[
              {
                key: 'status',
                label: t('clearanceField.status', { ns: 'domain' }),
                children: <ClearanceStatusTag status={data.status} />,
              },
              {
                key: 'issue_date',
                label: t('clearanceField.issue_date', { ns: 'domain' }),
                children: formatCalendarDay(data.issue_date, locale),
              },
              {
                key: 'transfer_date',
                label: t('clearanceField.transfer_date', { ns: 'domain' }),
                children: data.transfer_date ? formatCalendarDay(data.transfer_date, locale) : t('statements.notPaid'),
              },
              {
                key: 'bank_ref',
                label: t('clearanceField.bank_ref', { ns: 'domain' }),
                children: <span data-testid="portal-statement-bank-ref">{data.bank_ref ?? '—'}</span>,
              },
              ...(data.completed_at
                ? [{ key: 'paid', label: t('statements.paidAt'), children: formatDateTime(data.completed_at, locale) }]
                : []),
            ]}
          />
          <ClearanceFiguresList
            figures={data}
            feeTitle={codFeeTitle(
              locale,
              data.lines.map((line) => line.cod_fee_version),
            )}
            testId="portal-statement-figures"
            column={{ xs: 1, md: 1, xl: 2 }}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('statements.labels')}
          </Typography.Title>
          <div data-testid="portal-statement-lines">
            <Table<ClearanceLine>
              rowKey="label_id"
              size="small"
              dataSource={data.lines}
              scroll={{ x: true }}
              pagination={{ pageSize: 9, showSizeChanger: false, hideOnSinglePage: true }}
              columns={[
                { title: t('clearanceField.tracking_code', { ns: 'domain' }), dataIndex: 'tracking_code' },
                {
                  title: t('clearanceField.outcome', { ns: 'domain' }),
                  key: 'outcome',
                  render: (_, line) =>
                    line.delivered
                      ? t('clearanceField.delivered', { ns: 'domain' })
                      : t('codServiceState.cancel', { ns: 'domain' }),
                },
                {
                  title: t('clearanceField.cod_amount', { ns: 'domain' }),
                  dataIndex: 'cod_amount',
                  align: 'right',
                  render: (value: number) => formatKs(value, locale),
                },
                {
                  title: t('clearanceField.cod_charge', { ns: 'domain' }),
                  dataIndex: 'cod_charge',
                  align: 'right',
                  render: (value: number) => formatKs(value, locale),
                },
              ]}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
