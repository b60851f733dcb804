import { formatKs, localizeDigits, type DeliveryReadyLabel } from '@waypost/domain';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';

/** Ready labels (or the picked ones) with a tick box per row: receiver, address, COD to collect. */
export function ReadyLabelsTable({
  rows,
  loading,
  isPicked,
  onToggle,
  testId,
}: {
  rows: readonly DeliveryReadyLabel[];
  loading?: boolean;
  isPicked: (labelId: number) => boolean;
  onToggle: (label: DeliveryReadyLabel, checked: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const columns: TableColumnsType<DeliveryReadyLabel> = [
    {
      key: 'code',
      title: t('deliveries.field.trackingCode'),
      render: (_value, row) => <Typography.Text code>{row.tracking_code}</Typography.Text>,
    },
    {
      key: 'receiver',
      title: t('deliveries.field.receiver'),
      render: (_value, row) => `${row.receiver_name} · ${localizeDigits(row.receiver_phone, locale)}`,
    },
    {
      key: 'address',
      title: t('deliveries.field.address'),
      render: (_value, row) =>
        [row.address, row.township ? branchName(row.township) : null].filter(Boolean).join(', ') || '—',
    },
    {
      key: 'cod',
      title: t('deliveries.field.codToCollect'),
      align: 'right',
      render: (_value, row) => formatKs(row.cod_to_collect, locale),
    },
  ];
  return (
    <Table<DeliveryReadyLabel>
      data-testid={testId}
      size="small"
      rowKey="label_id"
      columns={columns}
      dataSource={rows as DeliveryReadyLabel[]}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('table.noData') }}
      onRow={(row) => ({ 'data-testid': 'ready-row', 'data-code': row.tracking_code }) as never}
      rowSelection={{
        selectedRowKeys: rows.filter((row) => isPicked(row.label_id)).map((row) => row.label_id),
        onSelect: (row, checked) => onToggle(row, checked),
        onSelectAll: (checked, _selected, changed) => {
          for (const row of changed) onToggle(row, checked);
        },
        getCheckboxProps: (row) => ({ 'aria-label': t('deliveries.newRun.pickRow', { code: row.tracking_code }) }),
      }}
    />
  );
}
