import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { withUploadRetries, type RetryProgress } from './upload-retry-model';

const noSleep = () => Promise.resolve();
const networkError = new ApiError(0, 'Network error');

function failingTimes(failures: readonly unknown[]) {
  let calls = 0;
  const send = () => {
    calls += 1;
    const failure = failures[calls - 1];
    return failure === undefined ? Promise.resolve('done') : Promise.reject(failure);
  };
  return { send, calls: () => calls };
}

describe('withUploadRetries', () => {
  it('retries a lost answer and a server error, with the delays in order, until it gets through', async () => {
    const { send, calls } = failingTimes([networkError, new ApiError(502, 'Bad Gateway')]);
    const retries: RetryProgress[] = [];
    const slept: number[] = [];
    const result = await withUploadRetries(send, {
      delaysMs: [10, 20, 30],
      onRetry: (progress) => retries.push(progress),
      sleep: (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    });
    expect(result).toBe('done');
    expect(calls()).toBe(3);
    expect(retries).toEqual([
      { attempt: 1, delayMs: 10 },
      { attempt: 2, delayMs: 20 },
    ]);
    expect(slept).toEqual([10, 20]);
  });

  it('does not retry an answer that was final (bad input, wrong state)', async () => {
    const refusal = new ApiError(409, 'Conflict');
    const { send, calls } = failingTimes([refusal]);
    await expect(withUploadRetries(send, { sleep: noSleep })).rejects.toBe(refusal);
    expect(calls()).toBe(1);
  });

  it('gives up after the last retry with the last error, the try count reported as it goes', async () => {
    const { send, calls } = failingTimes([networkError, networkError, networkError]);
    const attempts: number[] = [];
    await expect(
      withUploadRetries(send, { delaysMs: [1, 1], sleep: noSleep, onAttempt: (n) => attempts.push(n) }),
    ).rejects.toBe(networkError);
    expect(calls()).toBe(3);
    expect(attempts).toEqual([1, 2, 3]);
  });
});
