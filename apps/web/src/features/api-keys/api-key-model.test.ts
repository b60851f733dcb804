import { describe, expect, it } from 'vitest';
import { apiKeyRequestOf } from './api-key-model';

describe('apiKeyRequestOf', () => {
  it('lets a key work to the end of its last day in Yangon, or until revoked', () => {
    expect(apiKeyRequestOf({ name: ' Checkout ', mode: 'live', merchantId: 4, lastDay: '2027-01-31' })).toEqual({
      name: 'Checkout',
      mode: 'live',
      merchant_id: 4,
      expires_at: '2027-01-31T23:59:59+06:30',
    });
    expect(apiKeyRequestOf({ name: 'Test', mode: 'test', merchantId: 4 }).expires_at).toBeNull();
  });
});
