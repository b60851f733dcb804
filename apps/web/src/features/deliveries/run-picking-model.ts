import { deliveryRunMaxLabels, type DeliveryReadyLabel, type DeliveryRunCreate } from '@waypost/domain';

/** The labels picked for a new run, in the order they were picked (scans read top to bottom like the bag). */
export type PickedLabels = readonly DeliveryReadyLabel[];

export type PickResult = 'added' | 'duplicate' | 'full';

/** A scanned or typed tracking code as the server stores it. */
export const normalizeTrackingCode = (text: string): string => text.trim().toUpperCase();

export function pickLabel(
  picked: PickedLabels,
  label: DeliveryReadyLabel,
): { picked: PickedLabels; result: PickResult } {
  if (picked.some((row) => row.label_id === label.label_id)) return { picked, result: 'duplicate' };
  if (picked.length >= deliveryRunMaxLabels) return { picked, result: 'full' };
  return { picked: [...picked, label], result: 'added' };
}

export function unpickLabel(picked: PickedLabels, labelId: number): PickedLabels {
  return picked.filter((row) => row.label_id !== labelId);
}

/** Ticks or unticks a row of the ready table. */
export function togglePicked(picked: PickedLabels, label: DeliveryReadyLabel, checked: boolean): PickedLabels {
  return checked ? pickLabel(picked, label).picked : unpickLabel(picked, label.label_id);
}

/** The ready label a scan names: the search answers by code or phone, only an exact code counts. */
export function scannedLabel(rows: readonly DeliveryReadyLabel[], code: string): DeliveryReadyLabel | null {
  const wanted = normalizeTrackingCode(code);
  return rows.find((row) => row.tracking_code.toUpperCase() === wanted) ?? null;
}

export const pickedCodTotal = (picked: PickedLabels): number =>
  picked.reduce((sum, label) => sum + label.cod_to_collect, 0);

/** The POST body of a new run, or null until a courier and at least one label are chosen. */
export function runCreateRequestOf(courierId: number | null, picked: PickedLabels): DeliveryRunCreate | null {
  if (courierId === null || picked.length === 0) return null;
  return { courier_id: courierId, label_ids: picked.map((label) => label.label_id) };
}
