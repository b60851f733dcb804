import {
  defaultNotificationRules,
  isUrgentNotificationEvent,
  labelStatuses,
  notificationEventOfStatus,
  partnerHolds,
  type LabelStatus,
  type NotificationEvent,
  type NotificationStatusContext,
  type PartnerHold,
  type ShippingType,
} from '@waypost/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { labels, merchants, notificationRules, notifications } from '../../db/schema/index.js';

/**
 * The outbox write of receiver and sender messages (issue 29 §5), in the transaction of the change they tell: one
 * statement writes a row per event and recipient the company's rules, the label's `sms` service and its merchant's
 * switches allow (nothing is written otherwise, so a rolled-back change leaves no message and a label without the
 * service costs one cheap statement). The row is keyed: a replay of the same step writes nothing. Its text, the
 * phone's check, the opt-outs and quiet hours are the worker's, at send time.
 */

/** An event of one label to tell, with what it adds to the label's own facts. */
export interface LabelNotification {
  labelId: number;
  event: NotificationEvent;
  /** Variables the label does not hold: `reason`, `deadline`, `courier_phone`. */
  params?: Record<string, string>;
}

/**
 * Events a label tells once (booked, delivered, returned: a return's several steps send one message); the others
 * tell each time they happen (out for delivery again the next day, a second failed attempt).
 */
const toldOnce: ReadonlySet<NotificationEvent> = new Set(['label.booked', 'label.delivered', 'label.returned']);

const returnShippingTypes: ReadonlySet<ShippingType> = new Set(['return', 'direct_return', 'fail_return']);

/** How long a held parcel waits for its receiver (the glossary's hold mail: "one week"), the message's deadline. */
const holdDays = 7;

/** Statuses that tell something in some label's context: the others (most network steps) cost no query at all. */
const statusesThatMayTell: ReadonlySet<LabelStatus> = (() => {
  const contexts: NotificationStatusContext[] = [];
  for (const pickupAtPo of [false, true]) {
    for (const partnerHold of [null, ...partnerHolds]) {
      for (const returning of [false, true]) contexts.push({ pickupAtPo, partnerHold, returning });
    }
  }
  return new Set(
    labelStatuses.filter((status) => contexts.some((context) => notificationEventOfStatus(status, context))),
  );
})();

/** Writes the outbox rows of `items` (one statement; none when no rule or service asks for a message). */
/**
 * The outbox write as a prepared statement: a status change is a hot path, and this statement joins five relations,
 * so PostgreSQL plans it once per connection instead of on every step.
 */
const insertLabelNotifications = preparedStatement<{ rows: string; at: string }, null>(
  'insert_label_notifications',
  sql`
    insert into ${notifications}
      (company_id, dedupe_key, label_id, merchant_id, branch_id, event, recipient, phone, params, urgent,
       next_attempt_at, created_at)
    select l.company_id, 'label:' || l.id || ':' || v.event || ':' || r.recipient || v.occurrence,
      l.id, l.merchant_id, l.accept_branch_id, v.event, r.recipient,
      case r.recipient when 'receiver' then l.destination_phone when 'sender' then l.source_phone else m.phone end,
      v.params, v.urgent, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz
    from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
      as v(label_id bigint, event text, occurrence text, urgent boolean, params jsonb)
    join ${labels} l on l.id = v.label_id
    left join ${merchants} m on m.id = l.merchant_id
    cross join (values ('receiver'), ('sender'), ('merchant')) as r(recipient)
    left join ${notificationRules} nr
      on nr.company_id = l.company_id and nr.event = v.event and nr.recipient = r.recipient
    where coalesce(nr.enabled, (${sql.raw(`'${JSON.stringify(defaultNotificationRules)}'`)}::jsonb -> v.event ->> r.recipient)::boolean)
      and case r.recipient
        -- An event the merchant's owner switched off tells his receivers nothing (issue 30 §2); else the merchant's
        -- switch wins, and without one the label's sms service decides.
        when 'receiver' then not coalesce(v.event = any(m.receiver_events_off), false)
          and case m.receiver_messages when 'all' then true when 'none' then false
          else 'sms' = any(l.services) end
        when 'sender' then 'sms' = any(l.services)
        else m.id is not null
      end
    on conflict (company_id, dedupe_key) do nothing`,
  () => null,
);

export async function enqueueNotifications(tx: Database, items: readonly LabelNotification[], at: Date): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((item) => ({
    label_id: item.labelId,
    event: item.event,
    // A repeatable event is one per moment it happened; a replay of the same step has the same moment.
    occurrence: toldOnce.has(item.event) ? '' : `:${at.getTime()}`,
    urgent: isUrgentNotificationEvent(item.event),
    params: item.params ?? {},
  }));
  await insertLabelNotifications.run(tx, { rows: JSON.stringify(rows), at: at.toISOString() });
}

/** What a caller that holds the label row knows of it after the step: spares the statement that reads it. */
export interface LabelStepFacts {
  services: readonly string[];
  merchantId: number | null;
  pickupAtPo: boolean;
  partnerHold: PartnerHold | null;
  shippingType: ShippingType;
}

/**
 * The messages of label steps just written (`statuses`, in order, for each label): each status that tells an event
 * in its label's context (a gate's hand-over is "held for pickup", an arrival is news only for a receiver who
 * collects at the counter). Call it after the labels' own columns are updated in the same transaction. A caller
 * holding the label gives its `facts` (as they are after the step): a label with neither the sms service nor a
 * merchant (whose switch could tell its receivers) then costs no statement at all.
 */
export async function enqueueLabelStepNotifications(
  tx: Database,
  changes: readonly { labelId: number; statuses: readonly LabelStatus[]; facts?: LabelStepFacts }[],
  at: Date,
): Promise<void> {
  const telling = changes.filter(
    (change) =>
      change.statuses.some((status) => statusesThatMayTell.has(status)) &&
      (!change.facts || change.facts.services.includes('sms') || change.facts.merchantId !== null),
  );
  if (telling.length === 0) return;
  const known = new Map(
    telling.flatMap((change) =>
      change.facts
        ? [
            [
              change.labelId,
              {
                pickupAtPo: change.facts.pickupAtPo,
                partnerHold: change.facts.partnerHold,
                returning: returnShippingTypes.has(change.facts.shippingType),
              } satisfies NotificationStatusContext,
            ] as const,
          ]
        : [],
    ),
  );
  const unknown = telling.filter((change) => !known.has(change.labelId));
  const contexts =
    unknown.length === 0
      ? { rows: [] }
      : await tx.execute(sql`
    select id, pickup_at_po, partner_hold, shipping_type from ${labels}
    where id = any(${`{${unknown.map((change) => change.labelId).join(',')}}`}::bigint[])`);
  const read = (
    contexts as unknown as {
      rows: {
        id: string | number;
        pickup_at_po: boolean;
        partner_hold: PartnerHold | null;
        shipping_type: ShippingType;
      }[];
    }
  ).rows.map(
    (row) =>
      [
        Number(row.id),
        {
          pickupAtPo: row.pickup_at_po,
          partnerHold: row.partner_hold,
          returning: returnShippingTypes.has(row.shipping_type),
        } satisfies NotificationStatusContext,
      ] as const,
  );
  const contextOf = new Map<number, NotificationStatusContext>([...known, ...read]);
  const items: LabelNotification[] = [];
  for (const change of telling) {
    const context = contextOf.get(change.labelId);
    if (!context) continue;
    const told = new Set<NotificationEvent>();
    for (const status of change.statuses) {
      const event = notificationEventOfStatus(status, context);
      // A walk of several steps telling one event (a return's) tells it once.
      if (event && !told.has(event)) {
        told.add(event);
        items.push({
          labelId: change.labelId,
          event,
          ...(event === 'label.held_for_pickup'
            ? { params: { deadline: new Date(at.getTime() + holdDays * 86_400_000).toISOString() } }
            : {}),
        });
      }
    }
  }
  await enqueueNotifications(tx, items, at);
}

/**
 * A merchant's own message (`cod.paid_out`: its COD transferred), written in the payout's transaction when the
 * company's rules tell merchants that event; `key` makes it one per payout.
 */
export async function enqueueMerchantNotification(
  tx: Database,
  {
    companyId,
    merchantId,
    event,
    key,
    params,
    at,
  }: {
    companyId: number;
    merchantId: number;
    event: NotificationEvent;
    key: string;
    params: Record<string, string>;
    at: Date;
  },
): Promise<void> {
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(sql`
    insert into ${notifications}
      (company_id, dedupe_key, merchant_id, branch_id, event, recipient, phone, params, urgent, next_attempt_at,
       created_at)
    select m.company_id, ${`merchant:${merchantId}:${event}:${key}`}, m.id, m.home_branch_id, ${event}, 'merchant',
      m.phone, ${JSON.stringify(params)}::jsonb, ${isUrgentNotificationEvent(event)}, ${when}, ${when}
    from ${merchants} m
    left join ${notificationRules} nr
      on nr.company_id = m.company_id and nr.event = ${event} and nr.recipient = 'merchant'
    where m.id = ${merchantId} and m.company_id = ${companyId}
      and coalesce(nr.enabled, ${defaultNotificationRules[event].merchant})
    on conflict (company_id, dedupe_key) do nothing`);
}
