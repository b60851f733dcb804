const day = 24 * 3600 * 1000;
/** Before a merchant has two payouts to go by: a weekly clearance (money design, clearance cadence). */
const defaultCadenceDays = 7;

/**
 * When a merchant's next payout is expected (issue 30 §2 dashboard): the last payout plus the usual gap between his
 * recent payouts (the median of up to the last five gaps, in whole days, at least one), or plus a week with only one;
 * never in the past (a late payout is expected today). Null before any payout.
 */
export function expectedNextPayout(paidAt: readonly Date[], now: Date): Date | null {
  const times = [...paidAt].map((date) => date.getTime()).sort((a, b) => b - a);
  const last = times[0];
  if (last === undefined) return null;
  const gaps = times
    .slice(0, 6)
    .slice(1)
    .map((earlier, index) => Math.max(1, Math.round((times[index]! - earlier) / day)))
    .sort((a, b) => a - b);
  const cadence = gaps.length === 0 ? defaultCadenceDays : gaps[Math.floor((gaps.length - 1) / 2)]!;
  return new Date(Math.max(last + cadence * day, now.getTime()));
}
