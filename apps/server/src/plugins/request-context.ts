import {
  defaultLocale,
  parseLocale,
  type AccessUser,
  type AccountStatus,
  type BranchType,
  type Locale,
  type RouteAccess,
} from '@waypost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log records it. */
export interface RequestClient {
  /** The client address (`request.ip`: the peer, or X-Forwarded-For's client under TRUST_PROXY). */
  ip: string;
  userAgent: string | null;
}

/** The request's client: address and user agent (cut to 300 characters). */
export function clientOf(request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestClient {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null };
}

/** A branch as the session user shows it. */
export interface AccountBranch {
  id: number;
  code: string;
  nameEn: string;
  nameMm: string;
  town: string;
  internationalMail: boolean;
  type: BranchType;
}

/**
 * The signed-in account as the authenticating statement reads it: what access checks need and what
 * GET /api/active_account shows (spec §3 User), so that answer needs no query of its own.
 */
export interface SignedInAccount {
  id: number;
  companyId: number;
  name: string;
  userName: string;
  status: AccountStatus;
  locale: Locale;
  allBranches: boolean;
  branchCollectionId: number | null;
  role: { id: number; slug: string; level: number; permissions: string[]; names: Record<Locale, string> };
  businessName: string;
  branch: AccountBranch | null;
  jointedBranches: { id: number; name_en: string; name_mm: string }[];
  /** The merchant a merchant's member works for (issue 30); null for staff. */
  merchant: { id: number; name: string } | null;
  /** Whether 2-step verification is on for the account. */
  twoStepEnabled: boolean;
}

/** The signed-in user as services need it: identity, role, branch, and the client of this request. */
export interface Actor extends AccessUser {
  id: number;
  sessionId: number;
  companyId: number;
  name: string;
  userName: string;
  allBranches: boolean;
  branchCollectionId: number | null;
  /** Carried with the actor so every audit row written for this request records it. */
  client: RequestClient;
  /** The password was typed again in this session within the last reauthFreshMinutes (POST /api/reauth). */
  recentlyReauthenticated: boolean;
  account: SignedInAccount;
}

/** A request to the public API (`/api/v1`): the merchant's key it came with; `actor` acts for the merchant. */
export interface ApiCaller {
  keyId: number;
  prefix: string;
  mode: 'test' | 'live';
  merchantId: number;
}

/**
 * What a route requires: 'public' (no sign-in), 'api-key' (a merchant's key: the public API) or the spec's route
 * access rules (global = any signed-in user).
 */
export type ApiAccess = 'public' | 'api-key' | RouteAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route must declare it; a route without it is refused at start-up (deny by default). */
    access?: ApiAccess;
    /**
     * A sensitive action (money, credit limits, bank details): the password must have been typed again in this
     * session within the last reauthFreshMinutes, else 401 REAUTH_REQUIRED and the web asks for it.
     */
    freshAuth?: boolean;
    /**
     * Open to an account whose role requires 2-step verification before it has set it up (issue 30 §1): its set-up,
     * the account, sign-out. Every other route answers 403 TWO_STEP_SETUP_REQUIRED to such an account.
     */
    beforeTwoStep?: boolean;
  }
  interface FastifyRequest {
    locale: Locale;
    actor: Actor | null;
    /** The session token the request came with (bearer or cookie), for the session's CSRF token; never logged. */
    sessionToken: string | null;
    apiCaller: ApiCaller | null;
  }
}

/** Reads the request's locale from Accept-Language (mm, en, zh; default mm). */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', defaultLocale);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('apiCaller', null);
  app.addHook('onRequest', async (request) => {
    // The merchants' public API answers in English unless asked otherwise (its documentation is English: issue
    // 26 §5); the back office's screens default to Burmese.
    const fallback = request.url.startsWith('/api/v1/') ? 'en' : defaultLocale;
    request.locale = parseLocale(request.headers['accept-language'], fallback);
  });
}

/** The key of a public-API route (the access hook guarantees it). */
export function apiCallerOf(request: { apiCaller: ApiCaller | null }): ApiCaller {
  if (!request.apiCaller) throw new Error('route declared api-key access but the request has no key');
  return request.apiCaller;
}

/** The signed-in actor of a route that requires sign-in (the access hook guarantees it). */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('route declared access without sign-in but asked for the actor');
  return request.actor;
}
