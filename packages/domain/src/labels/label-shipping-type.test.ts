import { describe, expect, it } from 'vitest';
import type { LabelStatus, ShippingType } from './label-enums.js';
import { deriveShippingType, isDirectDelivery, walkedShippingType } from './label-shipping-type.js';
import { nextStatus } from './label-status-machine.js';

const accepted: LabelStatus[] = ['pending', 'accept_from_origin_branch'];
const arrived: LabelStatus[] = [...accepted, 'send_to_destination_branch', 'arrived_to_destination_branch'];

describe('isDirectDelivery (spec §4 "Derivation")', () => {
  const ygnToMdy = { acceptBranchId: 1, deliverBranchId: 2 };
  it.each<[string, Parameters<typeof isDirectDelivery>[0], boolean]>([
    ['same branch', { acceptBranchId: 1, deliverBranchId: 1 }, true],
    ['instant delivery', { ...ygnToMdy, instantDeliver: true }, true],
    ['the user manages the delivery branch', { ...ygnToMdy, userBranchIds: [1, 2] }, true],
    ['the user manages other branches', { ...ygnToMdy, userBranchIds: [1, 3] }, false],
    ['same town', { ...ygnToMdy, userTown: 'Yangon', deliverBranchTown: 'Yangon' }, true],
    ['other town', { ...ygnToMdy, userTown: 'Yangon', deliverBranchTown: 'Mandalay' }, false],
    ['no town known', { ...ygnToMdy, userTown: null, deliverBranchTown: null }, false],
    ['other branch', ygnToMdy, false],
  ])('%s', (_name, input, direct) => {
    expect(isDirectDelivery(input)).toBe(direct);
  });
});

describe('deriveShippingType: the spec markers', () => {
  it.each<[LabelStatus[], boolean, ShippingType]>([
    [accepted, false, 'normal'],
    [accepted, true, 'direct'],
    // Forward is marked by send_from_forward_branch only: until then the label is normal.
    [[...accepted, 'send_to_forward_branch'], false, 'normal'],
    [[...accepted, 'send_to_forward_branch', 'arrived_to_forward_branch'], false, 'normal'],
    [
      [...accepted, 'send_to_forward_branch', 'arrived_to_forward_branch', 'send_from_forward_branch'],
      false,
      'forward',
    ],
    // Redirect by send_from_redirect_branch only.
    [[...arrived, 'redirected'], false, 'normal'],
    [[...arrived, 'redirected', 'send_from_redirect_branch'], false, 'redirect'],
    [
      [...accepted, 'send_from_forward_branch', 'arrived_to_destination_branch', 'send_from_redirect_branch'],
      false,
      'redirect',
    ],
    // Return by sendback_to_destination_branch / sendback_to_origin_branch, or a return-confirmed transaction.
    [[...arrived, 'send_to_destination_address', 'sendback_to_destination_branch'], false, 'return'],
    [[...arrived, 'sendback_to_origin_branch'], false, 'return'],
    [[...arrived, 'return_confirmed'], false, 'return'],
    [[...accepted, 'send_to_destination_address', 'sendback_to_origin_branch'], true, 'direct_return'],
    [[...accepted, 'return_confirmed'], true, 'direct_return'],
    [[...arrived, 'redirected', 'send_from_redirect_branch', 'sendback_to_origin_branch'], false, 'return'],
    // Ours: the sender taking the parcel back before dispatch, and a rejected parcel.
    [[...accepted, 'sendback_to_origin_address'], false, 'return'],
    [[...accepted, 'sendback_to_origin_address'], true, 'direct_return'],
    [[...arrived, 'reject'], false, 'fail_return'],
    [[...arrived, 'reject', 'sendback_to_origin_branch'], false, 'fail_return'],
    // Statuses that are no marker do not switch the type.
    [[...accepted, 'arrived_to_origin_branch', 'sentback_to_customer'], false, 'normal'],
    [[...accepted, 'schedule_return', 'mpost_return_confirmed'], false, 'normal'],
  ])('%j (direct %s) → %s', (history, direct, type) => {
    expect(deriveShippingType({ direct, history })).toBe(type);
  });
});

describe('walkedShippingType: the path walked before the marker', () => {
  it.each<[ShippingType, LabelStatus[], ShippingType]>([
    ['normal', accepted, 'normal'],
    ['normal', [...accepted, 'send_to_forward_branch'], 'forward'],
    ['normal', [...arrived, 'redirected'], 'redirect'],
    ['forward', [...accepted, 'send_to_forward_branch', 'send_from_forward_branch', 'redirected'], 'redirect'],
    ['forward', [...accepted, 'send_to_forward_branch', 'send_from_forward_branch'], 'forward'],
    ['return', [...accepted, 'send_to_forward_branch', 'sendback_to_origin_branch'], 'return'],
    ['direct', accepted, 'direct'],
  ])('%s after %j walks %s', (type, history, walked) => {
    expect(walkedShippingType(type, history)).toBe(walked);
  });

  it('walks the forward and redirect paths from the action on, while the type is still normal', () => {
    const forwarded: LabelStatus[] = [...accepted, 'send_to_forward_branch'];
    expect(deriveShippingType({ direct: false, history: forwarded })).toBe('normal');
    expect(nextStatus({ shippingType: 'normal', history: forwarded })).toBe('arrived_to_forward_branch');
    expect(nextStatus({ shippingType: 'normal', history: [...forwarded, 'arrived_to_forward_branch'] })).toBe(
      'send_from_forward_branch',
    );
    expect(nextStatus({ shippingType: 'normal', history: [...arrived, 'redirected'] })).toBe(
      'send_from_redirect_branch',
    );
  });
});
