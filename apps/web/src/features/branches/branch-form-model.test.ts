import { branchCreateRequest } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { branchRequestOf, initialBranchFormValues } from './branch-form-model';

describe('new branch form', () => {
  it('sends the township only, the code in capitals and the names trimmed: what the server’s schema accepts', () => {
    const body = branchRequestOf({
      ...initialBranchFormValues,
      code: ' tgi ',
      name_en: ' Taunggyi Branch ',
      name_mm: 'တောင်ကြီး ရုံးခွဲ',
      region: 'MM-17',
      district: 'MMR014D001',
      township_id: 'MMR014001',
    });
    expect(body).toEqual({
      code: 'TGI',
      name_en: 'Taunggyi Branch',
      name_mm: 'တောင်ကြီး ရုံးခွဲ',
      township_id: 'MMR014001',
      international_mail: false,
      type: 'fcs',
    });
    expect(branchCreateRequest.safeParse(body).success).toBe(true);
  });
});
