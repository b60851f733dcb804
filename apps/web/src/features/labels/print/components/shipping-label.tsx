import { formatKs, type LabelDetail } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n';
import { addressLines, townshipName } from '../../detail/label-places';
import { BarcodeImage } from './barcode-image';

/** One 100 × 150 mm shipping label: route, Code128 and QR of the tracking code, receiver, sender, parcel, fees. */
export function ShippingLabel({ label }: { label: LabelDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phones = [label.destination_phone, ...label.contact_phone_list].join(', ');

  return (
    <section className="shipping-label" data-testid="shipping-label" data-tracking-code={label.tracking_code}>
      <div className="row">
        <div>
          <div className="brand">{t('app.name')}</div>
          <div className="muted">
            {t(`labelType.${label.type}`, { ns: 'domain' })} ·{' '}
            {t(`serviceType.${label.service_type}`, { ns: 'domain' })}
          </div>
        </div>
        <div className="route" data-testid="label-route">
          {label.accept_branch.code} →<span className="to">{label.deliver_branch.code}</span>
        </div>
      </div>

      <div className="barcode">
        <BarcodeImage
          kind="code128"
          text={label.tracking_code}
          alt={t('labelPrint.barcodeAlt', { code: label.tracking_code })}
          data-testid="label-barcode"
        />
        <div className="code">{label.tracking_code}</div>
      </div>

      <div className="party receiver">
        <span className="party-title">{t('labelPrint.to')}</span>
        <div className="name">{label.destination_name}</div>
        <div>{phones}</div>
        {addressLines(label, 'destination', locale).map((line) => (
          <div key={line.part} className={line.part === 'area' ? 'township' : undefined}>
            {line.text}
          </div>
        ))}
        {label.pickup_at_po && <div className="township">{t('labelPrint.pickupAtPo')}</div>}
      </div>

      <div className="party sender">
        <span className="party-title">{t('labelPrint.from')}</span>
        <div className="name">{label.source_name}</div>
        <div>
          {label.source_phone} · <span className="township">{townshipName(label.source_township, locale)}</span>
        </div>
      </div>

      <div className="bottom">
        <dl className="facts" style={{ flex: 1, margin: 0 }}>
          <dt>{t('labelForm.itemType')}</dt>
          <dd>{t(`itemType.${label.item_type}`, { ns: 'domain' })}</dd>
          <dt>{t('labelForm.weight')}</dt>
          <dd>
            {formatNumber(label.weight, locale)} {t('labelForm.kg')}
          </dd>
          <dt>{t('labelForm.purchaseType')}</dt>
          <dd>{t(`purchaseType.${label.purchase_type}`, { ns: 'domain' })}</dd>
          {label.fee_lines.map((line) => (
            <FeeFact
              key={line.code}
              name={t(`feeName.${line.code}`, { ns: 'domain' })}
              amount={formatKs(line.amount, locale)}
            />
          ))}
          <dt>{t('labelDetail.total')}</dt>
          <dd data-testid="label-total">{formatKs(label.total_cost, locale)}</dd>
        </dl>
        <div className="qr" style={{ display: 'flex', flexDirection: 'column', gap: '1.5mm', alignItems: 'center' }}>
          {label.accept_type === 'cod' && (
            <div className="cod" data-testid="label-cod">
              {t('labelPrint.cod')} {formatKs(label.cod_amount, locale)}
            </div>
          )}
          <BarcodeImage
            kind="qrcode"
            text={label.tracking_code}
            alt={t('labelPrint.qrAlt', { code: label.tracking_code })}
            data-testid="label-qr"
          />
        </div>
      </div>

      <div className="footer">
        <span>{formatDateTime(label.created_at, locale)}</span>
        <span>{label.remark ?? ''}</span>
      </div>
    </section>
  );
}

function FeeFact({ name, amount }: { name: string; amount: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{amount}</dd>
    </>
  );
}
