import type { DispatchDetail } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { billLinesOf, billTotalsOf } from '../delivery-bill-model';
import { useTransferText } from '../use-transfer-text';

/**
 * The delivery bill of a dispatch (CN 38 style), in the reader's language: who sends what to whom with which carrier,
 * the bags one per line with totals per category and overall, and the three signatures of the hand-over.
 */
export function DeliveryBillSheet({ dispatch, ready }: { dispatch: DispatchDetail; ready: boolean }) {
  const { t } = useTranslation();
  const text = useTransferText();
  const user = useCurrentUser();
  const lines = billLinesOf(dispatch.bags);
  const totals = billTotalsOf(dispatch.bags);
  const { carrier } = dispatch;
  const none = t('transfer.none');
  const facts: [string, string, string][] = [
    ['origin', t('transfer.field.origin'), text.branch(dispatch.origin)],
    ['destination', t('transfer.field.destination'), text.branch(dispatch.destination)],
    ['carrierKind', t('transfer.field.carrierKind'), t(`carrierKind.${carrier.kind}`, { ns: 'domain' })],
    ['carrierName', t('transfer.field.carrierName'), carrier.name],
    ['vehicle', t('transfer.field.vehicleNo'), carrier.vehicle_no ?? none],
    ['phone', t('transfer.field.driverPhone'), carrier.driver_phone ? text.phone(carrier.driver_phone) : none],
    ['dispatched', t('transfer.field.dispatchedAt'), text.dateTime(dispatch.dispatched_at)],
    ['expected', t('transfer.field.expectedAt'), text.dateTime(dispatch.expected_at)],
  ];
  // Two facts a row: label, value, label, value.
  const factRows = facts.flatMap((fact, index) => (index % 2 === 0 ? [[fact, facts[index + 1]] as const] : []));
  const signatures = [
    ['handedOver', t('transfer.bill.handedOverBy')],
    ['carrier', t('transfer.bill.carrierSigns')],
    ['received', t('transfer.bill.receivedBy')],
  ] as const;

  return (
    <article className="delivery-bill" data-testid="delivery-bill" data-ready={ready}>
      <header className="bill-head">
        <div>
          <div className="company">{user.business_name}</div>
          <div>{text.branch(dispatch.origin)}</div>
        </div>
        <div className="bill-title">
          <h1>{t('transfer.bill.title')}</h1>
          <div className="bill-code code" data-testid="bill-dispatch-code">
            {dispatch.dispatch_code}
          </div>
        </div>
      </header>
      <div className="route" data-testid="bill-route">
        {text.route(dispatch.origin, dispatch.destination)}
      </div>
      <table className="facts">
        <tbody>
          {factRows.map(([left, right]) => (
            <tr key={left[0]}>
              <td className="label">{left[1]}</td>
              <td className="value" data-testid={`bill-${left[0]}`}>
                {left[2]}
              </td>
              <td className="label">{right?.[1]}</td>
              <td className="value" data-testid={right ? `bill-${right[0]}` : undefined}>
                {right?.[2]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="lines" data-testid="bill-lines">
        <thead>
          <tr>
            <th className="number">{t('table.rowNumber')}</th>
            <th>{t('transfer.field.bag')}</th>
            <th>{t('transfer.field.category')}</th>
            <th className="number">{t('transfer.field.labels')}</th>
            <th className="number">{t('transfer.field.weight')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((bag, index) => (
            <tr key={bag.id} data-testid="bill-line" data-bag-code={bag.bag_code}>
              <td className="number">{text.count(index + 1)}</td>
              <td className="code">{bag.bag_text}</td>
              <td>{t(`mailCategory.${bag.category}`, { ns: 'domain' })}</td>
              <td className="number">{text.count(bag.label_count)}</td>
              <td className="number">{text.kg(bag.weight)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.byCategory.map((total) => (
            <tr key={total.category} data-testid="bill-category-total" data-category={total.category}>
              <td colSpan={2}>
                {t('transfer.bill.categoryTotal', { category: t(`mailCategory.${total.category}`, { ns: 'domain' }) })}
              </td>
              <td>{t('transfer.bill.bagCount', { n: text.count(total.bags) })}</td>
              <td className="number">{text.count(total.labels)}</td>
              <td className="number">{text.kg(total.weight)}</td>
            </tr>
          ))}
          <tr className="overall" data-testid="bill-total">
            <td colSpan={2}>{t('transfer.total')}</td>
            <td>{t('transfer.bill.bagCount', { n: text.count(totals.overall.bags) })}</td>
            <td className="number">{text.count(totals.overall.labels)}</td>
            <td className="number">{text.kg(totals.overall.weight)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="signatures">
        {signatures.map(([key, title]) => (
          <div className="signature" key={key} data-testid={`bill-signature-${key}`}>
            <div className="signature-title">{title}</div>
            <div className="signature-line">{t('transfer.bill.name')}</div>
            <div className="signature-line">{t('transfer.bill.signature')}</div>
            <div className="signature-line">{t('transfer.bill.dateTime')}</div>
          </div>
        ))}
      </div>
    </article>
  );
}
