import { describe, expect, it } from 'vitest';
import { ApiError, apiEventFor } from './api-client';

describe('API error handling (spec §8)', () => {
  it('maps statuses to what the shell does', () => {
    expect(apiEventFor(401, null)).toEqual({ type: 'unauthorized', sessionExpired: false });
    expect(apiEventFor(401, 'Bearer error="invalid_token", error_description="session expired"')).toEqual({
      type: 'unauthorized',
      sessionExpired: true,
    });
    expect(apiEventFor(403, null)).toEqual({ type: 'forbidden' });
    expect(apiEventFor(405, null)).toEqual({ type: 'method-not-allowed' });
    expect(apiEventFor(500, null)).toEqual({ type: 'server-error' });
    expect(apiEventFor(503, null)).toEqual({ type: 'server-error' });
    expect(apiEventFor(404, null)).toBeNull();
    expect(apiEventFor(422, null)).toBeNull();
  });

  it('shows the first message of the first field, else the message', () => {
    expect(
      new ApiError(422, 'Some fields are not valid.', { phone: ['Invalid!', 'x'], name: ['y'] }).displayMessage,
    ).toBe('Invalid!');
    expect(new ApiError(401, 'Invalid Credential').displayMessage).toBe('Invalid Credential');
  });
});
