import { outcomeUnknown } from '@/lib/idempotency-key';

/** Waits before each retry of a proof upload: four tries in all, about 11 s, then the courier decides. */
export const uploadRetryDelaysMs = [1_000, 3_000, 7_000] as const;

export interface RetryProgress {
  /** The try that just failed, from 1. */
  attempt: number;
  /** How long until the next try. */
  delayMs: number;
}

export interface RetryOptions {
  delaysMs?: readonly number[];
  /** Told before each wait, so the screen can say "retrying". */
  onRetry?: (progress: RetryProgress) => void;
  /** Told as each try starts (from 1). */
  onAttempt?: (attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` until it succeeds, retrying only when the answer never came or the server broke on the way (network,
 * 5xx): the server answers a repeated delivery of the same label idempotently, so a retry cannot deliver twice. Any
 * other answer (422, 409, 404) is final and thrown at once; after the last retry the last error is thrown.
 */
export async function withUploadRetries<T>(send: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { delaysMs = uploadRetryDelaysMs, onRetry, onAttempt, sleep = realSleep } = options;
  for (let attempt = 1; ; attempt += 1) {
    onAttempt?.(attempt);
    try {
      return await send();
    } catch (error) {
      const delayMs = delaysMs[attempt - 1];
      if (delayMs === undefined || !outcomeUnknown(error)) throw error;
      onRetry?.({ attempt, delayMs });
      await sleep(delayMs);
    }
  }
}
