import { localizeDigits, type BranchRef, type DispatchSummary } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** How the network's screens and papers write weights, counts, branches, carriers and times, in the reader's digits. */
export function useTransferText() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  return {
    kg: (weight: number | null) =>
      weight === null ? t('transfer.none') : t('transfer.kg', { value: formatNumber(weight, locale) }),
    count: (value: number) => formatNumber(value, locale),
    branch: (branch: BranchRef) => `${branch.code} · ${branchName(branch)}`,
    branchName,
    route: (origin: BranchRef, destination: BranchRef) => `${origin.code} → ${destination.code}`,
    carrier: (carrier: DispatchSummary['carrier']) =>
      [t(`carrierKind.${carrier.kind}`, { ns: 'domain' }), carrier.name, carrier.vehicle_no]
        .filter(Boolean)
        .join(' · '),
    phone: (phone: string) => localizeDigits(phone, locale),
    date: (at: string) => formatDate(at, locale),
    dateTime: (at: string) => formatDateTime(at, locale),
  };
}
