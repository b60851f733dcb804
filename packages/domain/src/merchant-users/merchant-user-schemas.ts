import { z } from 'zod';
import { merchantRoleSlugs } from '../access/roles.js';
import { accountStatuses } from '../staff/staff-enums.js';
import {
  passwordConfirmError,
  passwordConfirmMatches,
  staffConfirmPassword,
  staffPassword,
  staffPersonFields,
  staffUserName,
} from '../staff/staff-schemas.js';

/**
 * POST /api/merchant/{id}/users (issue 30 §1): the merchant's home branch head or head office invites its owner or a
 * clerk. The member sets his own password through the one-time link the answer carries.
 */
export const merchantUserInviteRequest = z.object({
  name: staffPersonFields.name,
  user_name: staffUserName,
  phone: staffPersonFields.phone,
  email: staffPersonFields.email,
  role: z.enum(merchantRoleSlugs, 'validation.noselectErrorMessage'),
});
export type MerchantUserInviteRequest = z.infer<typeof merchantUserInviteRequest>;

export const merchantUserInviteResponse = z.object({
  id: z.number().int(),
  /** `{PUBLIC_URL or the request's origin}/invite/{token}`: shown once, to be sent to the member. */
  invite_url: z.string(),
  expires_at: z.string(),
});
export type MerchantUserInviteResponse = z.infer<typeof merchantUserInviteResponse>;

/** One member of a merchant as its page lists them. */
export const merchantUserItem = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(merchantRoleSlugs),
  status: z.enum(accountStatuses),
  /** Invited and not yet signed up (the password is not set): when the invitation runs out. */
  invite_expires_at: z.string().nullable(),
  two_step_enabled: z.boolean(),
  created_at: z.string(),
});
export type MerchantUserItem = z.infer<typeof merchantUserItem>;
export const merchantUsersResponse = z.object({ data: z.array(merchantUserItem) });
export type MerchantUsersResponse = z.infer<typeof merchantUsersResponse>;

/** An invitation's token: 43 url-safe characters (32 random bytes). */
export const inviteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** GET /api/invite/{token}: whom the invitation is for (the page greets him), while it can still be used. */
export const inviteDetailsResponse = z.object({
  name: z.string(),
  user_name: z.string(),
  merchant_name: z.string(),
  role: z.enum(merchantRoleSlugs),
  expires_at: z.string(),
});
export type InviteDetailsResponse = z.infer<typeof inviteDetailsResponse>;

/** POST /api/invite/{token}: the member's password; the link then is used up (410 after). */
export const inviteAcceptRequest = z
  .object({ password: staffPassword, confirm_password: staffConfirmPassword.optional() })
  .refine((value) => value.confirm_password === undefined || passwordConfirmMatches(value), passwordConfirmError);
export type InviteAcceptRequest = z.infer<typeof inviteAcceptRequest>;
export const inviteAcceptResponse = z.object({ user_name: z.string() });

/** How long an invitation link works. */
export const inviteValidDays = 7;
