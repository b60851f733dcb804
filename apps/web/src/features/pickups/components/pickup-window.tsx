import type { PickupRequestItem } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** The customer's window in Myanmar time: "25-11-2026 09:00 – 12:00" when it is one day. */
export function PickupWindow({ window }: { window: PickupRequestItem['time_request'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!window) return <>{t('pickups.noWindow')}</>;
  const from = formatDateTime(window.from, locale);
  const to = formatDateTime(window.to, locale);
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return <>{t('pickups.window', { from, to: sameDay ? to.slice(11) : to })}</>;
}
