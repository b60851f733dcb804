import { formatKs, type LabelDetail } from '@waypost/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { addressLines, townshipName } from '../../detail/label-places';
import { BarcodeImage } from './barcode-image';
import { BarcodeBlock, FeeRows, RemarkBlock, SheetFooter, SheetHeader, TotalRow } from './label-sheet-parts';
import { courierFactsOf } from '../courier-facts';
import { sheetsOf } from '../label-fit';
import { useLabelFit, type LabelFitSettled } from './use-label-fit';

interface ShippingLabelProps {
  label: LabelDetail;
  /** The fonts have loaded: the layout can be measured. */
  measure: boolean;
  /** Whether the label fits its sheets, and how many it takes (told once, after measuring). */
  onSettled: (settled: LabelFitSettled) => void;
}

/**
 * One label on 100 × 150 mm sheets: route, Code128 and QR of the tracking code, receiver, sender, parcel, fees. Long
 * texts get smaller type; what still does not fit (fee lines, then the remark) continues on a second sheet; a label
 * that cannot be printed whole is marked and left out of the print-out, never cut (label-fit.ts).
 */
export function ShippingLabel({ label, measure, onSettled }: ShippingLabelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { plan, status, firstSheet, secondSheet } = useLabelFit(measure, onSettled);
  const remark = label.remark ?? '';
  const continued = plan.feesOnSecondSheet;
  const sheets = sheetsOf(plan);
  const phones = [label.destination_phone, ...label.contact_phone_list].join(', ');
  const sheetProps = (sheet: number) => ({
    className: status === 'too-long' ? 'shipping-label does-not-fit' : 'shipping-label',
    style: { '--fit': plan.scale } as CSSProperties,
    'data-sheet': `${sheet}/${sheets}`,
    'data-fit': status,
    'data-fit-scale': String(plan.scale),
    'data-tracking-code': label.tracking_code,
  });

  return (
    <>
      <section ref={firstSheet} {...sheetProps(1)} data-testid="shipping-label">
        <SheetHeader label={label}>
          <div className="route" data-testid="label-route">
            {label.accept_branch.code} →<span className="to">{label.deliver_branch.code}</span>
          </div>
        </SheetHeader>
        <BarcodeBlock label={label} testId="label-barcode" />

        <div className="party receiver" data-print-part="receiver">
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

        <div className="party sender" data-print-part="sender">
          <span className="party-title">{t('labelPrint.from')}</span>
          <div className="name">{label.source_name}</div>
          <div>
            {label.source_phone} · <span className="township">{townshipName(label.source_township, locale)}</span>
          </div>
        </div>

        <div className="bottom" data-print-part="facts">
          <dl className="facts">
            <div className="fact">
              <dt>{t('labelForm.itemType')}</dt>
              <dd>{t(`itemType.${label.item_type}`, { ns: 'domain' })}</dd>
            </div>
            <div className="fact">
              <dt>{t('labelForm.weight')}</dt>
              <dd>
                {formatNumber(label.weight, locale)} {t('labelForm.kg')}
              </dd>
            </div>
            <div className="fact">
              <dt>{t('labelForm.purchaseType')}</dt>
              <dd>{t(`purchaseType.${label.purchase_type}`, { ns: 'domain' })}</dd>
            </div>
            {courierFactsOf(label).map((fact) => (
              <div className="fact" key={fact.key} data-testid="label-courier-fact" data-fact={fact.key}>
                <dt>{t(fact.key)}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {continued ? (
              <>
                <div className="fact">
                  <dt>{t('labelPrint.fees')}</dt>
                  <dd className="muted">{t('labelPrint.onNextSheet')}</dd>
                </div>
                <TotalRow label={label} testId="label-total" />
              </>
            ) : (
              <FeeRows label={label} totalTestId="label-total" />
            )}
          </dl>
          <div className="qr">
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

        {remark &&
          (plan.remarkOnSecondSheet ? (
            <div className="remark" data-print-part="remark-note">
              <span className="remark-title">{t('labelForm.remark')}:</span> {t('labelPrint.onNextSheet')}
            </div>
          ) : (
            <RemarkBlock remark={remark} />
          ))}
        <SheetFooter label={label} sheet={1} sheets={sheets} />
      </section>

      {continued && (
        <section ref={secondSheet} {...sheetProps(2)} data-testid="shipping-label-continued">
          <SheetHeader label={label}>
            <div className="continued">{t('labelPrint.continued')}</div>
          </SheetHeader>
          <BarcodeBlock label={label} />
          <div className="party receiver" data-print-part="receiver">
            <span className="party-title">{t('labelPrint.to')}</span>
            <div className="name">{label.destination_name}</div>
            <div className="township">{townshipName(label.destination_township, locale)}</div>
          </div>
          <dl className="facts" data-print-part="fees">
            <FeeRows label={label} totalTestId="label-total-continued" />
          </dl>
          {remark && plan.remarkOnSecondSheet && <RemarkBlock remark={remark} />}
          <SheetFooter label={label} sheet={2} sheets={sheets} />
        </section>
      )}
    </>
  );
}
