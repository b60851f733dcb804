import { z } from 'zod';

/** Upper bounds of the numbers requests carry; a number past its column would be a database error, not a 422. */
export const numberLimits = {
  /** PostgreSQL `integer`: the type of every id column. */
  maxId: 2_147_483_647,
  /**
   * Any single amount of money in a request, whole kyat: 100 million Ks is far above a parcel's fees or goods and
   * far below the integer columns, so the few amounts a label adds up stay inside them.
   */
  maxKyat: 100_000_000,
} as const;

const digits = /^\d{1,16}$/;

/**
 * A record id in a body, query string or path: a whole number 1 … 2 147 483 647, sent as a JSON number or a string of
 * digits (path and query values are strings). `message` is the message key of every failure, when the form has one.
 */
export function entityId(message?: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && digits.test(value.trim()) ? Number(value.trim()) : value),
    z.number(message).int(message).min(1, message).max(numberLimits.maxId, message),
  );
}

/** An amount of money in whole kyat: 0 … numberLimits.maxKyat. */
export const kyatAmount = z.number().int().min(0).max(numberLimits.maxKyat);
