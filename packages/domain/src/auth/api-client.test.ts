import { describe, expect, it } from 'vitest';
import { apiClientHeader, defaultApiClientId } from './api-client.js';

describe('the API client id (spec §7)', () => {
  it('is sent in X-Api-Token, waypost-web unless the deployment names another', () => {
    expect(apiClientHeader).toBe('x-api-token');
    expect(defaultApiClientId).toBe('waypost-web');
  });
});
