import { formatKs, type PortalClearanceBatch } from '@waypost/domain';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearanceStatusTag } from '@/features/clearance/components/clearance-status-tag';
import { formatCalendarDay } from '@/lib/calendar-day';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePortalClearances } from '../api/portal-statements-api';
import { PortalStatementDrawer } from '../components/portal-statements-drawer';

/**
 * /portal/clearance: the merchant's clearance statements, newest first — each batch's payout, where it stands, the day
 * it was transferred and the bank's reference; a statement opens with its figures, labels and Excel. A voided batch
 * stays listed, marked void.
 */
export function PortalStatementsPage() {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const batches = usePortalClearances(page);
  return (
    <div data-testid="portal-statements">
      <Typography.Title level={3}>{t('statements.title')}</Typography.Title>
      <div data-testid="portal-statements-table">
        <Table<PortalClearanceBatch>
          rowKey="id"
          size="small"
          loading={batches.isFetching}
          dataSource={batches.data?.data ?? []}
          locale={{ emptyText: t('statements.empty') }}
          scroll={{ x: true }}
          onRow={(batch) => ({ onClick: () => setOpen(batch.id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: batches.data?.meta.per_page ?? 9,
            total: batches.data?.meta.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('statements.number'),
              dataIndex: 'id',
              render: (id: number) => (
                <Typography.Link data-testid="portal-statement-open">{formatNumber(id, locale)}</Typography.Link>
              ),
            },
            {
              title: t('clearanceField.issue_date', { ns: 'domain' }),
              dataIndex: 'issue_date',
              render: (day: string) => formatCalendarDay(day, locale),
            },
            {
              title: t('clearanceField.status', { ns: 'domain' }),
              dataIndex: 'status',
              render: (status: PortalClearanceBatch['status']) => <ClearanceStatusTag status={status} />,
            },
            {
              title: t('clearanceField.count', { ns: 'domain' }),
              dataIndex: 'count',
              align: 'right',
              render: (count: number) => formatNumber(count, locale),
            },
            {
              title: t('clearanceField.amount', { ns: 'domain' }),
              dataIndex: 'amount',
              align: 'right',
              render: (amount: number) => <Typography.Text strong>{formatKs(amount, locale)}</Typography.Text>,
            },
            {
              title: t('clearanceField.transfer_date', { ns: 'domain' }),
              dataIndex: 'transfer_date',
              render: (day: string | null) => (day ? formatCalendarDay(day, locale) : ''),
            },
            {
              title: t('clearanceField.bank_ref', { ns: 'domain' }),
              dataIndex: 'bank_ref',
              render: (reference: string | null) => (
                <span data-testid="portal-statement-row-ref">{reference ?? ''}</span>
              ),
            },
          ]}
        />
      </div>
      {open !== null && <PortalStatementDrawer id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
