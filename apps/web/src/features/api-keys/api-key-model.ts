import { hasPermission, type AccessUser, type ApiKeyCreateRequest, type ApiKeyMode } from '@waypost/domain';

export interface ApiKeyFormValues {
  name: string;
  mode: ApiKeyMode;
  merchantId: number;
  /** The last day the key works (yyyy-mm-dd, Yangon), or none: until revoked. */
  lastDay?: string | undefined;
}

/** The request of the form: a key chosen to last until a day works to the end of that day in Yangon. */
export function apiKeyRequestOf(values: ApiKeyFormValues): ApiKeyCreateRequest {
  return {
    name: values.name.trim(),
    mode: values.mode,
    merchant_id: values.merchantId,
    expires_at: values.lastDay ? `${values.lastDay}T23:59:59+06:30` : null,
  };
}

/**
 * Whether the user issues and revokes keys and registers webhooks: staff managing /api-integration, or a merchant's
 * owner for his own merchant (issue 30 §2; the server keeps him to it).
 */
export function managesIntegration(user: AccessUser): boolean {
  return hasPermission(user, 'api-integration.manage') || hasPermission(user, 'merchant-portal.manage');
}
