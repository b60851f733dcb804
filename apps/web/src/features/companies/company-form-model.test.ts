import { companyFields, companyOwnerFields } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { initialOwnerFormValues, toCompanyFormData, toOwnerFormData } from './company-form-model';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const textOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

describe('new company form', () => {
  const values = {
    name_en: ' Golden Courier ',
    name_mm: 'ရွှေ ပို့ဆောင်ရေး',
    branch_code: 'gld',
    branch_name_en: 'Golden Yangon',
    branch_name_mm: 'ရွှေ ရန်ကုန်',
    region: 'MM-06',
    district: 'MMR013D002',
    township_id: 'MMR013016',
  };

  it('sends the company and its first branch as the server reads them: the township only, the code in capitals', () => {
    const form = toCompanyFormData(values);
    expect(textOf(form)).toEqual({
      name_en: 'Golden Courier',
      name_mm: 'ရွှေ ပို့ဆောင်ရေး',
      branch_code: 'GLD',
      branch_name_en: 'Golden Yangon',
      branch_name_mm: 'ရွှေ ရန်ကုန်',
      township_id: 'MMR013016',
    });
    expect(form.has('logo')).toBe(false);
    expect(companyFields.safeParse(textOf(form)).success).toBe(true);
  });

  it('puts the logo after the text fields', () => {
    const logo = new File([png], 'logo.png', { type: 'image/png' });
    const form = toCompanyFormData({ ...values, logo });
    expect([...form.keys()].at(-1)).toBe('logo');
    expect(form.get('logo')).toBeInstanceOf(File);
  });
});

describe('new owner form', () => {
  const owner = {
    name: 'U Aung Min ',
    user_name: 'golden.owner',
    phone: '၀၉ ၄၂၁ ၂၃၄ ၅၆၇',
    email: 'owner@example.com',
    gender: 'male' as const,
    password: ' secret1',
    confirm_password: ' secret1',
  };

  it('places the owner at the company’s first branch until another is chosen', () => {
    expect(initialOwnerFormValues({ branches: [{ id: 4, code: 'GLD', name_en: 'G', name_mm: 'G' }] })).toEqual({
      branch_id: 4,
    });
    expect(initialOwnerFormValues({ branches: [] })).toEqual({ branch_id: undefined });
  });

  it('sends his fields as typed (passwords untouched), the branch only when chosen', () => {
    const form = toOwnerFormData({ ...owner, branch_id: 4 });
    expect(textOf(form)).toMatchObject({ name: 'U Aung Min', password: ' secret1', branch_id: '4', gender: 'male' });
    expect(companyOwnerFields.safeParse(textOf(form)).success).toBe(true);
    expect(toOwnerFormData(owner).has('branch_id')).toBe(false);
  });
});
