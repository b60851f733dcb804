import { describe, expect, it } from 'vitest';
import { apiKeyRequestOf, managesIntegration } from './api-key-model';

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

describe('managesIntegration', () => {
  const user = (slug: string, permissions: string[]) => ({ role: { slug, level: 1, permissions }, branch: null });
  it('is staff managing /api-integration, or a merchant’s owner; not a reader nor a clerk', () => {
    expect(managesIntegration(user('manager', ['api-integration.view', 'api-integration.manage']))).toBe(true);
    expect(managesIntegration(user('merchant-owner', ['merchant-portal.view', 'merchant-portal.manage']))).toBe(true);
    expect(managesIntegration(user('staff', ['api-integration.view']))).toBe(false);
    expect(managesIntegration(user('merchant-clerk', ['merchant-portal.view', 'merchant-portal.book']))).toBe(false);
  });
});
