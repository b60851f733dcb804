import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { withoutControlCharacters } from '../common/text-schemas.js';
import { isValidEmail } from '../validation/form-rules.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { accountStatuses, genders } from './staff-enums.js';

const requiredText = (max: number) =>
  withoutControlCharacters(
    z.string().trim().min(1, 'validation.emptyErrorMessage').max(max, 'validation.invalidErrorMessage'),
  );

const staffFields = {
  name: requiredText(120),
  phone: z
    .string()
    .transform(toStoredPhone)
    .refine((value) => value !== '', 'validation.emptyErrorMessage')
    .refine(isValidPhone, 'validation.phoneErrorMessage'),
  email: withoutControlCharacters(
    z
      .string()
      .trim()
      .min(1, 'validation.emptyErrorMessage')
      .refine(isValidEmail, 'validation.invalidErrorMessage')
      .max(200, 'validation.invalidErrorMessage'),
  ),
  gender: z.enum(genders, 'validation.noselectErrorMessage'),
  role_id: entityId({ message: 'validation.noselectErrorMessage' }),
  status: z.enum(accountStatuses, 'validation.noselectErrorMessage').default('active'),
  sms_active: z.boolean().default(false),
};

const password = withoutControlCharacters(
  z
    .string('validation.emptyErrorMessage')
    .min(1, 'validation.emptyErrorMessage')
    .min(6, 'validation.lengthInsufficentErrorMessage6')
    .max(200, 'validation.invalidErrorMessage'),
);
/** Compared with the password only; bounded so that it is never more than a password. */
const confirmPassword = z.string().max(200, 'validation.passwordconfirmInvalidErrorMessage');

const confirmMatches = (value: { password?: string | undefined; confirm_password?: string | undefined }) =>
  value.password === undefined || value.password === value.confirm_password;
const confirmError = { message: 'validation.passwordconfirmInvalidErrorMessage', path: ['confirm_password'] };

/** POST the new-staff form (spec §3 Staff; rules of spec §5; messages are domain message keys). */
export const staffCreateRequest = z
  .object({ ...staffFields, password, confirm_password: confirmPassword })
  .refine(confirmMatches, confirmError);
export type StaffCreateRequest = z.infer<typeof staffCreateRequest>;

/** The edit-staff form: the same fields; the password only when it is being changed. */
export const staffUpdateRequest = z
  .object({ ...staffFields, password: password.optional(), confirm_password: confirmPassword.optional() })
  .refine(confirmMatches, confirmError);
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequest>;

/** One staff member as lists and the edit form read it. */
export const staffItem = z.object({
  id: z.number().int(),
  hashid: z.string(),
  name: z.string(),
  user_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  role: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), level: z.number().int() }),
  status: z.enum(accountStatuses),
  sms_active: z.boolean(),
  branch: z.object({ id: z.number().int(), name_en: z.string(), name_mm: z.string() }).nullable(),
});
export type StaffItem = z.infer<typeof staffItem>;

/** The field roles a branch gives work to (issue 12). */
export const assignableRoles = ['postman', 'courier'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

/**
 * GET /api/staff/assignable?role=postman|courier[&branch_id=]: the active postmen (to give a pickup to) or couriers
 * (to send out on a run) of a branch — the user's own, or any branch for head office.
 */
export const assignableStaffQuery = z.object({
  role: z.enum(assignableRoles, 'validation.noselectErrorMessage'),
  branch_id: entityId().optional(),
});
export type AssignableStaffQuery = z.infer<typeof assignableStaffQuery>;

export const assignableStaffItem = z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() });
export type AssignableStaffItem = z.infer<typeof assignableStaffItem>;
export const assignableStaffResponse = z.object({ data: z.array(assignableStaffItem) });
export type AssignableStaffResponse = z.infer<typeof assignableStaffResponse>;
