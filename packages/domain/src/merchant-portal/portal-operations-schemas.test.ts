import { describe, expect, it } from 'vitest';
import {
  portalMayManage,
  portalPickupCreate,
  portalPickupListQuery,
  portalUserInviteRequest,
  portalUserStatusRequest,
} from './portal-operations-schemas.js';

const window = { from: '2026-11-28T09:00:00+06:30', to: '2026-11-28T12:00:00+06:30' };

describe('portal pickups', () => {
  it('takes the parcels and the window; whom and where default to the merchant (no merchant in the body)', () => {
    const parsed = portalPickupCreate.parse({
      counts: '၅',
      time_request: window,
      vehicle: 'motor_bike',
      merchant_id: 9,
    });
    expect(parsed.counts).toBe(5);
    expect(parsed).not.toHaveProperty('merchant_id');
    expect(parsed.name).toBeUndefined();
    expect(portalPickupCreate.shape).not.toHaveProperty('merchant_id');
  });

  it('refuses a window that ends before it starts and an empty count, as field errors', () => {
    const result = portalPickupCreate.safeParse({
      counts: 0,
      time_request: { from: window.to, to: window.from },
      vehicle: 'motor_bike',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['counts', 'time_request.to']));
  });

  it('lists nine to a page', () => {
    expect(portalPickupListQuery.parse({})).toEqual({ page: 1, per_page: 9 });
  });
});

describe('portal users', () => {
  it('invites without a role: always a clerk', () => {
    const parsed = portalUserInviteRequest.parse({
      name: 'Ko Aung',
      user_name: 'ko.aung',
      phone: '09 450 000 111',
      role: 'merchant-owner',
    });
    expect(parsed).not.toHaveProperty('role');
  });

  it('re-invites a clerk, never an owner', () => {
    expect(portalMayManage({ role: 'merchant-clerk' })).toBe(true);
    expect(portalMayManage({ role: 'merchant-owner' })).toBe(false);
    expect(portalUserStatusRequest.safeParse({ status: 'ban' }).success).toBe(false);
    expect(portalUserStatusRequest.parse({ status: 'suspend' })).toEqual({ status: 'suspend' });
  });
});
