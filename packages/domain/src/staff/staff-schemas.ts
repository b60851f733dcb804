import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { withoutControlCharacters } from '../common/text-schemas.js';
import { isValidEmail } from '../validation/form-rules.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { accountStatuses, genders } from './staff-enums.js';

const requiredText = (max: number) =>
  withoutControlCharacters(
    z.string().trim().min(1, 'validation.emptyErrorMessage').max(max, 'validation.invalidErrorMessage'),
  );

/** Who a member is: name, phone, email and gender (the staff forms and a new company's owner). */
export const staffPersonFields = {
  name: requiredText(120),
  phone: z
    .string()
    .transform(toStoredPhone)
    .refine((value) => value !== '', 'validation.emptyErrorMessage')
    .refine(isValidPhone, 'validation.phoneErrorMessage'),
  // Optional (issue 26 §5: a courier or a clerk often has none); an empty field is none, a typed one must be valid.
  email: withoutControlCharacters(
    z
      .string()
      .trim()
      .refine((value) => value === '' || isValidEmail(value), 'validation.invalidErrorMessage')
      .max(200, 'validation.invalidErrorMessage'),
  )
    .optional()
    .transform((value) => (value ? value : null)),
  gender: z.enum(genders, 'staff.genderRequired'),
};

const staffFields = {
  ...staffPersonFields,
  role_id: entityId({ message: 'validation.noselectErrorMessage' }),
  /** The branch the member works at; none for head-office roles (the role decides, spec §6). */
  branch_id: entityId({ message: 'validation.noselectErrorMessage' }).nullable().default(null),
  /**
   * The group of branches he works across (a regional manager's), set by head office only; null for none. Left out
   * of an edit, it stays as it was.
   */
  branch_collection_id: entityId({ message: 'validation.noselectErrorMessage' }).nullable().optional(),
  sms_active: z.boolean().default(false),
};

export const staffPassword = withoutControlCharacters(
  z
    .string('validation.emptyErrorMessage')
    .min(1, 'validation.emptyErrorMessage')
    .min(6, 'validation.lengthInsufficentErrorMessage6')
    .max(200, 'validation.invalidErrorMessage'),
);
/** Compared with the password only; bounded so that it is never more than a password. */
export const staffConfirmPassword = z.string().max(200, 'validation.passwordconfirmInvalidErrorMessage');

export const passwordConfirmMatches = (value: {
  password?: string | undefined;
  confirm_password?: string | undefined;
}) => value.password === undefined || value.password === value.confirm_password;
export const passwordConfirmError = {
  message: 'validation.passwordconfirmInvalidErrorMessage',
  path: ['confirm_password'],
};

/** The sign-in name: chosen once, unique in any letter case. */
export const staffUserName = z
  .string('validation.emptyErrorMessage')
  .trim()
  .min(1, 'validation.emptyErrorMessage')
  .regex(/^[A-Za-z0-9._-]{3,50}$/, 'staff.userNameInvalid');

/** POST the new-staff form (spec §3 Staff; rules of spec §5; messages are domain message keys). */
export const staffCreateRequest = z
  .object({ ...staffFields, user_name: staffUserName, password: staffPassword, confirm_password: staffConfirmPassword })
  .refine(passwordConfirmMatches, passwordConfirmError);
export type StaffCreateRequest = z.infer<typeof staffCreateRequest>;

/** The edit-staff form: the same fields; the password only when it is being changed. */
export const staffUpdateRequest = z
  .object({ ...staffFields, password: staffPassword.optional(), confirm_password: staffConfirmPassword.optional() })
  .refine(passwordConfirmMatches, passwordConfirmError);
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequest>;

/** One staff member as lists and the edit form read it (never a password or its hash). */
export const staffItem = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  role: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), level: z.number().int() }),
  status: z.enum(accountStatuses),
  sms_active: z.boolean(),
  branch: z.object({ id: z.number().int(), name_en: z.string(), name_mm: z.string() }).nullable(),
  branch_collection_id: z.number().int().nullable(),
  /** Whether the signed-in user may edit this member and change his status (a role below his own). */
  editable: z.boolean(),
  created_at: z.string(),
});
export type StaffItem = z.infer<typeof staffItem>;

/** GET /api/staff?tab=&search=&page=: the members of one status (spec §2 /staff/{tab}, default active). */
export const staffListQuery = paginationQuery.extend({
  tab: z.enum(accountStatuses).default('active'),
  search: withoutControlCharacters(z.string().trim().max(100, 'validation.invalidErrorMessage')).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
export const staffListResponse = paginatedResponse(staffItem).extend({
  /** How many members each tab holds, for the tab titles. */
  counts: z.object(
    Object.fromEntries(accountStatuses.map((status) => [status, z.number().int()])) as Record<
      (typeof accountStatuses)[number],
      z.ZodNumber
    >,
  ),
});
export type StaffListResponse = z.infer<typeof staffListResponse>;

export const staffIdParams = z.object({ id: entityId() });
export const staffResponse = z.object({ data: staffItem });
export type StaffResponse = z.infer<typeof staffResponse>;

/** POST /api/staff/{id}/status: Active, Suspend or Ban; anything but active ends his sessions at once. */
export const staffStatusRequest = z.object({ status: z.enum(accountStatuses, 'validation.noselectErrorMessage') });
export type StaffStatusRequest = z.infer<typeof staffStatusRequest>;

/** GET /api/staff/options: the roles the signed-in user may give and the branches he may place staff at. */
export const staffFormOptionsResponse = z.object({
  roles: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      level: z.number().int(),
      needs_branch: z.boolean(),
    }),
  ),
  branches: z.array(z.object({ id: z.number().int(), name_en: z.string(), name_mm: z.string() })),
  /** The branch groups he may place staff across (head office only; none for a branch's head). */
  branch_collections: z.array(z.object({ id: z.number().int(), name_en: z.string(), name_mm: z.string() })),
});
export type StaffFormOptions = z.infer<typeof staffFormOptionsResponse>;

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
