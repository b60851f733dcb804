import { describe, expect, it } from 'vitest';
import {
  apiKeyCreateRequest,
  apiKeyPrefixOf,
  apiKeyStatusOf,
  formatApiKey,
  isApiKeyShaped,
} from './api-key-schemas.js';

const secret = Uint8Array.from({ length: 24 }, (_, index) => index * 10);

describe('API keys', () => {
  it('are wp_<mode>_ and 48 hex digits of the random bytes, recognised by their first 16 characters', () => {
    const key = formatApiKey('live', secret);
    expect(key).toBe('wp_live_000a141e28323c46505a646e78828c96a0aab4bec8d2dce6');
    expect(isApiKeyShaped(key)).toBe(true);
    expect(apiKeyPrefixOf(key)).toBe('wp_live_000a141e');
    expect(formatApiKey('test', secret).startsWith('wp_test_')).toBe(true);
    expect(() => formatApiKey('live', secret.slice(1))).toThrow(/24 bytes/);
  });

  it('tell session tokens and damaged keys from keys', () => {
    const key = formatApiKey('live', secret);
    expect(isApiKeyShaped(key.slice(0, -1))).toBe(false);
    expect(isApiKeyShaped(key.toUpperCase())).toBe(false);
    expect(isApiKeyShaped(`wp_prod_${key.slice(8)}`)).toBe(false);
    expect(isApiKeyShaped('3f9a0c1d2e4b5a6978877665544332211')).toBe(false);
  });

  it('are active until they expire or are revoked; revoked wins', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    const later = new Date('2026-11-27T00:00:00Z');
    const earlier = new Date('2026-11-25T00:00:00Z');
    expect(apiKeyStatusOf({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(apiKeyStatusOf({ revokedAt: null, expiresAt: later }, now)).toBe('active');
    expect(apiKeyStatusOf({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(apiKeyStatusOf({ revokedAt: earlier, expiresAt: earlier }, now)).toBe('revoked');
  });

  it('are asked for with a name, a mode and a merchant; the expiry is optional and has an offset', () => {
    expect(apiKeyCreateRequest.parse({ name: ' Checkout ', mode: 'test', merchant_id: '7' })).toEqual({
      name: 'Checkout',
      mode: 'test',
      merchant_id: 7,
    });
    const dated = apiKeyCreateRequest.safeParse({
      name: 'Checkout',
      mode: 'live',
      merchant_id: 7,
      expires_at: '2027-01-01T00:00:00+06:30',
    });
    expect(dated.success).toBe(true);
    const wrong = apiKeyCreateRequest.safeParse({ name: '', mode: 'prod', merchant_id: 0, expires_at: 'tomorrow' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', expect.any(String)],
      ['mode', 'validation.noselectErrorMessage'],
      ['merchant_id', 'validation.noselectErrorMessage'],
      ['expires_at', 'validation.invalidErrorMessage'],
    ]);
  });
});
