import type { PickupRequestItem } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultTimeWindow,
  fromLocalInput,
  pickupStatusFrom,
  keepSeenOrder,
  postmanOrder,
  readTrackingCodes,
  telHref,
  toLocalInput,
  worksOwnPickupsOnly,
} from './pickup-model';

const user = (permissions: string[]) => ({ role: { slug: 'x', level: 45, permissions }, branch: null });

describe('pickup model', () => {
  it('reads the tab from the URL', () => {
    expect(pickupStatusFrom(new URLSearchParams('status=ongoing'))).toBe('ongoing');
    expect(pickupStatusFrom(new URLSearchParams('status=lost'))).toBe('unassigned');
    expect(pickupStatusFrom(new URLSearchParams())).toBe('unassigned');
  });

  it('gives the phone list to a postman only', () => {
    expect(worksOwnPickupsOnly(user(['pickup-request.view', 'pickup-request.work']))).toBe(true);
    expect(worksOwnPickupsOnly(user(['pickup-request.work', 'pickup-request.assign']))).toBe(false);
    expect(worksOwnPickupsOnly(user(['pickup-request.view', 'pickup-request.create']))).toBe(false);
  });

  it('orders the postman’s cards: ongoing, then pending, earliest window first', () => {
    const item = (id: number, status: PickupRequestItem['status'], from: string) =>
      ({ id, status, time_request: { from, to: from }, created_at: from }) as PickupRequestItem;
    const ordered = postmanOrder([
      item(1, 'complete', '2026-11-25T01:00:00Z'),
      item(2, 'pending', '2026-11-25T05:00:00Z'),
      item(3, 'pending', '2026-11-25T03:00:00Z'),
      item(4, 'ongoing', '2026-11-25T09:00:00Z'),
    ]);
    expect(ordered.map((pickup) => pickup.id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps the cards he has seen where they were, and puts new ones after them', () => {
    const item = (id: number, status: PickupRequestItem['status'], from: string) =>
      ({ id, status, time_request: { from, to: from }, created_at: from }) as PickupRequestItem;
    const first = postmanOrder([
      item(1, 'pending', '2026-11-25T03:00:00Z'),
      item(2, 'pending', '2026-11-25T05:00:00Z'),
    ]);
    expect(first.map((pickup) => pickup.id)).toEqual([1, 2]);
    // He starts the second pickup: ongoing would sort it first; it stays second. A new one (4) and a new ongoing one
    // (3) come after, in their order; one taken from him (1) leaves.
    const later = keepSeenOrder(
      first.map((pickup) => pickup.id),
      [
        item(4, 'pending', '2026-11-25T04:00:00Z'),
        item(2, 'ongoing', '2026-11-25T05:00:00Z'),
        item(1, 'pending', '2026-11-25T03:00:00Z'),
        item(3, 'ongoing', '2026-11-25T08:00:00Z'),
      ],
    );
    expect(later.map((pickup) => pickup.id)).toEqual([1, 2, 3, 4]);
    expect(keepSeenOrder([2], [item(1, 'pending', '2026-11-25T03:00:00Z')]).map((pickup) => pickup.id)).toEqual([1]);
  });

  it('types and reads the window in Myanmar time', () => {
    expect(toLocalInput(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-25T09:00');
    expect(fromLocalInput('2026-11-25T09:00')).toBe('2026-11-25T09:00:00+06:30');
    expect(fromLocalInput('')).toBe('');
    expect(defaultTimeWindow(new Date('2026-11-25T02:40:00Z'))).toEqual({
      from: '2026-11-25T09:30',
      to: '2026-11-25T12:30',
    });
  });

  it('reads scanned codes once each and keeps the bad ones apart', () => {
    expect(readTrackingCodes('ex 1234 5678 5 mm\nEX123456785MM, nope\n\n')).toEqual({
      codes: ['EX123456785MM'],
      invalid: ['NOPE'],
    });
  });

  it('calls the stored phone', () => {
    expect(telHref('09 421-234 567')).toBe('tel:09421234567');
  });
});
