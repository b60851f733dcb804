import { abbreviateNumber, figureChange, formatKs, formatKsShort, type DashboardFigures } from '@waypost/domain';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import './dashboard.css';

export type FigureName = keyof DashboardFigures;

/** The six figures of a period, in the order the cards show them. */
export const figureNames = [
  'accepted',
  'delivered',
  'delivered_rate',
  'returned',
  'cod_collected',
  'revenue',
] as const satisfies readonly FigureName[];

const money: readonly FigureName[] = ['cod_collected', 'revenue'];
/** More returns is worse news: their arrow is red going up. */
const lowerIsBetter: readonly FigureName[] = ['returned'];

/**
 * A figure as the dashboard writes it: a count, kyat or a percentage, in the reader's digits — in full, or `short`
 * (spec §9: 1,000 or more as K, L, M) where a short figure fits, the full one then in a tooltip.
 */
export function useFigureText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (name: FigureName, value: number | null, { short = false }: { short?: boolean } = {}): string => {
    if (value === null) return t('dashboard.noRate');
    if (name === 'delivered_rate') return t('dashboard.percent', { value: formatNumber(value, locale) });
    if (money.includes(name)) return short ? formatKsShort(value, locale) : formatKs(value, locale);
    return short ? abbreviateNumber(value, locale) : formatNumber(value, locale);
  };
}

/** ↑ 12.5% / ↓ 3 pts against the period compared with: green when better, red when worse. */
export function FigureChangeText({
  name,
  current,
  previous,
  testId,
}: {
  name: FigureName;
  current: number | null;
  previous: number | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = name === 'delivered_rate' ? 'rate' : 'count';
  const { direction, amount } = figureChange(current, previous, kind);
  let text: string;
  if (amount === null) text = direction === 'up' ? t('dashboard.change.new') : t('dashboard.change.none');
  else {
    const size = formatNumber(Math.abs(amount), locale);
    const value = kind === 'rate' ? t('dashboard.points', { value: size }) : t('dashboard.percent', { value: size });
    text = t(`dashboard.change.${direction}`, { value });
  }
  const better = lowerIsBetter.includes(name) ? direction === 'down' : direction === 'up';
  // Darker than Ant Design's success and error colours (2.6:1 and 3.3:1 on white): these read at 4.5:1 or more.
  const tone = direction === 'same' ? undefined : better ? 'wp-change-better' : 'wp-change-worse';
  return (
    <Typography.Text
      type={tone ? undefined : 'secondary'}
      className={tone}
      strong
      data-testid={testId}
      data-direction={direction}
    >
      {text}
    </Typography.Text>
  );
}

/** A number that opens the list behind it, when there is one this user may open. */
export function FigureLink({ to, children, testId }: { to: string | null; children: ReactNode; testId?: string }) {
  if (to === null) return <span data-testid={testId}>{children}</span>;
  return (
    <Link to={to} data-testid={testId}>
      {children}
    </Link>
  );
}
