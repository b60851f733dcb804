import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTrackingCode } from '../labels/tracking-codes.js';
import { mmpostHandOffEntry } from './mmpost-postings.js';
import { mmpostRefusalOf, mmpostRowOutcome, type MmpostLabel } from './mmpost-rules.js';
import { mmpostHandOffRequest, mmpostStatusRow } from './mmpost-schemas.js';
import { isValidS10, normalizeS10 } from './s10-codes.js';

const label = (overrides: Partial<MmpostLabel> = {}): MmpostLabel => ({
  status: 'accept_from_origin_branch',
  labelType: 'mm_post',
  acceptBranchId: 1,
  withPartner: false,
  inBag: false,
  ...overrides,
});

describe('Myanmar Post rules', () => {
  it('reads S10 codes as scanned and verifies the check digit', () => {
    expect(normalizeS10('ee 1234-5678 5 mm')).toBe('EE123456785MM');
    expect(normalizeS10('EE၁၂၃၄၅၆၇၈၅MM')).toBe('EE123456785MM');
    expect(isValidS10('EE123456785MM')).toBe(true);
    expect(isValidS10('EE123456784MM')).toBe(false);
    expect(isValidS10('EE12345678MM')).toBe(false);
    // A misread check digit is always caught (S10 maps remainders 0 and 6 both to 5, so not every serial misread is).
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 1, max: 9 }), (serial, shift) => {
        const code = makeTrackingCode({ indicator: 'RR', serial });
        const changed = `${code.slice(0, 10)}${(Number(code[10]) + shift) % 10}${code.slice(11)}`;
        return isValidS10(code) && !isValidS10(changed);
      }),
    );
  });

  it('refuses in order: not a post label, finished, with a partner, in a bag, not at its accepting branch', () => {
    expect(mmpostRefusalOf(label({ labelType: 'fcs_express', status: 'delivered' }), 1)).toBe('not_mm_post');
    expect(mmpostRefusalOf(label({ status: 'delivered', withPartner: true }), 1)).toBe('finished');
    expect(mmpostRefusalOf(label({ withPartner: true, inBag: true }), 1)).toBe('with_partner');
    expect(mmpostRefusalOf(label({ inBag: true }), 1)).toBe('in_bag');
    expect(mmpostRefusalOf(label({ status: 'pending' }), 1)).toBe('not_here');
    expect(mmpostRefusalOf(label(), 2)).toBe('not_here');
    expect(mmpostRefusalOf(label({ status: 'accept_by_transport' }), 1)).toBeNull();
  });

  it('applies a status file row to an item once, and refuses what cannot follow', () => {
    expect(mmpostRowOutcome('with_post', 'in_transit')).toEqual({
      kind: 'apply',
      state: 'with_post',
      labelStatus: null,
    });
    expect(mmpostRowOutcome('delivered', 'in_transit')).toEqual({
      kind: 'apply',
      state: 'delivered',
      labelStatus: null,
    });
    expect(mmpostRowOutcome('with_post', 'delivered')).toEqual({
      kind: 'apply',
      state: 'delivered',
      labelStatus: 'delivered',
    });
    expect(mmpostRowOutcome('delivered', 'delivered')).toEqual({ kind: 'already' });
    expect(mmpostRowOutcome('returning', 'delivered')).toEqual({ kind: 'refused', messageKey: 'mmpost.rowAfterEnd' });
    expect(mmpostRowOutcome('with_post', 'returned')).toEqual({
      kind: 'apply',
      state: 'returning',
      labelStatus: 'schedule_return',
    });
    expect(mmpostRowOutcome('returning', 'returned')).toEqual({ kind: 'already' });
    expect(mmpostRowOutcome('return_confirmed', 'returned')).toEqual({ kind: 'already' });
    expect(mmpostRowOutcome('delivered', 'returned')).toEqual({ kind: 'refused', messageKey: 'mmpost.rowAfterEnd' });
  });

  it('owes the post its fee per item', () => {
    expect(mmpostHandOffEntry({ itemId: 1, companyId: 1, branchId: 2, fee: 0 })).toBeNull();
    expect(mmpostHandOffEntry({ itemId: 1, companyId: 1, branchId: 2, fee: 1000 })?.postings).toEqual([
      { account: 'expense:mmpost_fee:2', amount: 1000 },
      { account: 'payable:mmpost:1', amount: -1000 },
    ]);
  });

  it('reads status file rows: day-first, ISO and spreadsheet dates, Myanmar digits, case-insensitive status', () => {
    const row = (cells: Record<string, unknown>) =>
      mmpostStatusRow.safeParse({ mmpost_tracking_code: 'EE123456785MM', status: 'Delivered', date: '', ...cells });
    expect(row({ date: '29/11/2026' }).data).toMatchObject({ status: 'delivered', date: '2026-11-29', remark: '' });
    expect(row({ date: '၂၉-၁၁-၂၀၂၆', remark: 'ok' }).data).toMatchObject({ date: '2026-11-29', remark: 'ok' });
    expect(row({ date: '2026-11-29T00:00:00.000Z', remark: null }).data?.date).toBe('2026-11-29');
    expect(row({ date: '2026-11-29' }).success).toBe(true);
    expect(row({ date: 29 }).success).toBe(false);
    expect(row({ status: 7, date: '2026-11-29' }).error?.issues[0]?.message).toBe('mmpost.invalidStatus');
    expect(row({ mmpost_tracking_code: 5, date: '2026-11-29' }).error?.issues[0]?.message).toBe('mmpost.invalidCode');
    expect(
      mmpostHandOffRequest.safeParse({
        items: [
          { label_id: 1, mmpost_tracking_code: 'EE123456785MM' },
          { label_id: 1, mmpost_tracking_code: 'EE000000005MM' },
        ],
      }).error?.issues[0]?.message,
    ).toBe('mmpost.labelTwice');
  });
});
