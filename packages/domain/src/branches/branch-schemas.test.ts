import { describe, expect, it } from 'vitest';
import { branchCreateRequest } from './branch-schemas.js';

describe('new branch contract', () => {
  const valid = { code: ' pzd ', name_en: 'Pazundaung', name_mm: 'ပုဇွန်တောင်', township_id: 'MMR013016', type: 'fcs' };

  it('takes a code of three letters in capitals, no international mail unless asked', () => {
    expect(branchCreateRequest.parse(valid)).toMatchObject({ code: 'PZD', international_mail: false });
  });

  it.each([
    [{ code: 'PZ' }, 'validation.lengthMustBeExactErrorMessage3'],
    [{ code: 'P2D' }, 'validation.lengthMustBeExactErrorMessage3'],
    [{ code: '' }, 'validation.emptyErrorMessage'],
    [{ type: 'post' }, 'validation.noselectErrorMessage'],
  ])('%j → %s', (change, key) => {
    expect(branchCreateRequest.safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(key);
  });
});
