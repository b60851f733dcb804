import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { singleLineText } from '../common/text-schemas.js';
import { branchTypes } from '../branches/branch-enums.js';
import { locales } from '../i18n/locales.js';

export const loginRequest = z.object({
  user_name: singleLineText({ min: 1, max: 100 }),
  password: singleLineText({ min: 1, max: 200, trim: false }),
  /**
   * The web's sign-in (issue 26 §4): the session becomes an HttpOnly, SameSite=Strict cookie and the answer carries
   * the CSRF token to send back on writes, not the session token. Without it: `{ token }`, for API clients.
   */
  cookie: z.boolean().optional(),
  /**
   * The 2-step code (issue 30 §1) of an account that uses it: an authenticator code or a recovery code. Left out, such
   * an account's sign-in answers 422 with `totp_code: twoStep.codeRequired` once the password is right.
   */
  totp_code: z.string().max(40).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /api/reauth: the signed-in user's password, typed again before a sensitive action. */
export const reauthRequest = z.object({ password: singleLineText({ min: 1, max: 200, trim: false }) });
export type ReauthRequest = z.infer<typeof reauthRequest>;

/** How long a re-entered password covers sensitive actions (money design §5). */
export const reauthFreshMinutes = 5;

export const branchSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_mm: z.string(),
  town: z.string(),
  international_mail: z.boolean(),
  /** A company branch (fcs) or an agent's (issue 30 §4): an agent branch's people work its offered services. */
  type: z.enum(branchTypes),
});
export type BranchSummary = z.infer<typeof branchSummary>;

export const jointedBranch = z.object({ id: z.number().int(), name_en: z.string(), name_mm: z.string() });

/** The signed-in user as every client sees it (spec §3 User). */
export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  hashid: z.string(),
  role: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    level: z.number().int(),
    permissions: z.array(z.string()),
  }),
  business_name: z.string(),
  branch: branchSummary.nullable(),
  branch_collection_id: z.number().int().nullable(),
  all_branches: z.boolean(),
  jointed_branches: z.array(jointedBranch),
  locale: z.enum(locales),
  /** The merchant a merchant's member works for (issue 30); null for staff. */
  merchant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /**
   * 2-step verification: on for this account; required by its role. Required and not on: the account may only set it
   * up (every other call answers 403 twoStep.setupRequired).
   */
  two_step: z.object({ enabled: z.boolean(), required: z.boolean() }),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({
  /** The bearer token, unless the sign-in asked for a cookie. */
  token: z.string().optional(),
  /** With a cookie session: the value of the `x-csrf-token` header every write must carry. */
  csrf_token: z.string().optional(),
  user: sessionUser,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** The web's session cookie, and the header its writes carry (double-submit of a session-bound token). */
export const sessionCookie = { name: 'wp_session', csrfHeader: 'x-csrf-token' } as const;

/** POST /api/agent/switch_branch: the user as the new branch makes him. */
export const sessionUserResponse = z.object({ user: sessionUser });

/** GET /api/active_account: the user, and the session's CSRF token (a reload of the web gets it here). */
export const activeAccountResponse = z.object({ user: sessionUser, csrf_token: z.string() });

export const cacheConfigResponse = z.object({ key: z.string() });

export const switchBranchRequest = z.object({ branch_id: entityId() });
export type SwitchBranchRequest = z.infer<typeof switchBranchRequest>;

export const userIdParams = z.object({ userId: entityId() });

export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
