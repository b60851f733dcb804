import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isReauthCancelled, ReauthCancelled, withReauth } from './with-reauth';

const challenge = () => new ApiError(401, 'Please enter your password again.', {}, true);

describe('withReauth', () => {
  it('asks for the password when the server wants it, then sends the same request again', async () => {
    const request = vi.fn<() => Promise<string>>().mockRejectedValueOnce(challenge()).mockResolvedValueOnce('saved');
    const askPassword = vi.fn(() => Promise.resolve());
    await expect(withReauth(request, askPassword)).resolves.toBe('saved');
    expect(askPassword).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks nothing of a request that needs no password, and passes other errors on', async () => {
    const askPassword = vi.fn(() => Promise.resolve());
    await expect(withReauth(() => Promise.resolve(1), askPassword)).resolves.toBe(1);
    const refused = new ApiError(422, 'Some fields are not valid.', { name: ['Taken'] });
    await expect(withReauth(() => Promise.reject(refused), askPassword)).rejects.toBe(refused);
    // A 401 that is not the step-up challenge (a session that ended) is not answered with a password.
    const signedOut = new ApiError(401, 'Unauthorized');
    await expect(withReauth(() => Promise.reject(signedOut), askPassword)).rejects.toBe(signedOut);
    expect(askPassword).not.toHaveBeenCalled();
  });

  it('drops the request when the prompt is cancelled', async () => {
    const request = vi.fn(() => Promise.reject(challenge()));
    const error = await withReauth(request, () => Promise.reject(new ReauthCancelled())).catch((caught) => caught);
    expect(isReauthCancelled(error)).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
