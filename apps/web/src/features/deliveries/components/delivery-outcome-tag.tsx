import type { DeliveryFailureReason, DeliveryOutcome } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const outcomeColors = { out: 'blue', delivered: 'green', failed: 'red', withdrawn: 'default' } as const;

/** What became of a label on a run, with the failure reason when it failed. */
export function DeliveryOutcomeTag({
  outcome,
  reason = null,
}: {
  outcome: DeliveryOutcome;
  reason?: DeliveryFailureReason | null;
}) {
  const { t } = useTranslation();
  const text = t(`deliveryOutcome.${outcome}`, { ns: 'domain' });
  return (
    <Tag color={outcomeColors[outcome]} data-testid="delivery-outcome" data-outcome={outcome}>
      {reason ? `${text} · ${t(`deliveryFailureReason.${reason}`, { ns: 'domain' })}` : text}
    </Tag>
  );
}
