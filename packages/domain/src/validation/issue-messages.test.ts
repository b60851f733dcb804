import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './issue-messages.js';

const first = (schema: z.ZodType, value: unknown) =>
  issueMessage(schema.safeParse(value, { reportInput: true }).error!.issues[0]!);

describe('issueMessage', () => {
  it('tells a missing value, a number and another type apart', () => {
    expect(first(z.string(), undefined)).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(first(z.number(), 'x')).toEqual({ key: 'validation.numberErrorMessage' });
    expect(first(z.boolean(), 'x')).toEqual({ key: 'validation.invalidErrorMessage' });
  });

  it('says how long text must be, and that a number is out of range', () => {
    expect(first(z.string().min(1), '')).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(first(z.string().min(3), 'ab')).toEqual({ key: 'validation.tooShort', params: { min: 3 } });
    expect(first(z.string().max(2), 'abc')).toEqual({ key: 'validation.tooLong', params: { max: 2 } });
    expect(first(z.number().min(1), 0)).toEqual({ key: 'validation.invalidErrorMessage' });
    expect(first(z.number().max(1), 2)).toEqual({ key: 'validation.invalidErrorMessage' });
  });

  it('asks to choose for an enum, and carries a domain rule key with its parameters', () => {
    expect(first(z.enum(['a']), 'b')).toEqual({ key: 'validation.noselectErrorMessage' });
    expect(first(z.enum(['a'], 'staff.genderRequired'), undefined)).toEqual({ key: 'staff.genderRequired' });
    const rule = z.string().superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'validation.tooLong', params: { max: 1 } });
    });
    expect(first(rule, 'x')).toEqual({ key: 'validation.tooLong', params: { max: 1 } });
    expect(
      first(
        z.string().refine(() => false, 'label.x'),
        'x',
      ),
    ).toEqual({ key: 'label.x' });
    expect(first(z.string().regex(/^a$/), 'b')).toEqual({ key: 'validation.invalidErrorMessage' });
  });
});
