import { describe, expect, it } from 'vitest';
import { customerLookupQuery } from './customer-schemas.js';

describe('the saved-sender lookup', () => {
  it('takes a whole phone in any form and asks with the stored one', () => {
    expect(customerLookupQuery.parse({ phone: '+95 9 421 234 567' })).toEqual({ phone: '09421234567' });
    expect(customerLookupQuery.parse({ phone: '၀၉၄၂၁၂၃၄၅၆၇' })).toEqual({ phone: '09421234567' });
  });

  it('refuses a prefix, text and a missing phone with the phone rule', () => {
    for (const phone of ['0942', 'abc', undefined, 942]) {
      const result = customerLookupQuery.safeParse({ phone });
      expect(result.success).toBe(false);
    }
    expect(customerLookupQuery.safeParse({ phone: '0942' }).error?.issues[0]?.message).toBe(
      'validation.phoneErrorMessage',
    );
  });
});
