import { appErrorCodes, fixedErrorMessages } from '@waypost/domain';
import { currentLocale, translate } from './i18n';
import { sessionHeaders } from './session-token';

/** What the shell must react to, whoever made the request (spec §8). */
export type ApiEvent =
  | { type: 'unauthorized'; sessionExpired: boolean }
  | { type: 'forbidden' }
  | { type: 'method-not-allowed' }
  | { type: 'server-error' }
  | { type: 'network-error' };

type ApiEventListener = (event: ApiEvent) => void;
let listener: ApiEventListener = () => {};

/** The app shell installs one listener: log out on 401, go to /403 or /404, toast server errors. */
export function setApiEventListener(next: ApiEventListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = () => {};
  };
}

type FixedErrorCode = keyof typeof fixedErrorMessages;

/**
 * The spec's fixed English texts (Invalid Credential, Unauthorized, Something Went Wrong!), which the server sends
 * whatever the language so that API clients can rely on them, in the UI's language; other messages come localized.
 */
function inUiLanguage(status: number, message: string): string {
  const code = (Object.keys(fixedErrorMessages) as FixedErrorCode[]).find(
    (key) => fixedErrorMessages[key] === message && appErrorCodes[key].status === status,
  );
  return code ? translate(currentLocale(), appErrorCodes[code].messageKey) : message;
}

/** The 401 of a sensitive action asking for the password again (RFC 9470 step-up, POST /api/reauth). */
export const isReauthChallenge = (status: number, wwwAuthenticate: string | null): boolean =>
  status === 401 && /insufficient_user_authentication/.test(wwwAuthenticate ?? '');

/** A failed API call: the status and the server's `{ message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Readonly<Record<string, readonly string[]>> = {},
    /** The session is fine, but this request needs the password typed again first (components/reauth). */
    readonly reauthRequired = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * Spec §8: the first message of the first field, else the message — in the UI's language as it is now (read at
   * render time, so a message on screen follows a language switch).
   */
  get displayMessage(): string {
    const first = Object.values(this.errors)[0]?.[0];
    return first ?? inUiLanguage(this.status, this.message);
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Anything with a zod-like `parse`: the domain's response schemas. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  query?: QueryParams;
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on a create. */
  headers?: Readonly<Record<string, string>>;
  /**
   * false: the caller handles every error itself (the login form shows "Invalid Credential" instead of being sent
   * to /login; a failed branch switch flashes a message instead of opening /403).
   */
  globalErrorHandling?: boolean;
  /** The request outlives the page: a logout still reaches the server when the user leaves right after it. */
  keepalive?: boolean;
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(status: number, body: unknown, fallback: string, wwwAuthenticate: string | null): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : fallback;
  const errors =
    typeof record.errors === 'object' && record.errors !== null
      ? (record.errors as Record<string, readonly string[]>)
      : {};
  return new ApiError(status, message, errors, isReauthChallenge(status, wwwAuthenticate));
}

/**
 * The shell's reaction to a status, or null when the caller alone handles it (spec §8). A 401 that asks for the
 * password again before a sensitive action (`insufficient_user_authentication`, POST /api/reauth) is not a sign-out:
 * the session is fine, and the screen that made the request asks for the password.
 */
export function apiEventFor(status: number, wwwAuthenticate: string | null): ApiEvent | null {
  if (isReauthChallenge(status, wwwAuthenticate)) return null;
  if (status === 401) return { type: 'unauthorized', sessionExpired: /session expired/i.test(wwwAuthenticate ?? '') };
  if (status === 403) return { type: 'forbidden' };
  if (status === 405) return { type: 'method-not-allowed' };
  if (status >= 500) return { type: 'server-error' };
  return null;
}

async function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { query, body, schema, signal, globalErrorHandling = true, keepalive } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    'accept-language': currentLocale(),
  };
  // The session is an HttpOnly cookie the browser sends; the page proves itself with the session's CSRF token.
  Object.assign(headers, sessionHeaders(), options.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal, keepalive });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (globalErrorHandling) listener({ type: 'network-error' });
    throw new ApiError(0, 'Network error');
  }

  const data = await readBody(response);
  if (!response.ok) {
    const wwwAuthenticate = response.headers.get('www-authenticate');
    const event = apiEventFor(response.status, wwwAuthenticate);
    if (event && globalErrorHandling) listener(event);
    throw errorFrom(response.status, data, response.statusText, wwwAuthenticate);
  }
  return schema ? schema.parse(data) : (data as T);
}

/** JSON calls to /api with the session (its cookie and CSRF header) and the UI language (spec §7). */
export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions<T>) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions<T>) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('DELETE', path, options),
};
