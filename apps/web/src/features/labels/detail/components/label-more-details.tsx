import { countryName, formatKs, type LabelDetail } from '@waypost/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/**
 * The last fields of spec §3 on the label page (issue 30 §5): what the clerk set (item name, COD code, delivery and
 * rating type, handling flags, compensation, countries, temporary address) and what its history set (the discount as
 * given, the paid date, the return reason).
 */
export function LabelMoreDetails({ label }: { label: LabelDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const yesNo = (value: boolean) => (value ? t('labelDetail.yes') : t('labelDetail.no'));
  const country = (code: string) => `${countryName(code, locale) ?? code} (${code})`;
  const discount =
    label.discount_kind === 'percent' && label.discount_percent !== null
      ? `${formatNumber(label.discount_percent, locale)} % · ${formatKs(label.discount_amount, locale)}`
      : formatKs(label.discount_amount, locale);
  const items = [
    ...(label.item_name ? [{ key: 'item', label: t('labelForm.itemName'), children: label.item_name }] : []),
    ...(label.cod_code ? [{ key: 'cod_code', label: t('labelForm.codCode'), children: label.cod_code }] : []),
    {
      key: 'delivery_type',
      label: t('labelForm.deliveryType'),
      children: t(`deliveryType.${label.delivery_type}`, { ns: 'domain' }),
    },
    {
      key: 'rating_type',
      label: t('labelForm.ratingType'),
      children: t(`ratingType.${label.rating_type}`, { ns: 'domain' }),
    },
    { key: 'flat', label: t('labelForm.flat'), children: yesNo(label.flat) },
    { key: 'finish_item', label: t('labelForm.finishItem'), children: yesNo(label.finish_item) },
    { key: 'transaction_label', label: t('labelForm.transactionLabel'), children: yesNo(label.transaction_label) },
    { key: 'smart_invoice', label: t('labelForm.withSmartInvoice'), children: yesNo(label.with_smart_invoice) },
    ...(label.compensation_fee > 0
      ? [
          {
            key: 'compensation',
            label: t('labelForm.compensationFee'),
            children: formatKs(label.compensation_fee, locale),
          },
        ]
      : []),
    { key: 'source_country', label: t('labelForm.sourceCountry'), children: country(label.source_alpha_3_code) },
    {
      key: 'destination_country',
      label: t('labelForm.destinationCountry'),
      children: country(label.destination_alpha_3_code),
    },
    ...(label.with_temp_address
      ? [{ key: 'temp_address', label: t('labelForm.tempAddress'), children: label.temp_address ?? '' }]
      : []),
    ...(label.discount_kind
      ? [
          {
            key: 'discount',
            label: `${t('labelDetail.discount')} (${t(`discountKind.${label.discount_kind}`, { ns: 'domain' })})`,
            children: discount,
          },
        ]
      : []),
    {
      key: 'paid_at',
      label: t('labelDetail.paidAt'),
      children: label.paid_at ? formatDateTime(label.paid_at, locale) : t('labelDetail.notPaid'),
    },
    ...(label.return_reason
      ? [{ key: 'return_reason', label: t('labelDetail.returnReason'), children: label.return_reason }]
      : []),
  ];
  return (
    <Card size="small" title={t('labelForm.moreDetails')}>
      <Descriptions column={1} size="small" items={items} data-testid="label-more" />
    </Card>
  );
}
