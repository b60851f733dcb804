import { describe, expect, it } from 'vitest';
import { labelDraft } from '../labels/label-schemas.js';
import { preprintCodeField, preprintIssueRequest, preprintListQuery } from './preprint-schemas.js';

describe('preprint contracts', () => {
  it('issue between 1 and 1000 codes of a known type', () => {
    expect(preprintIssueRequest.safeParse({ merchant_id: 1, type: 'smart_invoice', count: 1000 }).success).toBe(true);
    for (const count of [0, 1001, 2.5]) {
      const parsed = preprintIssueRequest.safeParse({ merchant_id: 1, type: 'smart_invoice', count });
      expect(parsed.error?.issues[0]?.message).toBe('preprint.countRange');
    }
    expect(preprintIssueRequest.safeParse({ merchant_id: 1, type: 'sheet', count: 1 }).success).toBe(false);
  });

  it('read a scanned or typed code in its normal form', () => {
    expect(preprintCodeField.parse(' pi 1234-5678 5 mm ')).toBe('PI123456785MM');
    expect(preprintCodeField.safeParse('PI123456784MM').error?.issues[0]?.message).toBe('preprint.codeUnknown');
  });

  it('filter the list by merchant and unused codes', () => {
    expect(preprintListQuery.parse({ merchant_id: '3', has_unused: 'true' })).toEqual({
      merchant_id: 3,
      has_unused: 'true',
    });
  });

  it('let a label name a preprinted code', () => {
    const parsed = labelDraft.safeParse({ preprint_code: 'nope' });
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'preprint_code')?.message).toBe(
      'preprint.codeUnknown',
    );
  });
});
