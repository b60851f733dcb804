import {
  groupThousands,
  localizeDigits,
  translate,
  yangonDay,
  type NotificationLocale,
  type NotificationValues,
} from '@waypost/domain';
import type { LabelFacts } from './notification-outbox.repository.js';

/** The variables of a message, from its label (or merchant) and the event's own params. */
export function valuesOf(
  row: { locale: NotificationLocale; params: Record<string, string> },
  label: LabelFacts | undefined,
  merchantName: string | null,
  showCourierPhone: boolean,
  link: string,
): NotificationValues {
  const locale = row.locale;
  const amount = Number(row.params.cod_amount ?? label?.codAmount ?? 0);
  const reason = row.params.reason ? translate(locale, `deliveryFailureReason.${row.params.reason}`) : '';
  const courierPhone = row.params.courier_phone ?? label?.courierPhone ?? '';
  return {
    tracking_code: label?.trackingCode ?? '',
    receiver_name: label?.receiverName ?? '',
    sender_name: label?.senderName ?? '',
    merchant_name: merchantName ?? label?.merchantName ?? '',
    branch: label ? (locale === 'mm' ? label.branchNameMm : label.branchNameEn) : '',
    branch_phone: '',
    courier_phone: showCourierPhone ? courierPhone : '',
    // The templates say the unit ("Ks", "ကျပ်"); the amount is grouped, in Myanmar digits in Burmese.
    cod_amount: amount > 0 ? localizeDigits(groupThousands(amount), locale) : '',
    deadline: row.params.deadline ? localizeDigits(yangonDay(row.params.deadline), locale) : '',
    reason,
    link,
  };
}

/** What the template editor's preview fills a text with when no label is named: a parcel as it might be. */
export function sampleValues(locale: NotificationLocale, publicUrl: string | null): NotificationValues {
  return valuesOf(
    { locale, params: { reason: 'no_answer', deadline: '2026-12-05' } },
    {
      id: 1,
      trackingCode: 'EX100006200MM',
      receiverName: locale === 'mm' ? 'ဒေါ်မြမြ' : 'Daw Mya Mya',
      senderName: locale === 'mm' ? 'ဦးဘလှ' : 'U Ba Hla',
      codAmount: 25_000,
      merchantName: 'Shwe Shop',
      branchNameEn: 'Yangon',
      branchNameMm: 'ရန်ကုန်',
      courierPhone: '09421234567',
    },
    null,
    true,
    `${publicUrl ?? ''}/t/9ixAbCdEfGhIjKl`,
  );
}
