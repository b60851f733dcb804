import { branchCollectionRequest, type BranchListItem } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  branchCollectionFormValuesOf,
  branchCollectionRequestOf,
  branchOptionsOf,
} from './branch-collection-form-model';

const branchOf = (id: number, code: string, name_en: string, name_mm: string): BranchListItem => ({
  id,
  code,
  name_en,
  name_mm,
  town: name_en,
  type: 'fcs',
  international_mail: false,
  township_id: 'MMR010002',
  district_id: null,
  region_id: 'MM-04',
  branch_collection_id: null,
});
const ygn = branchOf(1, 'YGN', 'Yangon Branch', 'ရန်ကုန် ရုံးခွဲ');
const mdy = branchOf(2, 'MDY', 'Mandalay Branch', 'မန္တလေး ရုံးခွဲ');
const upper = {
  id: 7,
  code: 'UPPER',
  name_en: 'Upper Myanmar',
  name_mm: 'အထက်မြန်မာ',
  branches: [{ id: 2, code: 'MDY', name_en: 'Mandalay Branch', name_mm: 'မန္တလေး ရုံးခွဲ' }],
  staff_count: 0,
};

describe('branch group form', () => {
  it('names each branch with its code, and the group it is in now when that is another group', () => {
    const groupOf = new Map([[2, upper]]);
    expect(branchOptionsOf([ygn, mdy], groupOf, undefined, 'en').map((option) => option.label)).toEqual([
      'YGN · Yangon Branch',
      'MDY · Mandalay Branch (Upper Myanmar)',
    ]);
    // Its own group is not named: the branch stays where it is.
    expect(branchOptionsOf([mdy], groupOf, 7, 'mm')[0]).toEqual({
      value: 2,
      label: 'MDY · မန္တလေး ရုံးခွဲ',
      search: 'MDY Mandalay Branch မန္တလေး ရုံးခွဲ',
    });
  });

  it('opens a group as it stands and sends what the server’s schema accepts', () => {
    const values = branchCollectionFormValuesOf(upper);
    expect(values).toEqual({ code: 'UPPER', name_en: 'Upper Myanmar', name_mm: 'အထက်မြန်မာ', branch_ids: [2] });
    const body = branchCollectionRequestOf({ ...values, code: ' north-2 ', name_en: ' North ' });
    expect(body).toEqual({ code: 'NORTH-2', name_en: 'North', name_mm: 'အထက်မြန်မာ', branch_ids: [2] });
    expect(branchCollectionRequest.safeParse(body).success).toBe(true);
    expect(branchCollectionFormValuesOf(undefined)).toEqual({ branch_ids: [] });
  });
});
