import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequest, switchBranchRequest, userIdParams } from '../auth/auth-schemas.js';
import { callLogCreate } from '../call-logs/call-log-schemas.js';
import { labelDraft, labelListQuery, labelQuoteRequest, labelStatusRequest } from '../labels/label-schemas.js';
import { locationQuery } from '../locations/location-schemas.js';
import { pickupRequestCreate } from '../pickups/pickup-request-schemas.js';
import { staffCreateRequest } from '../staff/staff-schemas.js';
import { entityId, kyatAmount, numberLimits } from './number-schemas.js';
import {
  controlCharacterMessageKey,
  hasControlCharacters,
  multiLineText,
  singleLineText,
  withoutControlCharacters,
} from './text-schemas.js';

const messagesOf = (result: { error?: z.ZodError }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('control characters', () => {
  it('finds C0 controls and DEL; multi-line text may hold tab, LF and CR', () => {
    for (const code of [0, 1, 8, 11, 12, 14, 27, 31, 127]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(hasControlCharacters(text), `U+${code.toString(16)}`).toBe(true);
      expect(hasControlCharacters(text, { multiline: true }), `U+${code.toString(16)}`).toBe(true);
    }
    for (const breakOrTab of ['\t', '\n', '\r']) {
      expect(hasControlCharacters(`a${breakOrTab}b`)).toBe(true);
      expect(hasControlCharacters(`a${breakOrTab}b`, { multiline: true })).toBe(false);
    }
  });

  it('finds half a character: a UTF-16 surrogate without its pair', () => {
    for (const text of ['a\ud800', '\ud800b', 'a\udc00b', '\udbff\udbff\udfff', '📦\udc00', '\udfff\ud800']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasControlCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(true);
    }
    expect(hasControlCharacters('📦\ud83d\udce6 ဦး')).toBe(false);
  });

  it('lets Burmese, Chinese, emoji and other printable text through', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const printable = [...text].filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f').join('');
        expect(hasControlCharacters(printable)).toBe(false);
      }),
    );
    expect(hasControlCharacters('ဦးအောင် 王先生 📦 é')).toBe(false);
  });

  it('refuses them with one message key; trailing line breaks are trimmed first', () => {
    const name = singleLineText({ min: 1, max: 20 });
    expect(messagesOf(name.safeParse('Ko\u0000Aung'))).toEqual({ '': controlCharacterMessageKey });
    expect(messagesOf(name.safeParse('Ko\tAung'))).toEqual({ '': controlCharacterMessageKey });
    expect(name.parse(' Ko Aung\r\n')).toBe('Ko Aung');
    const remark = multiLineText({ max: 20 });
    expect(remark.parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2');
    expect(messagesOf(remark.safeParse('bell\u0007'))).toEqual({ '': controlCharacterMessageKey });
    const password = singleLineText({ min: 1, max: 20, trim: false });
    expect(password.parse(' secret ')).toBe(' secret ');
    expect(password.safeParse('sec\u0000ret').success).toBe(false);
    expect(withoutControlCharacters(z.string().email()).safeParse('a\u007f@b.co').success).toBe(false);
  });

  it('guards every string field of the contracts, body, query and path alike', () => {
    expect(messagesOf(loginRequest.safeParse({ user_name: 'owner\u0000', password: 'x' }))).toEqual({
      user_name: controlCharacterMessageKey,
    });
    expect(messagesOf(loginRequest.safeParse({ user_name: 'owner', password: 'pass\u0000word' }))).toEqual({
      password: controlCharacterMessageKey,
    });
    expect(messagesOf(locationQuery.safeParse({ search: 'Yangon\u0000' }))).toEqual({
      search: controlCharacterMessageKey,
    });
    expect(messagesOf(labelListQuery.safeParse({ phone: '0942\u0000' }))).toEqual({
      phone: controlCharacterMessageKey,
    });
    expect(
      messagesOf(labelStatusRequest.safeParse({ action: 'next', expected_status: 'pending', note: 'a\nb\u0000' })),
    ).toEqual({ note: controlCharacterMessageKey });
    expect(
      messagesOf(
        pickupRequestCreate.safeParse({
          name: 'Ko\u001bAung',
          phone: '09421234567',
          counts: 1,
          time_request: { from: '2026-11-25T09:00:00Z', to: '2026-11-25T09:00:00Z' },
          township_id: 'MMR013016',
          address: 'No. 12',
          vehicle: 'car',
        }),
      ),
    ).toEqual({ name: controlCharacterMessageKey });
    expect(
      messagesOf(
        callLogCreate.safeParse({
          attempt: 'first',
          outcome: 'busy',
          phone: '09421234567',
          remark: 'called\u0000',
        }),
      ),
    ).toEqual({ remark: controlCharacterMessageKey });
    const staff = {
      name: 'Ma\u0000Hla',
      phone: '09421234567',
      email: 'hla@example.com',
      gender: 'female',
      role_id: 4,
      user_name: 'ma.hla',
      password: 'secret\u0000',
      confirm_password: 'secret\u0000',
    };
    expect(messagesOf(staffCreateRequest.safeParse(staff))).toEqual({
      name: controlCharacterMessageKey,
      password: controlCharacterMessageKey,
    });
  });
});

describe('ids', () => {
  const id = entityId();

  it('takes whole numbers up to PostgreSQL integer, as numbers or digit strings', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(' 42 ')).toBe(42);
    expect(id.parse(numberLimits.maxId)).toBe(2_147_483_647);
    expect(userIdParams.parse({ userId: '2147483647' }).userId).toBe(2_147_483_647);
  });

  it('refuses ids past the column, fractions, zero, non-finite and non-numeric values', () => {
    for (const bad of [2 ** 31, '2147483648', 1e308, '1e400', 'Infinity', 'NaN', Infinity, NaN, 0, -1, 1.5, '0x10']) {
      expect(id.safeParse(bad).success, String(bad)).toBe(false);
    }
    for (const bad of ['', true, null, [], {}, '9'.repeat(400)]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(switchBranchRequest.safeParse({ branch_id: 2 ** 31 }).success).toBe(false);
  });

  it('carries the form message of a field that has one', () => {
    const roleId = entityId({ message: 'validation.noselectErrorMessage' });
    expect(roleId.safeParse(undefined).error?.issues[0]?.message).toBe('validation.noselectErrorMessage');
    expect(roleId.safeParse(2 ** 31).error?.issues[0]?.message).toBe('validation.noselectErrorMessage');
  });

  it('reaches 2^53 − 1 for bigint columns (labels), where JavaScript numbers stop being exact', () => {
    const labelId = entityId({ column: 'bigint' });
    expect(labelId.parse(2 ** 31)).toBe(2 ** 31);
    expect(labelId.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(labelId.safeParse(2 ** 53).success).toBe(false);
    expect(labelId.safeParse('9007199254740993').success).toBe(false);
    expect(labelId.safeParse('1e400').success).toBe(false);
  });
});

describe('amounts and weights', () => {
  const draft = {
    type: 'fcs_express',
    accept_type: 'cod',
    service_type: 'express',
    item_type: 'parcel',
    purchase_type: 'sender_pay',
    weight: 1.5,
    source_name: 'Ko Aung',
    source_phone: '09421234567',
    source_township: 'MMR013016',
    destination_name: 'Ma Hla',
    destination_phone: '09791234567',
    destination_township: 'MMR010002',
    deliver_branch_id: 2,
    cod_amount: 50_000,
    merchant_id: 4,
  };

  it('bounds money to 100 million kyat', () => {
    expect(kyatAmount.parse(numberLimits.maxKyat)).toBe(100_000_000);
    expect(kyatAmount.safeParse(numberLimits.maxKyat + 1).success).toBe(false);
  });

  it('refuses ids past the column in a label', () => {
    expect(Object.keys(messagesOf(labelDraft.safeParse({ ...draft, deliver_branch_id: 2 ** 31 })))).toEqual([
      'deliver_branch_id',
    ]);
    expect(Object.keys(messagesOf(labelDraft.safeParse({ ...draft, customer_id: '2147483648' })))).toEqual([
      'customer_id',
    ]);
  });

  it('gives the quote the weight and COD limits of create, with their messages', () => {
    for (const schema of [labelDraft, labelQuoteRequest]) {
      expect(messagesOf(schema.safeParse({ ...draft, weight: 1e308 }))).toEqual({
        weight: 'validation.weightErrorMessage',
      });
      expect(schema.safeParse({ ...draft, cod_amount: Number.MAX_SAFE_INTEGER }).error?.issues[0]).toMatchObject({
        path: ['cod_amount'],
        message: 'validation.codFeeErrorMessage',
        params: { min: 1, max: 10_000_000 },
      });
      for (const bad of ['Infinity', '1e400', 'NaN', -1]) {
        expect(schema.safeParse({ ...draft, weight: bad }).success, String(bad)).toBe(false);
      }
    }
    expect(labelQuoteRequest.parse({ ...draft, cod_amount: '၁၀,၀၀၀,၀၀၀' }).cod_amount).toBe(10_000_000);
  });

  it('lets a quote come before the COD amount is typed, but not collect cash on a walk-in', () => {
    const { cod_amount: _typedLater, ...withoutCod } = draft;
    expect(labelQuoteRequest.safeParse(withoutCod).success).toBe(true);
    expect(messagesOf(labelDraft.safeParse(withoutCod))).toEqual({ cod_amount: 'validation.emptyErrorMessage' });
    expect(messagesOf(labelQuoteRequest.safeParse({ ...draft, accept_type: 'walkin' }))).toEqual({
      cod_amount: 'validation.invalidErrorMessage',
    });
  });

  it('bounds a discount: a percentage to 100, an amount to the money limit', () => {
    const quote = (discount: unknown) => labelQuoteRequest.safeParse({ ...draft, discount });
    expect(quote({ kind: 'percent', value: 100 }).success).toBe(true);
    expect(messagesOf(quote({ kind: 'percent', value: 101 }))).toHaveProperty(['discount.value']);
    expect(quote({ kind: 'amount', value: 5_000 }).success).toBe(true);
    expect(quote({ kind: 'amount', value: 1e308 }).success).toBe(false);
    expect(quote({ kind: 'gift', value: 1 }).success).toBe(false);
  });
});
