import { formatKs, localizeDigits, type LabelDetail } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { BarcodeImage } from './barcode-image';

/** The brand, label type and service; `children` on the right (the route, or "continued"). */
export function SheetHeader({ label, children }: { label: LabelDetail; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="row" data-print-part="head">
      <div>
        <div className="brand">{t('app.name')}</div>
        <div className="muted">
          {t(`labelType.${label.type}`, { ns: 'domain' })} · {t(`serviceType.${label.service_type}`, { ns: 'domain' })}
        </div>
      </div>
      {children}
    </div>
  );
}

/** The Code128 barcode of the tracking code and the code in print (scanned at every branch, so never shrunk). */
export function BarcodeBlock({ label, testId }: { label: LabelDetail; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="barcode" data-print-part="barcode">
      <BarcodeImage
        kind="code128"
        text={label.tracking_code}
        alt={t('labelPrint.barcodeAlt', { code: label.tracking_code })}
        data-testid={testId}
      />
      <div className="code">{label.tracking_code}</div>
    </div>
  );
}

/** Fee lines as rows of a facts list, then the total. */
export function FeeRows({ label, totalTestId }: { label: LabelDetail; totalTestId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {label.fee_lines.map((line) => (
        <div key={line.code} className="fact" data-testid="label-fee-line" data-code={line.code}>
          <dt>{t(`feeName.${line.code}`, { ns: 'domain' })}</dt>
          <dd>{formatKs(line.amount, locale)}</dd>
        </div>
      ))}
      <TotalRow label={label} testId={totalTestId} />
    </>
  );
}

/** What the label costs in all (on the first sheet even when its fee lines are on the second). */
export function TotalRow({ label, testId }: { label: LabelDetail; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="fact total">
      <dt>{t('labelDetail.total')}</dt>
      <dd data-testid={testId}>{formatKs(label.total_cost, locale)}</dd>
    </div>
  );
}

/** The remark, wrapped over as many lines as it needs. */
export function RemarkBlock({ remark }: { remark: string }) {
  const { t } = useTranslation();
  return (
    <div className="remark" data-print-part="remark" data-testid="label-remark">
      <span className="remark-title">{t('labelForm.remark')}:</span> {remark}
    </div>
  );
}

/** When the label was booked, and which sheet of how many this is (only when there is more than one). */
export function SheetFooter({ label, sheet, sheets }: { label: LabelDetail; sheet: number; sheets: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="footer" data-print-part="foot">
      <span>{formatDateTime(label.created_at, locale)}</span>
      {sheets > 1 && (
        <span className="sheet-number" data-testid="label-sheet-number">
          {t('labelPrint.sheetOf', {
            sheet: localizeDigits(sheet, locale),
            sheets: localizeDigits(sheets, locale),
          })}
        </span>
      )}
    </div>
  );
}
