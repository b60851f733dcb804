import { formatKs, type CodLabelItem } from '@waypost/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import type { RowSelectionApi } from '@/components/data-table/use-row-selection';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const moneyFields = ['cod_amount', 'delivery_charges', 'gate_submit_amount', 'cod_fee', 'cod_charge'] as const;

export const readyRowKey = (row: CodLabelItem) => String(row.label_id);

/** The labels a batch may claim: remitted (ready) or cancelled with their charges owed, each with its terms. */
export function ReadyLabelsTable({
  labels,
  loading,
  selection,
}: {
  labels: readonly CodLabelItem[];
  loading: boolean;
  selection?: RowSelectionApi<CodLabelItem>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<CodLabelItem>[] = [
    {
      key: 'tracking_code',
      title: t('clearanceField.tracking_code', { ns: 'domain' }),
      render: (row) => (
        <Link to={routeUrl('cod-detail', { id: String(row.label_id) }) ?? '#'} data-testid="ready-tracking-code">
          <Typography.Text code>{row.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    { key: 'state', title: t('clearance.ready.state'), render: (row) => <CodStateTag state={row.cod_state} /> },
    {
      key: 'purchase_type',
      title: t('clearanceField.purchase_type', { ns: 'domain' }),
      render: (row) => t(`purchaseType.${row.purchase_type}`, { ns: 'domain' }),
    },
    ...moneyFields.map((name): DataTableColumn<CodLabelItem> => ({
      key: name,
      title: t(`clearanceField.${name}`, { ns: 'domain' }),
      align: 'right',
      render: (row) => formatKs(row[name], locale),
    })),
    {
      key: 'collected_at',
      title: t('clearance.ready.collectedAt'),
      render: (row) => (row.collected_at ? formatDateTime(row.collected_at, locale) : '—'),
    },
  ];
  return (
    <DataTable
      testId="ready-labels"
      rows={labels}
      rowKey={readyRowKey}
      columns={columns}
      loading={loading}
      startIndex={1}
      selection={selection ? { api: selection } : undefined}
    />
  );
}
