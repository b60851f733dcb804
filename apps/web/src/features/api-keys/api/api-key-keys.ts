/** Cache keys of merchants' API keys; issuing or revoking one invalidates every list. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  lists: () => [...apiKeyKeys.all, 'list'] as const,
  list: (merchantId: number | undefined) => [...apiKeyKeys.lists(), merchantId ?? null] as const,
};
