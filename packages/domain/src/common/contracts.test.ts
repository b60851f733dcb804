import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequest, switchBranchRequest } from '../auth/auth-schemas.js';
import { callLogCreate } from '../call-logs/call-log-schemas.js';
import { locationQuery } from '../locations/location-schemas.js';
import { pickupRequestCreate } from '../pickups/pickup-request-schemas.js';
import { staffCreateRequest, staffUpdateRequest } from '../staff/staff-schemas.js';
import { lastPage, paginatedResponse, paginationQuery, paginatorDefaults } from './pagination.js';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('pagination (spec §3, §9)', () => {
  it('defaults to page 1 of 9 rows', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, per_page: paginatorDefaults.pageSize });
    expect(paginationQuery.parse({ page: '3' }).page).toBe(3);
    expect(paginationQuery.safeParse({ page: 0 }).success).toBe(false);
  });

  it('shapes paginated responses', () => {
    const schema = paginatedResponse(z.object({ id: z.number() }));
    expect(
      schema.parse({ current_page: 1, data: [{ id: 1 }], meta: { total: 1, per_page: 9, last_page: 1 } }).data,
    ).toHaveLength(1);
    expect(lastPage(0, 9)).toBe(1);
    expect(lastPage(19, 9)).toBe(3);
  });
});

describe('staff form contract', () => {
  const valid = {
    name: 'Ma Hla',
    phone: '၀၉၄၂၁၂၃၄၅၆၇',
    email: 'hla@example.com',
    gender: 'female',
    role_id: '4',
    user_name: 'ma.hla',
    password: 'secret1',
    confirm_password: 'secret1',
  };

  it('accepts a valid form and normalizes it', () => {
    expect(staffCreateRequest.parse(valid)).toMatchObject({
      phone: '09421234567',
      role_id: 4,
      branch_id: null,
      sms_active: false,
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: ' ' }, 'validation.emptyErrorMessage'],
    [{ phone: '' }, 'validation.emptyErrorMessage'],
    [{ phone: '123' }, 'validation.phoneErrorMessage'],
    [{ email: 'x@y' }, 'validation.invalidErrorMessage'],
    [{ gender: undefined }, 'staff.genderRequired'],
    [{ user_name: 'a b' }, 'staff.userNameInvalid'],
    [{ user_name: '' }, 'validation.emptyErrorMessage'],
    [{ role_id: undefined }, 'validation.noselectErrorMessage'],
    [{ password: '123', confirm_password: '123' }, 'validation.lengthInsufficentErrorMessage6'],
    [{ confirm_password: 'other' }, 'validation.passwordconfirmInvalidErrorMessage'],
  ])('%j → %s', (change, key) => {
    expect(firstMessage(staffCreateRequest.safeParse({ ...valid, ...change }))).toBe(key);
  });

  it('takes a member without an email: empty or absent is none (issue 26 §5)', () => {
    expect(staffCreateRequest.parse({ ...valid, email: '' }).email).toBeNull();
    const { email: _email, ...withoutEmail } = valid;
    expect(staffCreateRequest.parse(withoutEmail).email).toBeNull();
    expect(staffCreateRequest.parse({ ...valid, email: ' ko@example.com ' }).email).toBe('ko@example.com');
  });

  it('lets an edit leave the password out', () => {
    const { password: _password, confirm_password: _confirm, ...rest } = valid;
    expect(staffUpdateRequest.safeParse(rest).success).toBe(true);
    expect(firstMessage(staffUpdateRequest.safeParse({ ...rest, password: 'secret9' }))).toBe(
      'validation.passwordconfirmInvalidErrorMessage',
    );
  });
});

describe('other contracts', () => {
  it('parses a pickup request with Burmese digits', () => {
    const pickup = {
      name: 'Ko Aung',
      phone: '09421234567',
      counts: '၃',
      weight: '2.5',
      time_request: { from: '2026-11-25T09:00:00+06:30', to: '2026-11-25T12:00:00+06:30' },
      township_id: 'MMR013016',
      address: 'No. 12, 49th Street',
      vehicle: 'car',
    };
    expect(pickupRequestCreate.parse(pickup)).toMatchObject({ counts: 3, weight: 2.5 });
    expect(firstMessage(pickupRequestCreate.safeParse({ ...pickup, phone: '1' }))).toBe('validation.phoneErrorMessage');
    expect(firstMessage(pickupRequestCreate.safeParse({ ...pickup, counts: 'many' }))).toBe(
      'validation.numberErrorMessage',
    );
  });

  it('parses a call log', () => {
    expect(
      callLogCreate.parse({
        attempt: 'first',
        outcome: 'busy',
        phone: '09 421 234 567',
        call_again_at: '2026-03-02T10:00:00+06:30',
      }),
    ).toMatchObject({ attempt: 'first', phone: '09421234567' });
    expect(firstMessage(callLogCreate.safeParse({ attempt: 'fourth', outcome: 'busy', phone: '09421234567' }))).toBe(
      'validation.noselectErrorMessage',
    );
  });

  it('keeps the foundation contracts', () => {
    expect(loginRequest.parse({ user_name: ' owner ', password: 'x' }).user_name).toBe('owner');
    expect(switchBranchRequest.parse({ branch_id: '2' }).branch_id).toBe(2);
    expect(locationQuery.parse({ level: 'township' }).level).toBe('township');
  });
});
