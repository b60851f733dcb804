import type {
  CourierRunResponse,
  CourierFailureReason,
  DeliveryRunLabel,
  LabelDeliveryFailedRequest,
} from '@waypost/domain';

export interface DeliverFormValues {
  receiverName: string;
  note: string;
  /** The drawn signature as png, null when nothing was drawn. */
  signature: Blob | null;
  /** The photo after downscaling (jpeg), null when none was taken. */
  photo: Blob | null;
  /** The courier ticked that he took the COD cash the sheet shows (issue 26 §5). */
  cashTaken: boolean;
}

/** What stops the proof from being sent, for the sheet to point at; null when it may go. */
export type DeliverFormProblem = 'receiverName' | 'proof' | 'cash' | null;

/** `cash`: what the receiver pays in cash (0 without COD). */
export function deliverFormProblem(values: DeliverFormValues, cash = 0): DeliverFormProblem {
  if (values.receiverName.trim() === '') return 'receiverName';
  // Issue 12: a photo and/or a drawn signature — at least one.
  if (!values.signature && !values.photo) return 'proof';
  if (cash > 0 && !values.cashTaken) return 'cash';
  return null;
}

/**
 * The multipart body of POST /api/label/{id}/deliver. The text fields come first so the server has them before the
 * file parts stream in; the same values always make the same body, so a retry repeats the first request exactly.
 */
export function deliverFormData(values: DeliverFormValues): FormData {
  const body = new FormData();
  body.append('receiver_name', values.receiverName.trim());
  const note = values.note.trim();
  if (note) body.append('note', note);
  if (values.signature) body.append('signature', values.signature, 'signature.png');
  if (values.photo) body.append('photo', values.photo, 'photo.jpg');
  return body;
}

/** The body of POST /api/label/{id}/delivery-failed, or null until a reason is picked. */
export function deliveryFailedRequestOf(
  reason: CourierFailureReason | null,
  note: string,
): LabelDeliveryFailedRequest | null {
  if (!reason) return null;
  const trimmed = note.trim();
  return trimmed ? { reason, note: trimmed } : { reason };
}

/**
 * The courier's list once the server answered for one label: the card leaves "to deliver" for "finished today",
 * and the cash he collected joins what he holds. The screen refetches after, this only spares the wait.
 */
export function courierRunAfter(run: CourierRunResponse, finished: DeliveryRunLabel): CourierRunResponse {
  const wasOut = run.out.some((label) => label.label_id === finished.label_id);
  const collected = wasOut && finished.outcome === 'delivered' ? finished.cod_to_collect : 0;
  return {
    out: run.out.filter((label) => label.label_id !== finished.label_id),
    finished_today: [finished, ...run.finished_today.filter((label) => label.label_id !== finished.label_id)],
    cash_in_hand: run.cash_in_hand + collected,
  };
}

/** The header of the courier's screen: what is left to do and the cash it brings. */
export function courierRunSummary(run: CourierRunResponse) {
  return {
    outCount: run.out.length,
    finishedCount: run.finished_today.length,
    deliveredCount: run.finished_today.filter((label) => label.outcome === 'delivered').length,
    codToCollect: run.out.reduce((sum, label) => sum + label.cod_to_collect, 0),
  };
}
