import { formatKs, type GateSubmitDetail } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { a4SheetCss } from '@/components/print-page/a4-sheet-css';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

export const gateSlipCss = a4SheetCss('gate-slip', {
  marginMm: 12,
  fontPt: 10,
  titlePt: 16,
  cellPadding: '1mm 1.5mm',
  extra: `
.gate-slip-toolbar { padding-top: 12px !important; }
.gate-slip .slip-head { display: flex; justify-content: space-between; border-bottom: .5mm solid #000; padding-bottom: 2mm; margin-bottom: 3mm; }
.gate-slip .slip-no { font-size: 14pt; font-weight: 700; }
.gate-slip .facts td { border: none; padding: .6mm 3mm .6mm 0; }
.gate-slip .facts td.value { font-weight: 700; }
.gate-slip .lines tr { break-inside: avoid; page-break-inside: avoid; }
.gate-slip .lines tfoot td { font-weight: 700; background: #f5f5f5; }
.gate-slip .signatures { display: grid; grid-template-columns: repeat(2, 1fr); gap: 5mm; margin-top: 8mm; }
.gate-slip .signature { border: .3mm solid #000; padding: 2mm 3mm; min-height: 30mm; }
`,
});

/**
 * The hand-over slip (issue 28 §1), printed in two copies: one stays at the branch, one goes with the parcels to
 * the gate's office, signed by both. Every parcel is listed with its receiver, to be called when it arrives.
 */
export function GateSlipSheet({ slip, ready }: { slip: GateSubmitDetail; ready: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place = (row: GateSubmitDetail['labels'][number]) =>
    row.destination_township
      ? locale === 'mm'
        ? row.destination_township.name_mm
        : row.destination_township.name_en
      : '';
  return (
    <div className="gate-slip" data-testid="gate-slip-sheet" data-ready={ready}>
      <div className="slip-head">
        <h1>{t('gate.slip.title')}</h1>
        <div className="slip-no" data-testid="gate-slip-no">
          {slip.slip_no}
        </div>
      </div>
      <table className="facts">
        <tbody>
          <tr>
            <td>{t('gate.field.gate')}</td>
            <td className="value">{slip.gate.name}</td>
            <td>{t('gate.field.operator')}</td>
            <td className="value">{`${slip.gate.operator} · ${slip.gate.phone}`}</td>
          </tr>
          <tr>
            <td>{t('gate.field.vehicleNo')}</td>
            <td className="value">{slip.vehicle_no}</td>
            <td>{t('gate.field.driverPhone')}</td>
            <td className="value">{slip.driver_phone}</td>
          </tr>
          <tr>
            <td>{t('gate.field.departsAt')}</td>
            <td className="value">{formatDateTime(slip.departs_at, locale)}</td>
            <td>{t('gate.field.branch')}</td>
            <td className="value">{`${slip.branch.code} · ${locale === 'mm' ? slip.branch.name_mm : slip.branch.name_en}`}</td>
          </tr>
        </tbody>
      </table>
      <table className="lines">
        <thead>
          <tr>
            <th>{t('gate.field.no')}</th>
            <th>{t('gate.field.trackingCode')}</th>
            <th>{t('gate.field.receiver')}</th>
            <th>{t('gate.field.phone')}</th>
            <th>{t('gate.field.township')}</th>
            <th>{t('gate.field.weight')}</th>
          </tr>
        </thead>
        <tbody>
          {slip.labels.map((row, index) => (
            <tr key={row.id}>
              <td>{formatNumber(index + 1, locale)}</td>
              <td>{row.tracking_code}</td>
              <td>{row.destination_name}</td>
              <td>{row.destination_phone}</td>
              <td>{place(row)}</td>
              <td>{formatNumber(row.weight, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{t('gate.slip.total', { n: formatNumber(slip.label_count, locale) })}</td>
            <td colSpan={2}>{formatKs(slip.amount, locale)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="signatures">
        <div className="signature">{t('gate.slip.handedBy')}</div>
        <div className="signature">{t('gate.slip.receivedBy')}</div>
      </div>
    </div>
  );
}
