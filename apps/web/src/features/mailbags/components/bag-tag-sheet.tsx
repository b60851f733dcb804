import type { MailbagDetail } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { BarcodeImage } from '@/features/labels/print/components/barcode-image';
import { tagDateOf, tagDispatchNo } from '../bag-tag-model';
import { useTransferText } from '../use-transfer-text';

/**
 * One bag tag (issue 27 §1): origin → destination in large codes with their names, the category, the Code128 of the
 * bag code with the code grouped for people under it, and the facts the next desk checks: the branches it passes,
 * weight, parcels, dispatch number and date.
 */
export function BagTagSheet({ bag, ready }: { bag: MailbagDetail; ready: boolean }) {
  const { t } = useTranslation();
  const text = useTransferText();
  const user = useCurrentUser();
  const dispatchNo = tagDispatchNo(bag);
  const facts: [string, string, string][] = [
    ['weight', t('transfer.field.weight'), text.kg(bag.weight)],
    ['labels', t('transfer.field.labels'), text.count(bag.label_count)],
    ['dispatch', t('transfer.tag.dispatchNo'), dispatchNo === null ? t('transfer.none') : text.count(dispatchNo)],
    ['date', t('transfer.field.date'), text.date(tagDateOf(bag))],
  ];
  const transit = bag.transit.map((branch) => `${branch.code} · ${text.branchName(branch)}`).join(' → ');
  return (
    <section className="bag-tag" data-testid="bag-tag" data-ready={ready} data-bag-code={bag.bag_code}>
      <div className="head">
        <div>
          <div className="brand">{user.business_name}</div>
          <div className="muted">{t('transfer.tag.heading')}</div>
        </div>
        <div className="category" data-testid="bag-tag-category">
          {t(`mailCategory.${bag.category}`, { ns: 'domain' })}
        </div>
      </div>
      <div>
        <div className="route" data-testid="bag-tag-route">
          <span>{bag.origin.code}</span>
          <span>→</span>
          <span className="to">{bag.destination.code}</span>
        </div>
        <div className="names">
          {text.branchName(bag.origin)} → {text.branchName(bag.destination)}
        </div>
      </div>
      <div className="barcode">
        <BarcodeImage
          kind="code128"
          text={bag.bag_code}
          alt={t('transfer.tag.barcodeAlt', { bag: bag.bag_text })}
          data-testid="bag-tag-barcode"
        />
        <div className="code" data-testid="bag-tag-text">
          {bag.bag_text}
        </div>
      </div>
      <div className="transit" data-testid="bag-tag-transit">
        <span className="muted">{t('transfer.field.transit')}: </span>
        <strong>{transit || t('transfer.direct')}</strong>
      </div>
      <dl className="facts">
        {facts.map(([key, label, value]) => (
          <div className="fact" key={key} data-testid={`bag-tag-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
