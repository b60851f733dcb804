import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { idempotencyKeys, idempotentSubmissions, newIdempotencyKey, outcomeUnknown } from './idempotency-key';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('idempotency keys of a money form', () => {
  it('keeps the key while the same submission is retried', () => {
    const keys = idempotencyKeys(counter());
    expect(keys.keyFor({ amount: 100 })).toBe('key-1');
    keys.settleAfter(new ApiError(0, 'Network error'));
    expect(keys.keyFor({ amount: 100 })).toBe('key-1');
    keys.settleAfter(new ApiError(502, 'Bad gateway'));
    expect(keys.keyFor({ amount: 100 })).toBe('key-1');
  });

  it('takes a new key when the form changed', () => {
    const keys = idempotencyKeys(counter());
    expect(keys.keyFor({ amount: 100 })).toBe('key-1');
    expect(keys.keyFor({ amount: 200 })).toBe('key-2');
  });

  it('takes a new key after a final answer', () => {
    const keys = idempotencyKeys(counter());
    keys.keyFor({ amount: 100 });
    keys.settleAfter(new ApiError(422, 'Some fields are not valid.'));
    expect(keys.keyFor({ amount: 100 })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor({ amount: 100 })).toBe('key-3');
  });

  it('treats only lost answers and server failures as unknown outcomes', () => {
    expect(outcomeUnknown(new ApiError(0, 'Network error'))).toBe(true);
    expect(outcomeUnknown(new ApiError(500, 'Something Went Wrong!'))).toBe(true);
    expect(outcomeUnknown(new TypeError('failed to fetch'))).toBe(true);
    expect(outcomeUnknown(new ApiError(409, 'Conflict'))).toBe(false);
  });

  it('makes random 128-bit keys', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('submissions of a create form', () => {
  it('sends nothing for a second click while the first submission waits for its answer', () => {
    const submissions = idempotentSubmissions(idempotencyKeys(counter()));
    expect(submissions.start({ title: 'Holiday' })).toBe('key-1');
    expect(submissions.start({ title: 'Holiday' })).toBeNull();
    submissions.finish(null);
    expect(submissions.start({ title: 'Holiday' })).toBe('key-2');
  });

  it('retries a submission whose answer was lost under its key, and takes a new key after a refusal', () => {
    const submissions = idempotentSubmissions(idempotencyKeys(counter()));
    expect(submissions.start({ amount: 100 })).toBe('key-1');
    submissions.finish(new ApiError(0, 'Network error'));
    expect(submissions.start({ amount: 100 })).toBe('key-1');
    submissions.finish(new ApiError(422, 'Some fields are not valid.'));
    expect(submissions.start({ amount: 100 })).toBe('key-2');
    submissions.finish(new ApiError(502, 'Bad gateway'));
    expect(submissions.start({ amount: 200 })).toBe('key-3');
  });
});
