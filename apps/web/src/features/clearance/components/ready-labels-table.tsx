import { clearanceLineFigures, codFeeTitle, type ClearanceLineFigureName, type CodLabelItem } from '@waypost/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import type { RowSelectionApi } from '@/components/data-table/use-row-selection';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { clearanceLabelOf } from '../clearance-selection';
import { useLineFigureColumns, useLineTotalCells } from './line-figure-columns';

export const readyRowKey = (row: CodLabelItem) => String(row.label_id);

/**
 * The labels a batch may claim: remitted (ready) or cancelled with their charges owed, each with what it would add to
 * the batch's figures, and the selected labels' totals (the figures above).
 */
export function ReadyLabelsTable({
  labels,
  loading,
  selection,
  totals,
}: {
  labels: readonly CodLabelItem[];
  loading: boolean;
  selection?: RowSelectionApi<CodLabelItem>;
  totals: Record<ClearanceLineFigureName, number>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figureColumns = useLineFigureColumns<CodLabelItem>(
    (row) => clearanceLineFigures(clearanceLabelOf(row)),
    codFeeTitle(
      locale,
      labels.map((row) => row.cod_fee_version),
    ),
  );
  const totalCells = useLineTotalCells(totals);
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
    ...figureColumns,
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
      summary={{
        cells: {
          tracking_code: <Typography.Text strong>{t('clearance.ready.selectedTotal')}</Typography.Text>,
          ...totalCells,
        },
        testId: 'ready-labels-total',
      }}
    />
  );
}
