import { codFeeTitle, type ClearanceLine } from '@waypost/domain';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useLocale } from '@/lib/i18n';
import { batchLineFigures } from '../clearance-lines';
import { useLineFigureColumns, useLineTotalCells } from './line-figure-columns';

/**
 * A batch's labels with what each adds to its figures, and their totals (the figures above); lines of a voided batch
 * are marked released.
 */
export function ClearanceLinesTable({ lines }: { lines: readonly ClearanceLine[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { shares, totals } = batchLineFigures(lines);
  const shareOf = new Map(lines.map((line, index) => [line.label_id, shares[index]!]));
  const figureColumns = useLineFigureColumns<ClearanceLine>(
    (line) => shareOf.get(line.label_id)!,
    codFeeTitle(
      locale,
      lines.map((line) => line.cod_fee_version),
    ),
  );
  const totalCells = useLineTotalCells(totals);
  const columns: DataTableColumn<ClearanceLine>[] = [
    {
      key: 'tracking_code',
      title: t('clearanceField.tracking_code', { ns: 'domain' }),
      render: (line) => (
        <Link to={routeUrl('cod-detail', { id: String(line.label_id) }) ?? '#'} data-testid="line-tracking-code">
          <Typography.Text code>{line.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'outcome',
      title: t('clearanceField.outcome', { ns: 'domain' }),
      render: (line) => (
        <span data-testid="line-outcome" data-delivered={line.delivered}>
          {line.delivered ? t('clearance.line.delivered') : t('codServiceState.cancel', { ns: 'domain' })}
        </span>
      ),
    },
    {
      key: 'purchase_type',
      title: t('clearanceField.purchase_type', { ns: 'domain' }),
      render: (line) => t(`purchaseType.${line.purchase_type}`, { ns: 'domain' }),
    },
    ...figureColumns,
    {
      key: 'released',
      title: t('clearance.line.released'),
      render: (line) => (line.released ? <Tag>{t('clearance.line.releasedTag')}</Tag> : null),
    },
  ];
  return (
    <DataTable
      testId="clearance-lines"
      rows={lines}
      rowKey={(line) => String(line.label_id)}
      columns={columns}
      startIndex={1}
      summary={{
        cells: {
          tracking_code: <Typography.Text strong>{t('clearanceField.total', { ns: 'domain' })}</Typography.Text>,
          ...totalCells,
        },
        testId: 'clearance-lines-total',
      }}
    />
  );
}
