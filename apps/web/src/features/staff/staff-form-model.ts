import {
  confirmPasswordRule,
  passwordRule,
  roleNeedsBranch,
  staffCreateRequest,
  staffUpdateRequest,
  type FormRule,
  type Gender,
  type Locale,
  type StaffCreateRequest,
  type StaffFormOptions,
  type StaffItem,
  type StaffUpdateRequest,
} from '@waypost/domain';
import { translate } from '@/lib/i18n';

/** What the staff form holds: text as typed (Myanmar digits allowed in the phone), the role and branch as ids. */
export interface StaffFormValues {
  name?: string;
  /** Chosen once, on the new-staff form; shown as text on the edit form. */
  user_name?: string;
  phone?: string;
  email?: string;
  gender?: Gender;
  password?: string;
  confirm_password?: string;
  role_id?: number;
  branch_id?: number;
  /** The branch group he works across (head office's form only); cleared = none. */
  branch_collection_id?: number | null;
  sms_active?: boolean;
}

/** The fields a server field error can belong to (others are shown as a toast only). */
export const staffFormFields: readonly string[] = [
  'name',
  'user_name',
  'phone',
  'email',
  'gender',
  'password',
  'confirm_password',
  'role_id',
  'branch_id',
  'branch_collection_id',
  'sms_active',
];

/** A new member works at the user's current branch when he may place people there; no SMS until asked for. */
export function initialStaffFormValues(options: StaffFormOptions, currentBranchId: number | null): StaffFormValues {
  const branch = options.branches.find((choice) => choice.id === currentBranchId);
  return { branch_id: branch?.id, sms_active: false };
}

/** The edit form of a member as he stands (no password: it is only sent when it is being changed). */
export function staffFormValuesOf(member: StaffItem): StaffFormValues {
  return {
    name: member.name,
    user_name: member.user_name,
    phone: member.phone ?? undefined,
    email: member.email ?? undefined,
    gender: member.gender ?? undefined,
    role_id: member.role.id,
    branch_id: member.branch?.id,
    branch_collection_id: member.branch_collection_id ?? undefined,
    sms_active: member.sms_active,
  };
}

/**
 * The roles and branches the form offers: the server's, plus the member's own role and branch when they are not
 * among them, so that his select shows a name rather than a bare id.
 */
export function staffFormChoices(options: StaffFormOptions, member?: StaffItem): StaffFormOptions {
  const roles = [...options.roles];
  if (member && !roles.some((role) => role.id === member.role.id)) {
    roles.push({ ...member.role, needs_branch: roleNeedsBranch(member.role.slug) });
  }
  const branches = [...options.branches];
  if (member?.branch && !branches.some((branch) => branch.id === member.branch?.id)) branches.push(member.branch);
  return { roles, branches, branch_collections: options.branch_collections };
}

/** Whether the form offers a branch group (head office's does, when the company has groups). */
export const offersBranchGroups = (options: StaffFormOptions) => options.branch_collections.length > 0;

/** Whether the chosen role works at a branch (then the branch must be chosen); nothing chosen yet: not yet. */
export function roleNeedsBranchOf(options: StaffFormOptions, roleId: number | undefined): boolean {
  return options.roles.find((role) => role.id === roleId)?.needs_branch ?? false;
}

/** The gender radios: one must be chosen (spec §8 "gender message: must be selected!"). */
export const genderRule: FormRule = (value) => (value ? null : { key: 'staff.genderRequired' });

/** The edit form's password: empty keeps the current one, else the same rule as a new one. */
export const optionalPasswordRule: FormRule = (value) =>
  value === undefined || value === null || value === '' ? null : passwordRule(value);

/** The confirmation must be the password as typed (both empty on the edit form: no change). */
export const confirmRule =
  (password: string | undefined): FormRule =>
  (value) =>
    confirmPasswordRule(password ?? '')(value ?? '');

type Checked<Body> = { body: Body; errors?: undefined } | { body?: undefined; errors: Record<string, string[]> };

/**
 * The fields to send. The branch group goes only from a form that offers it: a branch head's edit leaves a member's
 * group as it is (the server keeps what a request does not name).
 */
function fieldsOf(values: StaffFormValues, withGroup: boolean) {
  return {
    ...(withGroup ? { branch_collection_id: values.branch_collection_id ?? null } : {}),
    name: values.name ?? '',
    phone: values.phone ?? '',
    email: values.email ?? '',
    gender: values.gender,
    role_id: values.role_id,
    branch_id: values.branch_id ?? null,
    sms_active: values.sms_active ?? false,
  };
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], locale: Locale) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const key = /^(validation|staff)\./.test(issue.message) ? issue.message : 'validation.invalidErrorMessage';
    (errors[field] ??= []).push(translate(locale, key));
  }
  return errors;
}

/** The new-staff form checked with the server's own schema: the request to send, or field errors to show. */
export function checkNewStaff(
  values: StaffFormValues,
  locale: Locale,
  { withGroup = false }: { withGroup?: boolean } = {},
): Checked<StaffCreateRequest> {
  const parsed = staffCreateRequest.safeParse({
    ...fieldsOf(values, withGroup),
    user_name: values.user_name ?? '',
    password: values.password ?? '',
    confirm_password: values.confirm_password ?? '',
  });
  return parsed.success ? { body: parsed.data } : { errors: errorsOf(parsed.error.issues, locale) };
}

/** The edit form checked likewise; the password goes only when one is typed (else the member keeps his). */
export function checkStaffChange(
  values: StaffFormValues,
  locale: Locale,
  { withGroup = false }: { withGroup?: boolean } = {},
): Checked<StaffUpdateRequest> {
  const password = values.password ?? '';
  const confirm = values.confirm_password ?? '';
  const parsed = staffUpdateRequest.safeParse({
    ...fieldsOf(values, withGroup),
    ...(password === '' && confirm === '' ? {} : { password, confirm_password: confirm }),
  });
  return parsed.success ? { body: parsed.data } : { errors: errorsOf(parsed.error.issues, locale) };
}
