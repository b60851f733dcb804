import { hasPermission } from '@waypost/domain';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/auth';

/**
 * The card's code (with the notification schemas it parses with) and its texts load after the label page has
 * rendered, and only for those who may read messages: the label page's own chunk stays as it was.
 */
const LabelMessagesCard = lazy(() =>
  import('./label-messages-card').then((module) => ({ default: module.LabelMessagesCard })),
);

/** The label detail's "Messages" card (notification.view): what the label's people were told, newest first. */
export function LabelMessagesSection({ labelId, trackingCode }: { labelId: number; trackingCode: string }) {
  const user = useCurrentUser();
  if (!hasPermission(user, 'notification.view')) return null;
  return (
    <Suspense fallback={null}>
      <LabelMessagesCard labelId={labelId} trackingCode={trackingCode} />
    </Suspense>
  );
}
