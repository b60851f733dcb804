import { calendarDay, creditStatementQuery, type CreditStatementQuery } from '@waypost/domain';
import { yangonMonthOf } from '@/lib/calendar-day';

export interface CreditPageQuery {
  /** The merchant whose statement is shown, or undefined until one is chosen. */
  merchantId: number | undefined;
  /** The period (yyyy-mm-dd); null when it runs backwards. */
  period: CreditStatementQuery | null;
}

/**
 * /credit/detail?merchant_id=&from=&to=: the merchant and the period, which is this month in Yangon where the URL
 * names no day (or one that is not a calendar day).
 */
export function creditPageQueryFrom(params: URLSearchParams, now: Date): CreditPageQuery {
  const month = yangonMonthOf(now);
  const day = (name: 'from' | 'to') => {
    const value = params.get(name)?.trim() ?? '';
    return calendarDay.safeParse(value).success ? value : month[name];
  };
  const id = Number(params.get('merchant_id'));
  const from = day('from');
  const to = day('to');
  return {
    merchantId: Number.isSafeInteger(id) && id > 0 ? id : undefined,
    period: from <= to ? creditStatementQuery.parse({ from, to }) : null,
  };
}
