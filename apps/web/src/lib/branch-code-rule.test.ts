import { describe, expect, it } from 'vitest';
import { branchCodeRule } from './branch-code-rule';

describe('branchCodeRule', () => {
  it('takes a code of exactly 3 letters, in either case', () => {
    expect(branchCodeRule('abc')).toBeNull();
    expect(branchCodeRule(' ABC ')).toBeNull();
    expect(branchCodeRule('')).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(branchCodeRule('AB')).toEqual({ key: 'validation.lengthMustBeExactErrorMessage3' });
    expect(branchCodeRule('AB1')).toEqual({ key: 'validation.lengthMustBeExactErrorMessage3' });
    expect(branchCodeRule('ABCD')).toEqual({ key: 'validation.lengthMustBeExactErrorMessage3' });
  });
});
