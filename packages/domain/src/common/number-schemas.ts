import { z } from 'zod';

/** Upper bounds of the numbers requests carry; a number past its column would be a database error, not a 422. */
export const numberLimits = {
  /** PostgreSQL `integer`: the type of most id columns. */
  maxId: 2_147_483_647,
  /** PostgreSQL `bigint` ids read as JavaScript numbers (labels and their transactions): exact up to 2^53 − 1. */
  maxBigId: Number.MAX_SAFE_INTEGER,
  /**
   * Any single amount of money in a request, whole kyat: 100 million Ks is far above a parcel's fees or goods and
   * far below the integer columns, so the few amounts a label adds up stay inside them.
   */
  maxKyat: 100_000_000,
} as const;

const digits = /^\d{1,16}$/;

export interface EntityIdOptions {
  /** The id column's type: `integer` (the default) or `bigint`. */
  column?: 'integer' | 'bigint';
  /** The message key of every failure, when the form has one. */
  message?: string;
}

/**
 * A record id in a body, query string or path: a whole number from 1 to the largest its column holds, sent as a JSON
 * number or a string of digits (path and query values are strings).
 */
export function entityId({ column = 'integer', message }: EntityIdOptions = {}) {
  const max = column === 'integer' ? numberLimits.maxId : numberLimits.maxBigId;
  return z.preprocess(
    (value) => (typeof value === 'string' && digits.test(value.trim()) ? Number(value.trim()) : value),
    z.number(message).int(message).min(1, message).max(max, message),
  );
}

/** An amount of money in whole kyat: 0 … numberLimits.maxKyat. */
export const kyatAmount = z.number().int().min(0).max(numberLimits.maxKyat);
