import type { CallOutcome, CallReason } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const reasonColors: Record<CallReason, string> = {
  failed_delivery: 'volcano',
  receiver_unreachable: 'orange',
  pending_return_confirm: 'purple',
};

const outcomeColors: Record<CallOutcome, string> = { no_answer: 'default', busy: 'warning', call_complete: 'success' };

/** Why the label is on the call list. */
export function CallReasonTag({ reason }: { reason: CallReason }) {
  const { t } = useTranslation();
  return (
    <Tag color={reasonColors[reason]} data-testid="call-reason" data-reason={reason}>
      {t(`callReason.${reason}`, { ns: 'domain' })}
    </Tag>
  );
}

/** How a call went. */
export function CallOutcomeTag({ outcome }: { outcome: CallOutcome }) {
  const { t } = useTranslation();
  return (
    <Tag color={outcomeColors[outcome]} data-testid="call-outcome" data-outcome={outcome}>
      {t(`callOutcome.${outcome}`, { ns: 'domain' })}
    </Tag>
  );
}
