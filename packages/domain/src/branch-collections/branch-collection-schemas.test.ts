import { describe, expect, it } from 'vitest';
import { companyFields, companyOwnerFields } from '../companies/company-schemas.js';
import { branchCodeRule } from '../branches/branch-schemas.js';
import { branchCollectionCodeRule, branchCollectionRequest } from './branch-collection-schemas.js';

describe('branch collection request', () => {
  it('reads the code in capitals and names each branch once', () => {
    expect(
      branchCollectionRequest.parse({ code: ' lower-1 ', name_en: 'Lower', name_mm: 'အောက်', branch_ids: ['3', 2, 3] }),
    ).toEqual({ code: 'LOWER-1', name_en: 'Lower', name_mm: 'အောက်', branch_ids: [3, 2] });
  });

  it('refuses a code of one letter, of spaces or too long, and a branch that is no id', () => {
    for (const code of ['A', 'A B', 'ABCDEFGHIJKLM', 'ရန်ကုန်']) {
      const result = branchCollectionRequest.safeParse({ code, name_en: 'x', name_mm: 'x', branch_ids: [] });
      expect(result.error?.issues[0]?.message).toBe('branchCollection.codeInvalid');
    }
    expect(branchCollectionRequest.safeParse({ code: 'AB', name_en: 'x', name_mm: 'x', branch_ids: [0] }).success).toBe(
      false,
    );
  });
});

describe('company forms', () => {
  it('reads the first branch’s code like a branch’s', () => {
    const fields = companyFields.parse({
      name_en: 'Golden',
      name_mm: 'ရွှေ',
      branch_code: 'gld',
      branch_name_en: 'Head office',
      branch_name_mm: 'ရုံးချုပ်',
      township_id: 'MMR013016',
    });
    expect(fields.branch_code).toBe('GLD');
  });

  it('takes an owner with no branch named (the company’s first), and wants the password twice alike', () => {
    const owner = {
      name: 'Daw Aye',
      user_name: 'aye.golden',
      phone: '09421234567',
      email: 'aye@example.com',
      gender: 'female',
      password: 'golden1',
      confirm_password: 'golden1',
      branch_id: '',
    };
    expect(companyOwnerFields.parse(owner).branch_id).toBeUndefined();
    expect(companyOwnerFields.parse({ ...owner, branch_id: '7' }).branch_id).toBe(7);
    const mismatch = companyOwnerFields.safeParse({ ...owner, confirm_password: 'golden2' });
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirm_password']);
  });
});

describe('code rules of the forms (the schemas’ own checks)', () => {
  it('takes a group code of 2 to 12 letters, digits or dashes, in either case', () => {
    expect(branchCollectionCodeRule('up')).toBeNull();
    expect(branchCollectionCodeRule('LOWER-2')).toBeNull();
    expect(branchCollectionCodeRule(' ')).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(branchCollectionCodeRule(undefined)).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(branchCollectionCodeRule('U')).toEqual({ key: 'branchCollection.codeInvalid' });
    expect(branchCollectionCodeRule('UPPER MYANMAR')).toEqual({ key: 'branchCollection.codeInvalid' });
  });

  it('takes a branch code of exactly 3 letters, in either case', () => {
    expect(branchCodeRule('abc')).toBeNull();
    expect(branchCodeRule(' ABC ')).toBeNull();
    expect(branchCodeRule('')).toEqual({ key: 'validation.emptyErrorMessage' });
    expect(branchCodeRule('AB')).toEqual({ key: 'validation.lengthMustBeExactErrorMessage3' });
    expect(branchCodeRule('AB1')).toEqual({ key: 'validation.lengthMustBeExactErrorMessage3' });
    expect(branchCodeRule('ABCD')).toEqual({ key: 'validation.lengthMustBeExactErrorMessage3' });
  });
});
