import { FileSearchOutlined } from '@/components/icons/icons';
import { formatKs, isCodForgone, type CodLabelItem } from '@waypost/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import type { RowSelectionApi } from '@/components/data-table/use-row-selection';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface CodTableProps {
  rows: readonly CodLabelItem[];
  loading: boolean;
  startIndex: number;
  /** Checkboxes for a remittance (the process tab, for cod.remit holders). */
  selection?: RowSelectionApi<CodLabelItem>;
}

const termFields = ['cod_amount', 'delivery_charges', 'gate_submit_amount', 'cod_fee', 'cod_charge'] as const;
const forgoneFields: ReadonlySet<string> = new Set(['cod_fee', 'cod_charge']);
/** What folds away on a laptop screen: the charges between the COD and what it brings (the money trail has them). */
const foldedFields: ReadonlySet<string> = new Set(['delivery_charges', 'gate_submit_amount']);

export const codRowKey = (row: CodLabelItem) => String(row.label_id);

/** COD labels with their frozen terms (A, DC, G, F, C), where they stand, and where the cash was collected. */
export function CodTable({ rows, loading, startIndex, selection }: CodTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  // The terms as the spec names them: A, DC, G, F and C. The COD fee's title names no rate: the rows are of many
  // merchants, each at its own.
  const money = (key: (typeof termFields)[number]): DataTableColumn<CodLabelItem> => ({
    key,
    title: t(`clearanceField.${key}`, { ns: 'domain' }),
    align: 'right',
    fold: foldedFields.has(key),
    render: (row) =>
      // A COD never to be collected charges no fee and brings in nothing: a dash, left out of the totals too.
      forgoneFields.has(key) && isCodForgone(row.cod_state, row.collected_at !== null) ? (
        <Typography.Text type="secondary" title={t('cod.column.forgone')} data-testid={`cod-${key}`} data-excluded>
          —
        </Typography.Text>
      ) : (
        <span data-testid={`cod-${key}`}>{formatKs(row[key], locale)}</span>
      ),
  });
  const columns: DataTableColumn<CodLabelItem>[] = [
    {
      key: 'tracking_code',
      title: t('clearanceField.tracking_code', { ns: 'domain' }),
      render: (row) => (
        <Link to={routeUrl('cod-detail', { id: String(row.label_id) }) ?? '#'} data-testid="cod-tracking-code">
          <Typography.Text code>{row.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'merchant',
      wrap: true,
      title: t('clearanceField.merchant', { ns: 'domain' }),
      render: (row) => row.merchant.name,
    },
    { key: 'state', title: t('cod.column.state'), render: (row) => <CodStateTag state={row.cod_state} /> },
    {
      key: 'status',
      wrap: true,
      title: t('cod.column.labelStatus'),
      render: (row) => t(`labelStatus.${row.status}`, { ns: 'domain' }),
    },
    {
      key: 'purchase_type',
      fold: true,
      wrap: true,
      title: t('clearanceField.purchase_type', { ns: 'domain' }),
      render: (row) => t(`purchaseType.${row.purchase_type}`, { ns: 'domain' }),
    },
    ...termFields.map(money),
    {
      key: 'collect_branch',
      fold: true,
      title: t('cod.column.collectBranch'),
      render: (row) =>
        row.collect_branch ? <span title={branchName(row.collect_branch)}>{row.collect_branch.code}</span> : '—',
    },
    {
      key: 'collected_at',
      title: t('cod.column.collectedAt'),
      render: (row) => (row.collected_at ? formatDateTime(row.collected_at, locale) : '—'),
    },
  ];

  return (
    <DataTable
      testId="cod-table"
      rows={rows}
      rowKey={codRowKey}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      selection={selection ? { api: selection } : undefined}
      actions={(row) => [
        {
          key: 'detail',
          kind: 'route',
          route: 'cod-detail',
          params: { id: String(row.label_id) },
          label: t('cod.moneyTrail'),
          icon: <FileSearchOutlined />,
        },
      ]}
    />
  );
}
