import { describe, expect, it } from 'vitest';
import { pickupCompleteRequest, pickupRequestCreate, pickupRequestListQuery } from './pickup-request-schemas.js';

const valid = {
  name: 'Ko Aung',
  phone: '09 421 234 567',
  include_products: 'Clothes',
  counts: '၃',
  weight: '2,5',
  time_request: { from: '2026-11-25T09:00:00+06:30', to: '2026-11-25T12:00:00+06:30' },
  township_id: 'MMR013016',
  address: 'No. 12, 49th Street',
  vehicle: 'motor_bike',
};
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('pickup request schemas', () => {
  it('reads what the counter types: Myanmar digits, a decimal comma, a spaced phone', () => {
    expect(pickupRequestCreate.parse(valid)).toMatchObject({ counts: 3, weight: 2.5, phone: '09421234567' });
  });

  it('refuses a township id with a control character (a NUL from a merchant’s system was a 500)', () => {
    expect(messagesOf(pickupRequestCreate.safeParse({ ...valid, township_id: 'MMR0\u000013016' }))).toHaveProperty(
      'township_id',
    );
  });

  it('needs the township, address, vehicle and a window that does not end before it starts', () => {
    const result = pickupRequestCreate.safeParse({
      ...valid,
      township_id: '',
      address: ' ',
      vehicle: 'truck',
      time_request: { from: '2026-11-25T12:00:00+06:30', to: '2026-11-25T09:00:00+06:30' },
    });
    expect(messagesOf(result)).toMatchObject({
      township_id: 'validation.noselectErrorMessage',
      vehicle: 'validation.noselectErrorMessage',
      'time_request.to': 'validation.timeRangeErrorMessage',
    });
    expect(messagesOf(result)).toHaveProperty('address');
    expect(messagesOf(pickupRequestCreate.safeParse({ ...valid, counts: 1.5 }))).toEqual({
      counts: 'validation.wholeNumberErrorMessage',
    });
    expect(
      messagesOf(pickupRequestCreate.safeParse({ ...valid, time_request: { from: '09:00', to: '10:00' } })),
    ).toHaveProperty('time_request.from', 'validation.invalidErrorMessage');
  });

  it('completes with no labels yet, never a negative count', () => {
    expect(pickupCompleteRequest.parse({ accept_counts: '0' })).toEqual({
      accept_counts: 0,
      label_ids: [],
      tracking_codes: [],
    });
    expect(pickupCompleteRequest.safeParse({ accept_counts: 1, tracking_codes: ['EX12'] }).success).toBe(false);
    expect(pickupCompleteRequest.safeParse({ accept_counts: -1, label_ids: [] }).success).toBe(false);
  });

  it('lists every state unless one is named', () => {
    expect(pickupRequestListQuery.parse({})).toEqual({ page: 1, per_page: 9 });
    expect(pickupRequestListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
