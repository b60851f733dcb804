import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { withoutControlCharacters } from '../common/text-schemas.js';
import { locales } from '../i18n/locales.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';

/** PUT /api/profile: what a user changes about himself — name, phone, language (role and branch are his head's). */
export const profileUpdateRequest = z.object({
  name: withoutControlCharacters(
    z.string().trim().min(1, 'validation.emptyErrorMessage').max(120, 'validation.invalidErrorMessage'),
  ),
  phone: z
    .string()
    .transform(toStoredPhone)
    .refine((value) => value === '' || isValidPhone(value), 'validation.phoneErrorMessage')
    .transform((value) => (value === '' ? null : value)),
  locale: z.enum(locales, 'validation.noselectErrorMessage'),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** PUT /api/profile/locale: the language the header's switch chose, kept for his next sign-in on any browser. */
export const profileLocaleRequest = z.object({ locale: z.enum(locales, 'validation.noselectErrorMessage') });
export type ProfileLocaleRequest = z.infer<typeof profileLocaleRequest>;

export const profileResponse = z.object({
  data: z.object({ name: z.string(), user_name: z.string(), phone: z.string().nullable(), locale: z.enum(locales) }),
});
export type Profile = z.infer<typeof profileResponse>['data'];

const newPassword = withoutControlCharacters(
  z
    .string('validation.emptyErrorMessage')
    .min(1, 'validation.emptyErrorMessage')
    .min(6, 'validation.lengthInsufficentErrorMessage6')
    .max(200, 'validation.invalidErrorMessage'),
);

/** POST /api/profile/password: the current password, then the new one twice; his other sessions end. */
export const passwordChangeRequest = z
  .object({
    current_password: z.string('validation.emptyErrorMessage').min(1, 'validation.emptyErrorMessage').max(200),
    password: newPassword,
    confirm_password: z.string().max(200, 'validation.passwordconfirmInvalidErrorMessage'),
  })
  .refine((value) => value.password === value.confirm_password, {
    message: 'validation.passwordconfirmInvalidErrorMessage',
    path: ['confirm_password'],
  });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

/** GET /api/profile/sessions: where the user is signed in, newest use first; `current` is this browser's. */
export const profileSessionsResponse = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      last_used_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
});
export type ProfileSessions = z.infer<typeof profileSessionsResponse>['data'];

export const profileSessionParams = z.object({ id: entityId() });
