import { useState } from 'react';
import { ApiError } from './api-client';

/** A fresh Idempotency-Key (getRandomValues works on plain-HTTP intranet hosts too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed request may still have been done: the answer never came (network) or the server broke on the
 * way (5xx). Only then is the same submission sent again under the same key; any other answer was final.
 */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export interface IdempotencyKeys {
  /** The key of this submission: the same body as the last unsettled one is a retry of it and keeps its key. */
  keyFor(body: unknown): string;
  /** The server answered for certain (success or a 4xx): the next submission is a new one. */
  settle(): void;
  /** settle() unless the outcome of `error` is unknown, in which case a retry must reuse the key. */
  settleAfter(error: unknown): void;
}

/**
 * Idempotency-Keys of a form: one per submission, kept across a retry of the same submission so a double click or a
 * lost answer never moves money (or creates a record) twice, and a new one once the form changed (the server refuses
 * a key reused with another body).
 */
export function idempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let pending: { key: string; body: string } | null = null;
  const settle = () => {
    pending = null;
  };
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      if (pending?.body !== json) pending = { key: newKey(), body: json };
      return pending.key;
    },
    settle,
    settleAfter(error) {
      if (!outcomeUnknown(error)) settle();
    },
  };
}

/** The Idempotency-Keys of one form for as long as it is on screen. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => idempotencyKeys());
  return keys;
}

export interface IdempotentSubmissions {
  /**
   * Starts submitting `body` and gives its Idempotency-Key — or null while the previous submission is still waiting
   * for its answer: the second click of a double click can come before the button shows it is busy (the form's
   * validation runs in between), and must send nothing.
   */
  start(body: unknown): string | null;
  /** The answer came: `error` null after a success (the next submission is a new one), else as settleAfter. */
  finish(error: unknown): void;
}

/** A create form's submissions (issue 26 §5): at most one request in flight, each with its Idempotency-Key. */
export function idempotentSubmissions(keys: IdempotencyKeys = idempotencyKeys()): IdempotentSubmissions {
  let inFlight = false;
  return {
    start(body) {
      if (inFlight) return null;
      inFlight = true;
      return keys.keyFor(body);
    },
    finish(error) {
      inFlight = false;
      if (error === null || error === undefined) keys.settle();
      else keys.settleAfter(error);
    },
  };
}

/** The submissions of one create form for as long as it is on screen. */
export function useIdempotentSubmissions(): IdempotentSubmissions {
  const [submissions] = useState(() => idempotentSubmissions());
  return submissions;
}
