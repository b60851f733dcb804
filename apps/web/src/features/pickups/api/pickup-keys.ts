import type { PickupRequestListQuery } from '@waypost/domain';

/** Cache keys of pickups, from one factory; a change to one pickup invalidates the lists and the bell. */
export const pickupKeys = {
  all: ['pickups'] as const,
  lists: () => [...pickupKeys.all, 'list'] as const,
  list: (query: PickupRequestListQuery) => [...pickupKeys.lists(), query] as const,
  detail: (id: number) => [...pickupKeys.all, 'detail', id] as const,
  denials: () => [...pickupKeys.all, 'denials'] as const,
  postmen: () => [...pickupKeys.all, 'postmen'] as const,
};
