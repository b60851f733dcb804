import { formLimits, type FormRule } from '@waypost/domain';

/**
 * A branch code is 3 letters (spec §9 slug length), typed in either case: it is saved in capitals. The new-branch
 * form and the new company's first branch check it alike (the server's branchCreateRequest code).
 */
export const branchCodeRule: FormRule = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { key: 'validation.emptyErrorMessage' };
  return new RegExp(`^[A-Za-z]{${formLimits.slugLength}}$`).test(text)
    ? null
    : { key: 'validation.lengthMustBeExactErrorMessage3' };
};
