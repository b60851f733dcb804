import type { DeliveryOutcome } from '../deliveries/delivery-enums.js';
import { locales } from '../i18n/locales.js';
import type { LabelStatus } from '../labels/label-enums.js';
import type { PartnerHold } from '../mmpost/mmpost-enums.js';

/**
 * Receiver and sender notifications (issue 29): what happened, to whom, by which channel, and where a message stands.
 * Each list is data, read alike by the database columns, the zod schemas and the rules below.
 */

/** The events a message tells. i18n: `notificationEvent.*`. `cod.paid_out` goes to the merchant. */
export const notificationEvents = [
  'label.booked',
  'label.out_for_delivery',
  'label.delivered',
  'label.delivery_failed',
  'label.held_for_pickup',
  'label.returned',
  'cod.paid_out',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** i18n: `notificationChannel.*`. Viber falls back to SMS when it is not delivered in time (the server's worker). */
export const notificationChannels = ['sms', 'viber'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Who a message is for. i18n: `notificationRecipient.*`. */
export const notificationRecipients = ['receiver', 'sender', 'merchant'] as const;
export type NotificationRecipient = (typeof notificationRecipients)[number];

/**
 * Where a message stands. `queued` waits for the worker (or for quiet hours to end); `sent` is with a provider;
 * a delivery receipt then says `delivered`, `undelivered` (the phone never got it: off, out of range, expired),
 * `failed` (the provider or operator could not send it) or `rejected` (refused: sender id, content, barred number).
 * `failed` is also where the worker leaves a message once every provider and attempt is spent. `invalid_number` and
 * `opted_out` are written instead of sending: no provider ever sees them. i18n: `notificationState.*`.
 */
export const notificationStates = [
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'rejected',
  'invalid_number',
  'opted_out',
] as const;
export type NotificationState = (typeof notificationStates)[number];

/**
 * The states no receipt moves any more. Only `queued` and `sent` are open: a late receipt may still move them (a
 * receipt can even beat the worker's own `sent`, so `queued` → `delivered` is allowed). Every outcome a receipt
 * reports is final, as SMPP's DELIVRD / UNDELIV / REJECTD are: operators do not report a message twice, so a receipt
 * arriving after one of these (a gateway's retry of its callback, an out-of-order "sent") is ignored.
 */
export const finalNotificationStates = [
  'delivered',
  'undelivered',
  'failed',
  'rejected',
  'invalid_number',
  'opted_out',
] as const satisfies readonly NotificationState[];
export type FinalNotificationState = (typeof finalNotificationStates)[number];

/** What a provider's delivery receipt may report, once its own vocabulary is mapped (the provider's parseReceipt). */
export const notificationReceiptStates = [
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'rejected',
] as const satisfies readonly NotificationState[];
export type NotificationReceiptState = (typeof notificationReceiptStates)[number];

export function isFinalNotificationState(state: NotificationState): state is FinalNotificationState {
  return (finalNotificationStates as readonly NotificationState[]).includes(state);
}

/**
 * The state a receipt moves a message to, or null when it changes nothing: the message is final already, or the
 * receipt says `sent` of a message that is sent (receipts only move forward).
 */
export function notificationStateAfterReceipt(
  current: NotificationState,
  receipt: NotificationReceiptState,
): NotificationState | null {
  if (isFinalNotificationState(current)) return null;
  if (receipt === 'sent') return current === 'queued' ? 'sent' : null;
  return receipt;
}

/** Messages speak the UI's languages: the same codes (`mm` is Burmese), so a template's locale is a UI locale. */
export const notificationLocales = locales;
export type NotificationLocale = (typeof notificationLocales)[number];

/** An opt-out silences a phone for every sender, or only for one merchant's parcels. i18n: `optOutScope.*`. */
export const optOutScopes = ['all', 'merchant'] as const;
export type OptOutScope = (typeof optOutScopes)[number];

/** Where an opt-out came from: the receiver replied STOP (the provider's inbound webhook), or staff entered it. */
export const optOutSources = ['reply', 'staff'] as const;
export type OptOutSource = (typeof optOutSources)[number];

/**
 * The providers a company may configure (`NOTIFY_PROVIDERS`, in failover order), by the name the receipt URL uses:
 * the local fake (the default: its Outbox screen shows what was sent), SMSPoh, a generic HTTP gateway, and Viber
 * Business Messages through an aggregator.
 */
export const notificationProviders = ['fake', 'smspoh', 'http', 'viber'] as const;
export type NotificationProvider = (typeof notificationProviders)[number];

/** What the cost report groups messages by. i18n: `notificationReportScope.*`. */
export const notificationReportScopes = ['branch', 'merchant', 'operator', 'provider'] as const;
export type NotificationReportScope = (typeof notificationReportScopes)[number];

/** What the server knows of a label besides its new status, to tell which event a status is. */
export interface NotificationStatusContext {
  /** The receiver collects the parcel at the counter (the label's `pickup_at_po`, hold mail). */
  pickupAtPo?: boolean;
  /** A partner holds the label (labels.partner_hold): a bus gate or Myanmar Post. */
  partnerHold?: PartnerHold | null;
  /** The label walks a return path (its shipping type is a return one). */
  returning?: boolean;
}

/**
 * The event a status change tells, or null when it tells nobody anything. Call it for the status a step writes going
 * forward; a rollback is not news (except a failed delivery, which the courier records as an outcome: see
 * notificationEventOfDeliveryOutcome). Several statuses may tell the same event of one label (a return has several
 * steps); the outbox is keyed by label and event, so the first of them sends and the rest find their row written.
 */
export function notificationEventOfStatus(
  status: LabelStatus,
  { pickupAtPo = false, partnerHold = null, returning = false }: NotificationStatusContext = {},
): NotificationEvent | null {
  switch (status) {
    // The first status a label gets when it is booked: at the counter or by a merchant (variant 1), or created in
    // the second variant's booking flow.
    case 'pending':
    case 'created':
      return 'label.booked';
    // With the courier for the receiver's address. A bus-gate hand-over writes the same status (gate-rules.ts): the
    // bus takes it to the receiver's gate, where he collects it — held for pickup, not out for delivery.
    case 'send_to_destination_address':
      return partnerHold === 'gate' ? 'label.held_for_pickup' : 'label.out_for_delivery';
    // The second variant's hand-over to the postman who delivers: the same step as send_to_destination_address
    // (both sit in the "on delivery" tabs, label-list-tabs.ts). No path writes it today.
    case 'postman_hand_over':
      return 'label.out_for_delivery';
    case 'delivered':
      return 'label.delivered';
    // Arrived at the destination branch for a receiver who collects it at the counter (hold mail): waiting for him.
    // Arriving back there on a return, or to go out for delivery, tells the receiver nothing.
    case 'arrived_to_destination_branch':
      return pickupAtPo && !returning ? 'label.held_for_pickup' : null;
    // The courier could not deliver and the parcel goes back to the branch (the receive side's "failed delivery"
    // tab). A failed attempt the courier records on his phone is not a status: notificationEventOfDeliveryOutcome.
    case 'sendback_to_destination_branch':
      return 'label.delivery_failed';
    // On its way back to the sender's address, handed back, confirmed returned, or received back from Myanmar Post:
    // steps of one return (the first one sends; see above).
    case 'sendback_to_origin_address':
    case 'sentback_to_customer':
    case 'return_confirmed':
    case 'mpost_return_confirmed':
      return 'label.returned';
    // Inside the network, with Myanmar Post (Waypost hears of the post's delivery only from its status file, which
    // writes delivered or schedule_return), pickups, an issue being decided, a redirect: nobody needs a message.
    // `reject` (refused by the destination branch) is an issue for the branches, not news for the receiver.
    case 'accept_from_origin_branch':
    case 'accept_by_transport':
    case 'sendback_to_transport':
    case 'send_to_destination_branch':
    case 'send_to_forward_branch':
    case 'arrived_to_forward_branch':
    case 'send_from_forward_branch':
    case 'send_from_redirect_branch':
    case 'sendback_to_origin_branch':
    case 'arrived_to_origin_branch':
    case 'arrivedback_to_destination_branch':
    case 'missing':
    case 'redirected':
    case 'reject':
    case 'pending_reject':
    case 'pending_return_confirm':
    case 'send_to_mmpost':
    case 'schedule_return':
    case 'process':
    case 'pickup_courier_leader':
    case 'pickup_courier':
      return null;
    default:
      return assertNever(status);
  }
}

/**
 * The event a courier's recorded outcome tells (issue 12). A failed attempt is no status of its own: the out step is
 * withdrawn and the label waits at the branch again (finish-delivery-attempt.ts), so it is told from the outcome —
 * also `brought_back` (the counter scanned it back from the courier). Delivered and out are told by the statuses they
 * write; withdrawn (taken off the run by the branch) tells the receiver nothing.
 */
export function notificationEventOfDeliveryOutcome(outcome: DeliveryOutcome): NotificationEvent | null {
  return outcome === 'failed' ? 'label.delivery_failed' : null;
}

/**
 * Urgent events ignore quiet hours. Only out for delivery: the courier is on his way now, and a message held until
 * 07:00 would arrive after him (early runs leave before it). Everything else can wait for the morning.
 */
export function isUrgentNotificationEvent(event: NotificationEvent): boolean {
  return event === 'label.out_for_delivery';
}

const receiverOnly = { receiver: true, sender: false, merchant: false } as const;
const nobody = { receiver: false, sender: false, merchant: false } as const;

/**
 * The company's default matrix of who is told what (issue 29 §1): the receiver hears what he must act on or wait
 * for; the merchant hears of its money. Head office edits it; a label's `sms` service and a merchant's own switch
 * apply on top (the server).
 */
export const defaultNotificationRules: Record<NotificationEvent, Record<NotificationRecipient, boolean>> = {
  'label.booked': nobody,
  'label.out_for_delivery': receiverOnly,
  'label.delivered': receiverOnly,
  'label.delivery_failed': receiverOnly,
  'label.held_for_pickup': receiverOnly,
  'label.returned': nobody,
  'cod.paid_out': { receiver: false, sender: false, merchant: true },
};

function assertNever(value: never): never {
  throw new Error(`unexpected value: ${String(value)}`);
}
