import { describe, expect, it } from 'vitest';
import { branchCollectionOf } from './branch-collection-of';

const branch = (id: number, code: string) => ({ id, code, name_en: code, name_mm: code });
const upper = { id: 1, code: 'UPPER', name_en: 'Upper Myanmar', name_mm: 'အထက်မြန်မာ', branches: [branch(2, 'MDY')] };
const lower = { id: 2, code: 'LOWER', name_en: 'Lower Myanmar', name_mm: 'အောက်မြန်မာ', branches: [branch(3, 'MLM')] };

describe('branchCollectionOf', () => {
  it('finds each branch’s group, and none for a branch outside every group', () => {
    const of = branchCollectionOf([upper, lower]);
    expect(of.get(2)?.code).toBe('UPPER');
    expect(of.get(3)?.code).toBe('LOWER');
    expect(of.get(4)).toBeUndefined();
  });
});
