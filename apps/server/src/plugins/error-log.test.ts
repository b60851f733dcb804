import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeErrorForLog } from './error-log.js';

/** What node-postgres and PGlite raise: the message and detail quote the values. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "customers_phone_key"'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'customers_phone_key',
    table: 'customers',
    detail: 'Key (phone)=(09777123456) already exists.',
  });
}

describe('the log of an error', () => {
  it('keeps the class, SQL state, constraint and table of a failed query, never its values', () => {
    const error = new DrizzleQueryError(
      'insert into "customers" ("name", "phone") values ($1, $2)',
      ['Daw Khin Probe', '09777123456'],
      uniqueViolation(),
    );
    const logged = serializeErrorForLog(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError > Error',
      message: 'database error 23505',
      code: '23505',
      constraint: 'customers_phone_key',
      table: 'customers',
    });
    expect(logged.stack).toMatch(/^\s+at /);
    const text = JSON.stringify(logged);
    for (const secret of ['Daw Khin Probe', '09777123456', 'insert into', 'duplicate key']) {
      expect(text).not.toContain(secret);
    }
  });

  it('treats a bare driver error the same way', () => {
    expect(JSON.stringify(serializeErrorForLog(uniqueViolation()))).not.toContain('09777123456');
  });

  it('keeps the message and code of other errors, which carry no request data', () => {
    const error = Object.assign(new TypeError('Cannot read properties of undefined'), { code: 'ERR_X' });
    expect(serializeErrorForLog(error)).toMatchObject({
      type: 'TypeError',
      message: 'Cannot read properties of undefined',
      code: 'ERR_X',
    });
    expect(serializeErrorForLog('thrown text')).toEqual({ type: 'string', message: 'not an Error', stack: '' });
  });
});
