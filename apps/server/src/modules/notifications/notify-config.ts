import { createFakeProvider, type FakeBehaviour } from './providers/fake-provider.js';
import {
  createHttpProvider,
  defaultHttpReceiptFields,
  httpGatewayMethods,
  type HttpGatewayMethod,
  type HttpReceiptFields,
} from './providers/http-provider.js';
import { receiptStatuses, type NotificationProvider, type ProviderChannel } from './providers/notification-provider.js';
import { createSmspohProvider, smspohDefaultBaseUrl } from './providers/smspoh-provider.js';
import { createViberProvider } from './providers/viber-provider.js';

export const notificationProviderNames = ['fake', 'smspoh', 'http', 'viber'] as const;
export type NotificationProviderName = (typeof notificationProviderNames)[number];

export interface SmspohSettings {
  baseUrl: string;
  token: string;
  /** Empty: SMSPoh's default sender for the account. */
  sender: string;
  test: boolean;
}

export interface HttpGatewaySettings {
  url: string;
  method: HttpGatewayMethod;
  headers: Record<string, string>;
  bodyTemplate: string;
  idPath: string;
  receipt: HttpReceiptFields;
}

export interface ViberSettings {
  url: string;
  token: string;
}

/** The notification settings, read once from the environment (the README's configuration table lists them). */
export interface NotifyConfig {
  /** NOTIFY_PROVIDERS: the order is the failover order. */
  providers: NotificationProviderName[];
  /** Each provider's settings, read only when it is named in `providers` (null otherwise). */
  smspoh: SmspohSettings | null;
  http: HttpGatewaySettings | null;
  viber: ViberSettings | null;
  /** NOTIFY_PROVIDER_TIMEOUT_SECONDS: how long one gateway call may take. */
  providerTimeoutMs: number;
  /**
   * NOTIFY_RECEIPT_SECRET: the path segment receipt and inbound callbacks must carry. Required once a real provider
   * is named; with only the fake it defaults to `fakeOnlyReceiptSecret` (the same in every process, so any of them
   * accepts the fake's receipts; nothing real can be forged through a fake).
   */
  receiptSecret: string;
  /** NOTIFY_QUIET_HOURS as given ('21-7' by default, 'off' to disable): the worker reads it. */
  quietHours: string;
  /** NOTIFY_PHONE_LIMIT_PER_HOUR: messages one phone may get in an hour (0 = no limit). */
  phoneLimitPerHour: number;
  /** NOTIFY_PROVIDER_RATE: messages per second each provider is sent. */
  providerRatePerSecond: number;
  /** NOTIFY_FAILOVER_ATTEMPTS: failed attempts on one provider before the next is tried. */
  failoverAttempts: number;
  /** NOTIFY_FAILOVER_SECONDS: time on one provider before the next is tried. */
  failoverSeconds: number;
  /** NOTIFY_VIBER_FALLBACK_SECONDS: a Viber message not delivered within this is sent again by SMS. */
  viberFallbackSeconds: number;
  /** PUBLIC_URL without a trailing '/': the address receivers reach (tracking links, receipt URLs); null if unset. */
  publicUrl: string | null;
}

/** The receipt secret when only the fake sends: public by design (see `NotifyConfig.receiptSecret`). */
export const fakeOnlyReceiptSecret = 'fake-provider-receipts';

const receiptSecretPattern = /^[A-Za-z0-9._~-]{16,200}$/;

/**
 * Reads and checks the notification settings. A mistake is an Error at start naming the variable and the value, never
 * a default in its place: an unknown provider name, a named provider without its required settings, a real provider
 * without NOTIFY_RECEIPT_SECRET or PUBLIC_URL (receipts could not be trusted, links would not reach anyone).
 */
export function readNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig {
  const providers = providerList(env);
  const real = providers.some((name) => name !== 'fake');
  const config: NotifyConfig = {
    providers,
    smspoh: providers.includes('smspoh') ? smspohSettings(env) : null,
    http: providers.includes('http') ? httpSettings(env) : null,
    viber: providers.includes('viber') ? viberSettings(env) : null,
    providerTimeoutMs: integer(env, 'NOTIFY_PROVIDER_TIMEOUT_SECONDS', 10, 1) * 1000,
    receiptSecret: receiptSecret(env, real),
    quietHours: text(env, 'NOTIFY_QUIET_HOURS') ?? '21-7',
    phoneLimitPerHour: integer(env, 'NOTIFY_PHONE_LIMIT_PER_HOUR', 5, 0),
    providerRatePerSecond: positiveNumber(env, 'NOTIFY_PROVIDER_RATE', 50),
    failoverAttempts: integer(env, 'NOTIFY_FAILOVER_ATTEMPTS', 2, 1),
    failoverSeconds: integer(env, 'NOTIFY_FAILOVER_SECONDS', 30, 1),
    viberFallbackSeconds: integer(env, 'NOTIFY_VIBER_FALLBACK_SECONDS', 600, 1),
    publicUrl: publicUrl(env, real),
  };
  // The configuration holds tokens: should it ever be logged or serialised whole, only the safe description goes out.
  Object.defineProperty(config, 'toJSON', { value: () => describeNotifyConfig(config), enumerable: false });
  return config;
}

/** The providers, in failover order, built from the configuration. No IO: nothing is called until a send. */
export function buildNotificationProviders(
  config: NotifyConfig,
  { fakeBehaviour }: { fakeBehaviour?: FakeBehaviour } = {},
): NotificationProvider[] {
  const timeoutMs = config.providerTimeoutMs;
  return config.providers.map((name): NotificationProvider => {
    switch (name) {
      case 'fake':
        return createFakeProvider(fakeBehaviour === undefined ? {} : { behaviour: fakeBehaviour });
      case 'smspoh': {
        const settings = required(config.smspoh, name);
        return createSmspohProvider({
          ...settings,
          timeoutMs,
          ...(config.publicUrl === null ? {} : { deliveryReceiptUrl: receiptUrl(config, name) }),
        });
      }
      case 'http':
        return createHttpProvider({ name, channel: 'sms', ...required(config.http, name), timeoutMs });
      case 'viber':
        return createViberProvider({ name, ...required(config.viber, name), timeoutMs });
      default:
        return assertNever(name);
    }
  });
}

/** One provider as the health screen and the logs may show it: never a token, a secret or a full URL. */
export interface ProviderDescription {
  name: NotificationProviderName;
  channel: ProviderChannel;
  /** The gateway's host ('smspoh.com'); null for the fake. */
  host: string | null;
  /** SMSPoh's test mode (nothing is really sent). */
  test: boolean;
}

export function describeProviders(config: NotifyConfig): ProviderDescription[] {
  return config.providers.map((name): ProviderDescription => {
    switch (name) {
      case 'fake':
        return { name, channel: 'sms', host: null, test: false };
      case 'smspoh':
        return { name, channel: 'sms', host: hostOf(config.smspoh?.baseUrl), test: config.smspoh?.test ?? false };
      case 'http':
        return { name, channel: 'sms', host: hostOf(config.http?.url), test: false };
      case 'viber':
        return { name, channel: 'viber', host: hostOf(config.viber?.url), test: false };
      default:
        return assertNever(name);
    }
  });
}

/** The whole configuration with its secrets left out (what `JSON.stringify(config)` gives). */
export function describeNotifyConfig(config: NotifyConfig) {
  return {
    providers: describeProviders(config),
    providerTimeoutMs: config.providerTimeoutMs,
    quietHours: config.quietHours,
    phoneLimitPerHour: config.phoneLimitPerHour,
    providerRatePerSecond: config.providerRatePerSecond,
    failoverAttempts: config.failoverAttempts,
    failoverSeconds: config.failoverSeconds,
    viberFallbackSeconds: config.viberFallbackSeconds,
    publicUrl: config.publicUrl,
  };
}

/** Where a provider's gateway posts receipts: `{PUBLIC_URL}/api/notification/receipt/{provider}/{secret}`. */
function receiptUrl(config: NotifyConfig, provider: NotificationProviderName): string {
  return `${config.publicUrl}/api/notification/receipt/${provider}/${config.receiptSecret}`;
}

function providerList(env: NodeJS.ProcessEnv): NotificationProviderName[] {
  const names = (text(env, 'NOTIFY_PROVIDERS') ?? 'fake')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.length === 0) return ['fake'];
  for (const name of names) {
    if (!(notificationProviderNames as readonly string[]).includes(name)) {
      throw new Error(
        `NOTIFY_PROVIDERS names an unknown provider "${name}"; known: ${notificationProviderNames.join(', ')}`,
      );
    }
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw new Error(`NOTIFY_PROVIDERS names "${repeated}" twice`);
  return names as NotificationProviderName[];
}

function smspohSettings(env: NodeJS.ProcessEnv): SmspohSettings {
  return {
    baseUrl: url(env, 'SMSPOH_BASE_URL') ?? smspohDefaultBaseUrl,
    token: requiredText(env, 'SMSPOH_TOKEN', 'smspoh'),
    sender: text(env, 'SMSPOH_SENDER') ?? '',
    test: flag(env, 'SMSPOH_TEST'),
  };
}

function httpSettings(env: NodeJS.ProcessEnv): HttpGatewaySettings {
  const method = (text(env, 'NOTIFY_HTTP_METHOD') ?? 'POST').toUpperCase();
  if (!(httpGatewayMethods as readonly string[]).includes(method)) {
    throw new Error(`NOTIFY_HTTP_METHOD must be one of ${httpGatewayMethods.join(', ')}, got "${method}"`);
  }
  const settings: HttpGatewaySettings = {
    url: requiredUrl(env, 'NOTIFY_HTTP_URL', 'http'),
    method: method as HttpGatewayMethod,
    headers: stringRecord(env, 'NOTIFY_HTTP_HEADERS') ?? {},
    bodyTemplate: requiredText(env, 'NOTIFY_HTTP_BODY', 'http'),
    idPath: text(env, 'NOTIFY_HTTP_ID_PATH') ?? 'id',
    receipt: httpReceiptFields(env),
  };
  // Making the provider checks the template (placeholders, JSON that parses) without calling anything: a mistake
  // is reported here, naming the variable, rather than when the providers are built.
  try {
    createHttpProvider({ ...settings, name: 'http' });
  } catch (error) {
    throw new Error(`NOTIFY_HTTP_BODY: ${(error as Error).message}`, { cause: error });
  }
  return settings;
}

/**
 * NOTIFY_HTTP_RECEIPT (JSON, optional): `{ idPath, referencePath, statusPath, statusMap, atPath?, errorPath? }`,
 * each omitted key taking `defaultHttpReceiptFields`' value (id, reference, status, the common gateway words).
 */
function httpReceiptFields(env: NodeJS.ProcessEnv): HttpReceiptFields {
  const raw = text(env, 'NOTIFY_HTTP_RECEIPT');
  if (raw === null) return { ...defaultHttpReceiptFields };
  const parsed = jsonObject(raw, 'NOTIFY_HTTP_RECEIPT');
  const fields: HttpReceiptFields = { ...defaultHttpReceiptFields };
  for (const key of ['idPath', 'referencePath', 'statusPath', 'atPath', 'errorPath'] as const) {
    const value = parsed[key];
    if (value === undefined) continue;
    if (typeof value !== 'string')
      throw new Error(`NOTIFY_HTTP_RECEIPT.${key} must be a text (a path such as "data.id")`);
    fields[key] = value;
  }
  if (parsed.statusMap !== undefined) {
    const map = parsed.statusMap;
    if (map === null || typeof map !== 'object' || Array.isArray(map)) {
      throw new Error('NOTIFY_HTTP_RECEIPT.statusMap must be an object of gateway words to statuses');
    }
    for (const [word, status] of Object.entries(map)) {
      if (!(receiptStatuses as readonly unknown[]).includes(status)) {
        throw new Error(
          `NOTIFY_HTTP_RECEIPT.statusMap maps "${word}" to "${String(status)}"; statuses: ${receiptStatuses.join(', ')}`,
        );
      }
    }
    fields.statusMap = map as HttpReceiptFields['statusMap'];
  }
  return fields;
}

function viberSettings(env: NodeJS.ProcessEnv): ViberSettings {
  return {
    url: requiredUrl(env, 'NOTIFY_VIBER_URL', 'viber'),
    token: requiredText(env, 'NOTIFY_VIBER_TOKEN', 'viber'),
  };
}

function receiptSecret(env: NodeJS.ProcessEnv, realProvider: boolean): string {
  const secret = text(env, 'NOTIFY_RECEIPT_SECRET');
  if (secret === null) {
    if (!realProvider) return fakeOnlyReceiptSecret;
    throw new Error(
      'NOTIFY_RECEIPT_SECRET is required when NOTIFY_PROVIDERS names a real gateway: delivery receipts and STOP ' +
        'replies are accepted only on URLs carrying it. Make one with `openssl rand -hex 24`.',
    );
  }
  // Not echoed: the value is a secret.
  if (!receiptSecretPattern.test(secret)) {
    throw new Error(
      'NOTIFY_RECEIPT_SECRET must be 16 to 200 characters of letters, digits, "-", "_", "." or "~" ' +
        '(it is a URL path segment). Make one with `openssl rand -hex 24`.',
    );
  }
  return secret;
}

function publicUrl(env: NodeJS.ProcessEnv, realProvider: boolean): string | null {
  const value = url(env, 'PUBLIC_URL');
  if (value === null && realProvider) {
    throw new Error(
      'PUBLIC_URL is required when NOTIFY_PROVIDERS names a real gateway: it is the address in the tracking links ' +
        'receivers open and in the receipt URL gateways call (e.g. https://waypost.example.com)',
    );
  }
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? null : value;
}

function requiredText(env: NodeJS.ProcessEnv, name: string, provider: NotificationProviderName): string {
  const value = text(env, name);
  if (value === null) throw new Error(`${name} is required when NOTIFY_PROVIDERS names ${provider}`);
  return value;
}

/**
 * An http(s) URL without its trailing '/', or null when unset. The value is not echoed in the error: a gateway URL
 * may carry its key in the query string.
 */
function url(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = text(env, name);
  if (value === null) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`${name} must be an http or https URL`);
  return value.replace(/\/+$/, '');
}

function requiredUrl(env: NodeJS.ProcessEnv, name: string, provider: NotificationProviderName): string {
  const value = url(env, name);
  if (value === null) throw new Error(`${name} is required when NOTIFY_PROVIDERS names ${provider}`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = text(env, name);
  if (value === null || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number above 0, got "${raw}"`);
  return value;
}

function jsonObject(raw: string, name: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be a JSON object`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${name} must be a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

/** NOTIFY_HTTP_HEADERS: a JSON object of header names to texts. Values are not echoed in errors (they hold tokens). */
function stringRecord(env: NodeJS.ProcessEnv, name: string): Record<string, string> | null {
  const raw = text(env, name);
  if (raw === null) return null;
  const parsed = jsonObject(raw, name);
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${name}: the header "${key}" must have a text value`);
  }
  return parsed as Record<string, string>;
}

function required<T>(settings: T | null, provider: NotificationProviderName): T {
  if (settings === null) throw new Error(`The ${provider} provider is named but its settings were not read`);
  return settings;
}

function hostOf(value: string | undefined): string | null {
  return value === undefined ? null : new URL(value).host;
}

function assertNever(value: never): never {
  throw new Error(`Unexpected provider ${String(value)}`);
}
