import { labelDraft, notificationOptOutRequest } from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { branches, notifications } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { runOutboxQueueOnce } from '../lib/outbox-worker.js';
import { bookLabel } from '../modules/labels/create-label.js';
import { enqueueNotifications } from '../modules/notifications/enqueue-notifications.js';
import { createNotificationOptOut } from '../modules/notifications/manage-notification-settings.js';
import { receiveNotificationReceipt } from '../modules/notifications/notification-callbacks.js';
import { notificationQueue, type NotificationWorkerOptions } from '../modules/notifications/notification-worker.js';
import { fakeOnlyReceiptSecret } from '../modules/notifications/notify-config.js';
import { createFakeProvider } from '../modules/notifications/providers/fake-provider.js';
import { ProviderError, type NotificationProvider } from '../modules/notifications/providers/notification-provider.js';
import { actorFor } from './demo-money.js';

const minute = 60_000;

/** The demo's receivers, each a state its message ends in. */
const receivers = {
  delivered: ['Daw Nu Nu', '09250300401'],
  deliveredToo: ['U Myint Oo', '09420300402'],
  undelivered: ['Ma Thida', '09790300403'],
  rejected: ['Ko Htet Aung', '09970300404'],
  failed: ['Daw Khin Lay', '09690300405'],
  sent: ['U Soe Win', '09260300406'],
  queued: ['Ma Phyu Sin', '09451300407'],
  invalid: ['Yangon Book Shop', '01 245 678'],
  optedOut: ['Ko Min Min', '09780300409'],
} as const;
type DemoReceiver = keyof typeof receivers;

/**
 * Receiver messages (issue 29) in every state, made the way they happen — the outbox written with the label's step,
 * the worker sending through the gateway (the local fake), the gateway's receipts, an opt-out — for labels booked at
 * YGN with the sms service: delivered, sent without a receipt yet, undelivered, rejected by the gateway, failed after
 * every retry, one to a landline (invalid number), one to the demo's opted-out phone, and one queued until quiet hours
 * end (a "delivered" message, which is not urgent).
 */
export async function seedDemoNotifications({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const clerk = await actorFor(db, 'staff');
  const [ygn] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, clerk.companyId), eq(branches.code, 'YGN')));
  if (!ygn) return;
  // The messages went out over the last three hours.
  let now = clock.now().getTime() - 3 * 60 * minute;
  const at: Clock = { now: () => new Date(now) };

  const labelOf = {} as Record<DemoReceiver, number>;
  for (const [key, [name, phone]] of Object.entries(receivers) as [DemoReceiver, readonly [string, string]][]) {
    const draft = labelDraft.parse({
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      item_type: 'parcel',
      purchase_type: 'sender_pay',
      weight: 1,
      source_name: 'Ko Zaw',
      source_phone: '09450100300',
      source_township: 'MMR013016',
      destination_name: name,
      destination_phone: phone,
      destination_township: 'MMR013016',
      deliver_branch_id: ygn.id,
      services: ['sms'],
      include_products: 'Books',
    });
    labelOf[key] = await bookLabel({ db, clock: at, actor: clerk, draft, idempotencyKey: null, channel: 'counter' });
  }

  // Ko Min Min called customer service to ask for no messages.
  await createNotificationOptOut({
    db,
    clock: at,
    actor: await actorFor(db, 'cs'),
    request: notificationOptOutRequest.parse({ phone: receivers.optedOut[1], scope: 'all' }),
  });

  // Out for delivery: the outbox is written with the step.
  now += 10 * minute;
  const out = (Object.keys(receivers) as DemoReceiver[]).filter((key) => key !== 'queued');
  await enqueueNotifications(
    db,
    out.map((key) => ({ labelId: labelOf[key], event: 'label.out_for_delivery' as const })),
    at.now(),
  );

  // The gateway refuses one number and never answers for another (each retry fails until every attempt is spent).
  const fake = createFakeProvider({ behaviour: { refuse: (message) => message.to === '+959970300404' } });
  const gateway: NotificationProvider = {
    ...fake,
    send: (message, options) =>
      message.to === '+959690300405'
        ? Promise.reject(new ProviderError('HTTP_503', true, 'the gateway is unavailable'))
        : fake.send(message, options),
  };
  const settings: NotificationWorkerOptions['config'] = {
    quietHours: 'off',
    phoneLimitPerHour: 0,
    providerRatePerSecond: 0,
    failoverAttempts: 2,
    failoverSeconds: 30,
    providerTimeoutMs: 5_000,
    publicUrl: null,
    viberFallbackSeconds: 600,
  };
  const send = (config = settings) =>
    runOutboxQueueOnce(
      notificationQueue({ db, clock: at, log: { warn: () => undefined }, providers: [gateway], config }),
    );
  for (let round = 0; round < 8; round += 1) {
    await send();
    now += 10 * minute;
  }

  // The gateway's receipts.
  const receipt = async (key: DemoReceiver, status: 'delivered' | 'undelivered') => {
    const [row] = await db
      .select({ providerMessageId: notifications.providerMessageId })
      .from(notifications)
      .where(eq(notifications.labelId, labelOf[key]));
    await receiveNotificationReceipt(
      { db, clock: at, providers: [gateway], receiptSecret: fakeOnlyReceiptSecret },
      { providerName: gateway.name, secret: fakeOnlyReceiptSecret, body: { id: row?.providerMessageId, status } },
    );
  };
  await receipt('delivered', 'delivered');
  await receipt('deliveredToo', 'delivered');
  await receipt('undelivered', 'undelivered');

  // Delivered at the counter late in the evening: its message waits for quiet hours to end.
  await enqueueNotifications(db, [{ labelId: labelOf.queued, event: 'label.delivered' }], at.now());
  const yangonHour = (new Date(now).getUTCHours() * 60 + new Date(now).getUTCMinutes() + 390) / 60;
  const hour = Math.floor(yangonHour) % 24;
  await send({ ...settings, quietHours: `${hour}-${(hour + 12) % 24}` });
}
