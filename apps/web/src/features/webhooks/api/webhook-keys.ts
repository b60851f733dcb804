/** Cache keys of webhook endpoints and their delivery logs; registering, deleting or replaying invalidates them. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  lists: () => [...webhookKeys.all, 'list'] as const,
  list: (merchantId: number | undefined) => [...webhookKeys.lists(), merchantId ?? null] as const,
  deliveries: (webhookId: number) => [...webhookKeys.all, 'deliveries', webhookId] as const,
  deliveryPage: (webhookId: number, page: number) => [...webhookKeys.deliveries(webhookId), page] as const,
};
