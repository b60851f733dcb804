import { deliveryRunMaxLabels, type DeliveryReadyLabel } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  pickedCodTotal,
  pickLabel,
  runCreateRequestOf,
  scannedLabel,
  togglePicked,
  unpickLabel,
} from './run-picking-model';

const ready = (id: number, cod = 0): DeliveryReadyLabel => ({
  label_id: id,
  tracking_code: `EE${id}MM`,
  status: 'arrived_to_destination_branch',
  receiver_name: 'R',
  receiver_phone: '09',
  address: null,
  township: null,
  cod_to_collect: cod,
});

describe('picking labels for a run', () => {
  it('adds in order and refuses the same label twice', () => {
    const first = pickLabel([], ready(1));
    const second = pickLabel(first.picked, ready(2));
    expect(second.result).toBe('added');
    expect(second.picked.map((label) => label.label_id)).toEqual([1, 2]);
    expect(pickLabel(second.picked, ready(1))).toEqual({ picked: second.picked, result: 'duplicate' });
  });

  it('stops at what one courier can carry', () => {
    const full = Array.from({ length: deliveryRunMaxLabels }, (_, index) => ready(index + 1));
    expect(pickLabel(full, ready(999)).result).toBe('full');
  });

  it('ticks and unticks rows', () => {
    const picked = togglePicked(togglePicked([], ready(1), true), ready(2), true);
    expect(togglePicked(picked, ready(1), false).map((label) => label.label_id)).toEqual([2]);
    expect(unpickLabel(picked, 2).map((label) => label.label_id)).toEqual([1]);
  });

  it('finds a scanned code whatever its case and spaces, and not a phone match', () => {
    const rows = [ready(1), ready(2)];
    expect(scannedLabel(rows, ' ee2mm ')?.label_id).toBe(2);
    expect(scannedLabel(rows, '09')).toBeNull();
  });

  it('makes the request once a courier and labels are chosen, with the COD total', () => {
    const picked = [ready(1, 15_000), ready(2, 5_000)];
    expect(runCreateRequestOf(null, picked)).toBeNull();
    expect(runCreateRequestOf(3, [])).toBeNull();
    expect(runCreateRequestOf(3, picked)).toEqual({ courier_id: 3, label_ids: [1, 2] });
    expect(pickedCodTotal(picked)).toBe(20_000);
  });
});
