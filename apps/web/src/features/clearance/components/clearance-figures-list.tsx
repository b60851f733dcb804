import { clearanceFigureNames, formatKs, type ClearanceFigureName, type ClearanceFiguresItem } from '@waypost/domain';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const countFigures: ReadonlySet<ClearanceFigureName> = new Set([
  'count',
  'cod_count',
  'gate_submit_count',
  'credit_count',
]);

/** A figure as the screens, the report and the Excel show it: counts as numbers, the rest in Ks. */
export function useFigureText(): (name: ClearanceFigureName, figures: ClearanceFiguresItem) => string {
  const locale = useLocale();
  return (name, figures) =>
    countFigures.has(name) ? formatNumber(figures[name], locale) : formatKs(figures[name], locale);
}

/**
 * The figures with their spec names (`clearanceField.*`), the COD fee's with the rate its labels were charged at
 * (`codFeeTitle`); the payout stands out.
 */
export function ClearanceFiguresList({
  figures,
  feeTitle,
  testId = 'clearance-figures',
  column = { xs: 1, md: 2, xl: 3 },
}: {
  figures: ClearanceFiguresItem;
  feeTitle: string;
  testId?: string;
  /** Figures a row by screen width: fewer where the list sits in a narrower panel (the portal's drawer). */
  column?: { xs: number; md: number; xl: number };
}) {
  const { t } = useTranslation();
  const figureText = useFigureText();
  return (
    <Descriptions
      data-testid={testId}
      size="small"
      bordered
      column={column}
      items={clearanceFigureNames.map((name) => ({
        key: name,
        label: name === 'one_percent_cod' ? feeTitle : t(`clearanceField.${name}`, { ns: 'domain' }),
        children: (
          <span data-testid={`figure-${name}`}>
            {name === 'amount' ? (
              <Typography.Text strong>{figureText(name, figures)}</Typography.Text>
            ) : (
              figureText(name, figures)
            )}
          </span>
        ),
      }))}
    />
  );
}
