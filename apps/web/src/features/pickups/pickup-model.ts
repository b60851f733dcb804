import {
  hasPermission,
  isValidTrackingCode,
  normalizeTrackingCode,
  pickupRequestStates,
  type AccessUser,
  type PickupRequestItem,
  type PickupRequestState,
} from '@waypost/domain';

/** Myanmar time: the window is typed and shown in it, whatever the device's time zone. */
const yangonOffset = '+06:30';
const yangonOffsetMs = 6.5 * 60 * 60 * 1000;

/** The list's tab from `?status=` (unassigned when absent or unknown). */
export function pickupStatusFrom(params: URLSearchParams): PickupRequestState {
  const status = params.get('status');
  return (pickupRequestStates as readonly string[]).includes(status ?? '')
    ? (status as PickupRequestState)
    : 'unassigned';
}

/** A postman (work only: neither creating nor assigning) gets the phone list of his own pickups. */
export function worksOwnPickupsOnly(user: AccessUser): boolean {
  return (
    hasPermission(user, 'pickup-request.work') &&
    !hasPermission(user, 'pickup-request.assign') &&
    !hasPermission(user, 'pickup-request.create')
  );
}

const postmanStateOrder: Record<PickupRequestState, number> = {
  ongoing: 0,
  pending: 1,
  handover: 2,
  unassigned: 3,
  complete: 4,
  failed: 5,
};

/** The postman's cards: the ones he is on first, then the new ones; within each, the earliest window first. */
export function postmanOrder(items: readonly PickupRequestItem[]): PickupRequestItem[] {
  const start = (item: PickupRequestItem) => item.time_request?.from ?? item.created_at;
  return [...items].sort(
    (a, b) =>
      postmanStateOrder[a.status] - postmanStateOrder[b.status] || start(a).localeCompare(start(b)) || a.id - b.id,
  );
}

/**
 * The postman's cards in the order he first saw them: a refetch after his action (or the list's polling) must not
 * move the card under his thumb. Cards he has seen keep their places; cards new since come after them, in
 * postmanOrder; cards gone are dropped. With nothing seen yet this is postmanOrder itself.
 */
export function keepSeenOrder(seenIds: readonly number[], items: readonly PickupRequestItem[]): PickupRequestItem[] {
  const place = new Map(seenIds.map((id, index) => [id, index]));
  const seen = items.filter((item) => place.has(item.id)).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return [...seen, ...postmanOrder(items.filter((item) => !place.has(item.id)))];
}

/** `yyyy-mm-ddThh:mm` in Myanmar time, as a `datetime-local` input holds it. */
export function toLocalInput(date: Date): string {
  return new Date(date.getTime() + yangonOffsetMs).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Myanmar time, as an ISO date-time with its offset; '' stays ''. */
export function fromLocalInput(value: string): string {
  return value ? `${value}:00${yangonOffset}` : '';
}

/** The form's default window: from the next half hour, for three hours. */
export function defaultTimeWindow(now: Date): { from: string; to: string } {
  const halfHour = 30 * 60 * 1000;
  const from = new Date(Math.ceil(now.getTime() / halfHour) * halfHour);
  return { from: toLocalInput(from), to: toLocalInput(new Date(from.getTime() + 3 * 60 * 60 * 1000)) };
}

/** Tracking codes scanned or typed one per line (or separated by commas): normalized, once each; the bad ones apart. */
export function readTrackingCodes(text: string): { codes: string[]; invalid: string[] } {
  const typed = text
    .split(/[\n,;]+/)
    .map(normalizeTrackingCode)
    .filter((code) => code !== '');
  const unique = [...new Set(typed)];
  return {
    codes: unique.filter(isValidTrackingCode),
    invalid: unique.filter((code) => !isValidTrackingCode(code)),
  };
}

/** A phone as a `tel:` link: the stored 09… number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
