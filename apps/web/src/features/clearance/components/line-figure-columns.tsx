import {
  clearanceLineFigureNames,
  formatKs,
  type ClearanceLineFigureName,
  type ClearanceLineFigures,
} from '@waypost/domain';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { useLocale } from '@/lib/i18n';

/** A line's share of a figure in Ks, or a muted dash where the label has no part in it (never a 0 that adds up). */
export function LineFigure({ name, value }: { name: ClearanceLineFigureName; value: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return value === null ? (
    <Typography.Text type="secondary" title={t('clearance.line.excluded')} data-testid={`line-${name}`} data-excluded>
      —
    </Typography.Text>
  ) : (
    <span data-testid={`line-${name}`}>{formatKs(value, locale)}</span>
  );
}

/**
 * The columns of what each row adds to a batch's figures, headed by the figures' names — the COD fee's with the rate
 * its labels were charged at — so that each column adds up to the figure of its heading.
 */
export function useLineFigureColumns<Row>(
  figuresOf: (row: Row) => ClearanceLineFigures,
  feeTitle: string,
): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  return clearanceLineFigureNames.map((name) => ({
    key: name,
    title: name === 'one_percent_cod' ? feeTitle : t(`clearanceField.${name}`, { ns: 'domain' }),
    align: 'right',
    render: (row) => <LineFigure name={name} value={figuresOf(row)[name]} />,
  }));
}

/** The totals row's cells, by column key: each the sum of its column. */
export function useLineTotalCells(
  totals: Record<ClearanceLineFigureName, number>,
): Record<ClearanceLineFigureName, ReactNode> {
  const locale = useLocale();
  return Object.fromEntries(
    clearanceLineFigureNames.map((name) => [
      name,
      <Typography.Text strong key={name} data-testid={`total-${name}`}>
        {formatKs(totals[name], locale)}
      </Typography.Text>,
    ]),
  ) as Record<ClearanceLineFigureName, ReactNode>;
}
