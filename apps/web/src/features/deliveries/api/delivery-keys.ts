import type { DeliveryReadyQuery, DeliveryRunListQuery } from '@waypost/domain';

/** Cache keys of delivery runs, the courier's list and courier cash, from one factory; every outcome invalidates them. */
export const deliveryKeys = {
  all: ['deliveries'] as const,
  runs: () => [...deliveryKeys.all, 'run'] as const,
  runList: (query: DeliveryRunListQuery) => [...deliveryKeys.runs(), 'list', query] as const,
  run: (id: number) => [...deliveryKeys.runs(), 'detail', id] as const,
  ready: (query: DeliveryReadyQuery) => [...deliveryKeys.all, 'ready', query] as const,
  mine: () => [...deliveryKeys.all, 'mine'] as const,
  couriers: () => [...deliveryKeys.all, 'couriers'] as const,
  cash: () => [...deliveryKeys.all, 'cash'] as const,
  cashDetail: (courierId: number) => [...deliveryKeys.cash(), courierId] as const,
  labelDeliveries: (labelId: number) => [...deliveryKeys.all, 'label', labelId] as const,
  proofImage: (url: string) => [...deliveryKeys.all, 'proof-image', url] as const,
};
