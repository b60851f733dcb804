import { localizeDigits, type PickupRequestItem } from '@waypost/domain';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { PickupStatusTag } from './pickup-status-tag';
import { PickupWindow } from './pickup-window';

/** The branch's pickups of one state: who, where, when, how many, and the postman. */
export function PickupsTable({ rows, loading }: { rows: readonly PickupRequestItem[]; loading: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table<PickupRequestItem>
      data-testid="pickups-table"
      rowKey="id"
      size="small"
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      dataSource={[...rows]}
      onRow={(row) => ({ 'data-testid': 'pickup-row', 'data-pickup-id': row.id }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'name',
          title: t('pickups.field.name'),
          render: (_, row) => (
            <Link to={routeUrl('pickup-request-detail', { pickupId: String(row.id) }) ?? '/'}>{row.name}</Link>
          ),
        },
        { key: 'phone', title: t('pickups.field.phone'), render: (_, row) => localizeDigits(row.phone, locale) },
        {
          key: 'township',
          title: t('pickups.field.township'),
          render: (_, row) => (locale === 'mm' ? row.township.name_mm : row.township.name_en),
        },
        {
          key: 'window',
          title: t('pickups.field.window'),
          render: (_, row) => <PickupWindow window={row.time_request} />,
        },
        { key: 'counts', title: t('pickups.field.counts'), render: (_, row) => formatNumber(row.counts, locale) },
        { key: 'postman', title: t('pickups.field.postman'), render: (_, row) => row.postman?.name ?? '—' },
        {
          key: 'status',
          title: t('pickups.field.status'),
          render: (_, row) => <PickupStatusTag status={row.status} />,
        },
      ]}
    />
  );
}
