import type { CourierRunResponse, DeliveryRunLabel } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  courierRunAfter,
  courierRunSummary,
  deliverFormData,
  deliverFormProblem,
  deliveryFailedRequestOf,
  type DeliverFormValues,
} from './deliver-form-model';

const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const values = (overrides: Partial<DeliverFormValues> = {}): DeliverFormValues => ({
  receiverName: ' Daw Mya ',
  note: '',
  signature: png,
  photo: null,
  cashTaken: false,
  ...overrides,
});

describe('deliverFormProblem', () => {
  it('needs the receiver name', () => {
    expect(deliverFormProblem(values({ receiverName: '   ' }))).toBe('receiverName');
  });

  it('asks a COD parcel’s courier to confirm the cash he took, and no one else', () => {
    expect(deliverFormProblem(values(), 56_000)).toBe('cash');
    expect(deliverFormProblem(values({ cashTaken: true }), 56_000)).toBeNull();
    expect(deliverFormProblem(values(), 0)).toBeNull();
  });

  it('needs a signature or a photo, either one being enough', () => {
    expect(deliverFormProblem(values({ signature: null }))).toBe('proof');
    expect(deliverFormProblem(values({ signature: null, photo: jpeg }))).toBeNull();
    expect(deliverFormProblem(values())).toBeNull();
  });
});

describe('deliverFormData', () => {
  it('sends the trimmed name, the note only when written, and each image under its part name', () => {
    const body = deliverFormData(values({ photo: jpeg, note: ' at the gate ' }));
    expect([...body.keys()]).toEqual(['receiver_name', 'note', 'signature', 'photo']);
    expect(body.get('receiver_name')).toBe('Daw Mya');
    expect(body.get('note')).toBe('at the gate');
    expect((body.get('signature') as File).name).toBe('signature.png');
    expect((body.get('photo') as File).type).toBe('image/jpeg');
  });

  it('leaves out what is missing', () => {
    expect([...deliverFormData(values()).keys()]).toEqual(['receiver_name', 'signature']);
  });
});

describe('deliveryFailedRequestOf', () => {
  it('needs a reason and sends a note only when written', () => {
    expect(deliveryFailedRequestOf(null, 'x')).toBeNull();
    expect(deliveryFailedRequestOf('no_answer', '  ')).toEqual({ reason: 'no_answer' });
    expect(deliveryFailedRequestOf('refused', ' cash short ')).toEqual({ reason: 'refused', note: 'cash short' });
  });
});

const label = (id: number, overrides: Partial<DeliveryRunLabel> = {}): DeliveryRunLabel => ({
  attempt_id: id,
  run_id: 1,
  label_id: id,
  tracking_code: `EE${id}`,
  status: 'send_to_destination_address',
  outcome: 'out',
  failure_reason: null,
  receiver_name: 'R',
  receiver_phone: '09',
  contact_phones: [],
  address: null,
  township: null,
  sender_name: 'S',
  sender_phone: '09',
  cod_to_collect: 0,
  finished_at: null,
  ...overrides,
});

describe('the courier run after an outcome', () => {
  const run: CourierRunResponse = {
    out: [label(1, { cod_to_collect: 15_000 }), label(2, { cod_to_collect: 5_000 })],
    finished_today: [label(3, { outcome: 'failed', failure_reason: 'closed' })],
    cash_in_hand: 1_000,
  };

  it('moves a delivered label to finished today and adds the cash collected', () => {
    const after = courierRunAfter(run, label(1, { outcome: 'delivered', cod_to_collect: 15_000 }));
    expect(after.out.map((l) => l.label_id)).toEqual([2]);
    expect(after.finished_today.map((l) => l.label_id)).toEqual([1, 3]);
    expect(after.cash_in_hand).toBe(16_000);
  });

  it('adds no cash for a failed delivery nor twice for a repeated answer', () => {
    expect(courierRunAfter(run, label(2, { outcome: 'failed', cod_to_collect: 5_000 })).cash_in_hand).toBe(1_000);
    const once = courierRunAfter(run, label(1, { outcome: 'delivered', cod_to_collect: 15_000 }));
    const twice = courierRunAfter(once, label(1, { outcome: 'delivered', cod_to_collect: 15_000 }));
    expect(twice.cash_in_hand).toBe(16_000);
    expect(twice.finished_today).toHaveLength(2);
  });

  it('sums what is left to collect', () => {
    expect(courierRunSummary(run)).toEqual({ outCount: 2, finishedCount: 1, deliveredCount: 0, codToCollect: 20_000 });
  });
});
