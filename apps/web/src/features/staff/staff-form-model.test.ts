import type { StaffFormOptions, StaffItem } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  checkNewStaff,
  checkStaffChange,
  confirmRule,
  genderRule,
  initialStaffFormValues,
  optionalPasswordRule,
  roleNeedsBranchOf,
  staffFormChoices,
  staffFormValuesOf,
  type StaffFormValues,
} from './staff-form-model';

const options: StaffFormOptions = {
  roles: [
    { id: 4, slug: 'accountant', name: 'Accountant', level: 40, needs_branch: false },
    { id: 9, slug: 'staff', name: 'Staff', level: 60, needs_branch: true },
  ],
  branches: [
    { id: 1, name_en: 'Yangon', name_mm: 'ရန်ကုန်' },
    { id: 2, name_en: 'Mandalay', name_mm: 'မန္တလေး' },
  ],
  branch_collections: [],
};

const member: StaffItem = {
  id: 7,
  name: 'Ko Hein',
  user_name: 'hein',
  phone: '09421234567',
  email: null,
  gender: 'male',
  role: { id: 12, slug: 'courier', name: 'Courier', level: 70 },
  status: 'suspend',
  sms_active: true,
  branch: { id: 5, name_en: 'Bago', name_mm: 'ပဲခူး' },
  branch_collection_id: 3,
  editable: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

const filled: StaffFormValues = {
  name: ' Ko Hein ',
  user_name: 'hein.htet',
  phone: '၀၉ ၄၂၁ ၂၃၄ ၅၆၇',
  email: 'hein@example.com',
  gender: 'male',
  password: 'secret1',
  confirm_password: 'secret1',
  role_id: 9,
  branch_id: 1,
  sms_active: false,
};

describe('staff form', () => {
  it('places a new member at the user’s branch only when it is one he may choose', () => {
    expect(initialStaffFormValues(options, 2)).toEqual({ branch_id: 2, sms_active: false });
    expect(initialStaffFormValues(options, 3).branch_id).toBeUndefined();
    expect(initialStaffFormValues(options, null).branch_id).toBeUndefined();
  });

  it('opens a member as he stands, without a password', () => {
    expect(staffFormValuesOf(member)).toEqual({
      name: 'Ko Hein',
      user_name: 'hein',
      phone: '09421234567',
      email: undefined,
      gender: 'male',
      role_id: 12,
      branch_id: 5,
      branch_collection_id: 3,
      sms_active: true,
    });
  });

  it('offers the member’s own role and branch even when the user could not give them', () => {
    const choices = staffFormChoices(options, member);
    expect(choices.roles.map((role) => role.id)).toEqual([4, 9, 12]);
    expect(choices.roles.at(-1)?.needs_branch).toBe(true);
    expect(choices.branches.map((branch) => branch.id)).toEqual([1, 2, 5]);
    expect(staffFormChoices(options)).toEqual(options);
  });

  it('asks for a branch only for a role that works at one', () => {
    expect(roleNeedsBranchOf(options, 9)).toBe(true);
    expect(roleNeedsBranchOf(options, 4)).toBe(false);
    expect(roleNeedsBranchOf(options, undefined)).toBe(false);
  });

  it('checks a new member with the server’s schema', () => {
    const checked = checkNewStaff(filled, 'en');
    expect(checked.errors).toBeUndefined();
    expect(checked.body).toMatchObject({ name: 'Ko Hein', phone: '09421234567', branch_id: 1, password: 'secret1' });

    const refused = checkNewStaff(
      { ...filled, user_name: 'a b', confirm_password: 'other', branch_id: undefined },
      'en',
    );
    expect(refused.errors).toEqual({
      user_name: ['Use 3 to 50 letters, digits, dots, dashes or underscores.'],
      confirm_password: ['The passwords do not match.'],
    });
    expect(checkNewStaff({ ...filled, password: '12' }, 'mm').errors?.password).toHaveLength(1);
  });

  it('sends a password on edit only when one is typed', () => {
    const kept = checkStaffChange({ ...filled, password: '', confirm_password: undefined }, 'en');
    expect(kept.body).not.toHaveProperty('password');
    expect(kept.body).not.toHaveProperty('user_name');
    expect(checkStaffChange(filled, 'en').body).toMatchObject({ password: 'secret1', confirm_password: 'secret1' });
    expect(checkStaffChange({ ...filled, confirm_password: 'x' }, 'en').errors).toHaveProperty('confirm_password');
  });

  it('sends the branch group only from a form that offers one (a branch head’s edit keeps the member’s)', () => {
    expect(checkStaffChange(filled, 'en').body).not.toHaveProperty('branch_collection_id');
    expect(checkStaffChange(filled, 'en', { withGroup: true }).body).toMatchObject({ branch_collection_id: null });
    expect(checkStaffChange({ ...filled, branch_collection_id: 3 }, 'en', { withGroup: true }).body).toMatchObject({
      branch_collection_id: 3,
    });
    expect(checkNewStaff({ ...filled, user_name: 'ko.hein' }, 'en', { withGroup: true }).body).toMatchObject({
      branch_collection_id: null,
    });
  });

  it('reads the gender and the passwords as typed', () => {
    expect(genderRule(undefined)).toEqual({ key: 'staff.genderRequired' });
    expect(genderRule('other')).toBeNull();
    expect(optionalPasswordRule('')).toBeNull();
    expect(optionalPasswordRule('12345')).toEqual({ key: 'validation.lengthInsufficentErrorMessage6' });
    expect(confirmRule(undefined)(undefined)).toBeNull();
    expect(confirmRule('secret1')('secret1')).toBeNull();
    expect(confirmRule('secret1')('secret2')).toEqual({ key: 'validation.passwordconfirmInvalidErrorMessage' });
  });
});
