import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabelStatus, LabelStatusVariant } from '../labels/label-enums.js';
import type { MailbagState, MailCategory, MissingState } from './mailbag-enums.js';
import {
  arrivalWalk,
  bagScanRefusal,
  bagStatesAfter,
  discrepancyOf,
  dispatchStateOf,
  expectedArrival,
  labelLegOf,
  weightToleranceGrams,
  type NetworkLabel,
} from './mailbag-rules.js';

const YGN = 1;
const MDY = 2;
const NPT = 3;
const accepted: LabelStatus[] = ['pending', 'accept_from_origin_branch'];
const label = (history: LabelStatus[], overrides: Partial<NetworkLabel> = {}): NetworkLabel => ({
  shippingType: 'normal',
  history,
  acceptBranchId: YGN,
  deliverBranchId: MDY,
  viaBranchId: null,
  ...overrides,
});
const bag = { originBranchId: YGN, destinationBranchId: MDY, category: 'express' as MailCategory };

describe('the leg a label is ready for', () => {
  it('an accepted label leaves its origin for its destination; variant 2 hands it to transport first', () => {
    expect(labelLegOf(label(accepted), 1)).toEqual({
      fromBranchId: YGN,
      toBranchId: MDY,
      handOver: 'send_to_destination_branch',
      carrierDelivers: null,
    });
    expect(labelLegOf(label(accepted), 2)).toEqual({
      fromBranchId: YGN,
      toBranchId: MDY,
      handOver: 'accept_by_transport',
      carrierDelivers: 'send_to_destination_branch',
    });
  });

  it('a return leaves the destination for the origin', () => {
    // Arrived for delivery: its next step is the receiver's address, no line-haul.
    expect(
      labelLegOf(label([...accepted, 'send_to_destination_branch', 'arrived_to_destination_branch']), 1),
    ).toBeNull();
    const back = label(
      [
        ...accepted,
        'send_to_destination_branch',
        'arrived_to_destination_branch',
        'send_to_destination_address',
        'sendback_to_destination_branch',
        'arrived_to_destination_branch',
      ],
      { shippingType: 'return' },
    );
    expect(labelLegOf(back, 1)).toMatchObject({
      fromBranchId: MDY,
      toBranchId: YGN,
      handOver: 'sendback_to_origin_branch',
    });
  });

  it('no leg: not accepted, on the road, direct, finished, or a variant-2 leg that leads nowhere', () => {
    expect(labelLegOf(label(['pending']), 1)).toBeNull();
    expect(labelLegOf(label([...accepted, 'send_to_destination_branch']), 1)).toBeNull();
    expect(labelLegOf(label(accepted, { shippingType: 'direct' }), 1)).toBeNull();
    expect(labelLegOf(label([...accepted, 'send_to_destination_address', 'delivered']), 1)).toBeNull();
    expect(labelLegOf(label(accepted, { acceptBranchId: MDY }), 1)).toBeNull();
  });
});

describe('scanning a label into a bag', () => {
  const refusal = (
    history: LabelStatus[],
    options: { category?: MailCategory; inOtherOpenBag?: boolean; deliver?: number } = {},
  ) =>
    bagScanRefusal(
      {
        label: label(history, { deliverBranchId: options.deliver ?? MDY }),
        category: options.category ?? 'express',
        inOtherOpenBag: options.inOtherOpenBag ?? false,
        variant: 1,
      },
      bag,
    );

  it('takes an accepted label of the bag’s destination and category', () => {
    expect(refusal(accepted)).toBeNull();
  });

  it('refuses in order: finished, not here, in another bag, wrong destination, wrong category', () => {
    expect(refusal([...accepted, 'send_to_destination_address', 'delivered'], { inOtherOpenBag: true })).toBe(
      'finished',
    );
    expect(refusal(['pending'], { inOtherOpenBag: true, category: 'ordinary' })).toBe('not_here');
    expect(refusal(accepted, { inOtherOpenBag: true, deliver: NPT })).toBe('in_other_bag');
    expect(refusal(accepted, { deliver: NPT, category: 'ordinary' })).toBe('wrong_destination');
    expect(refusal(accepted, { category: 'ordinary' })).toBe('wrong_category');
  });
});

describe('the walk to an arrival', () => {
  it('a label on the road arrives; one that skipped its hand-over walks it first; variant 2 the carrier’s too', () => {
    expect(arrivalWalk(label([...accepted, 'send_to_destination_branch']), MDY, 1)).toEqual([
      'arrived_to_destination_branch',
    ]);
    expect(arrivalWalk(label(accepted), MDY, 1)).toEqual([
      'send_to_destination_branch',
      'arrived_to_destination_branch',
    ]);
    expect(arrivalWalk(label(accepted), MDY, 2)).toEqual([
      'accept_by_transport',
      'send_to_destination_branch',
      'arrived_to_destination_branch',
    ]);
  });

  it('a label confirmed missing is found again where it was lost', () => {
    expect(arrivalWalk(label([...accepted, 'send_to_destination_branch', 'missing']), MDY, 1)).toEqual([
      'arrived_to_destination_branch',
    ]);
  });

  it('nothing for a label heading elsewhere, at its end, or not on a leg', () => {
    expect(arrivalWalk(label([...accepted, 'send_to_destination_branch']), NPT, 1)).toBeNull();
    expect(arrivalWalk(label(accepted), NPT, 1)).toBeNull();
    expect(arrivalWalk(label([...accepted, 'send_to_destination_address', 'delivered']), MDY, 1)).toBeNull();
    expect(arrivalWalk(label(['pending']), MDY, 1)).toBeNull();
    // Already arrived: the next step is out for delivery, no arrival.
    expect(
      arrivalWalk(label([...accepted, 'send_to_destination_branch', 'arrived_to_destination_branch']), MDY, 1),
    ).toBeNull();
  });
});

describe('the bag state machine (spec §4)', () => {
  it('variant 1: open → closed → transit in / out → opened', () => {
    expect(bagStatesAfter('pending', 'close', 1)).toEqual(['process']);
    expect(bagStatesAfter('process', 'close', 1)).toBeNull();
    expect(bagStatesAfter('process', 'dispatch', 1)).toEqual(['process']);
    expect(bagStatesAfter('pending', 'dispatch', 1)).toBeNull();
    expect(bagStatesAfter('process', 'checkin_transit', 1)).toEqual(['checkin_transit']);
    expect(bagStatesAfter('pending', 'checkin_transit', 1)).toBeNull();
    expect(bagStatesAfter('checkin_transit', 'checkout_transit', 1)).toEqual(['checkout_transit']);
    expect(bagStatesAfter('process', 'checkout_transit', 1)).toBeNull();
    expect(bagStatesAfter('checkout_transit', 'receive', 1)).toEqual(['checkout_transit']);
    expect(bagStatesAfter('complete', 'receive', 1)).toBeNull();
    expect(bagStatesAfter('checkout_transit', 'finish', 1)).toEqual(['complete']);
    expect(bagStatesAfter('complete', 'finish', 1)).toBeNull();
    expect(bagStatesAfter('pending', 'finish', 1)).toBeNull();
  });

  it('variant 2: handed to transport, then sent from and arrived from transport at the destination', () => {
    expect(bagStatesAfter('process', 'dispatch', 2)).toEqual(['accept_by_transport']);
    expect(bagStatesAfter('accept_by_transport', 'receive', 2)).toEqual([
      'send_from_transport',
      'arrived_from_transport',
    ]);
    expect(bagStatesAfter('arrived_from_transport', 'finish', 2)).toEqual(['complete']);
  });
});

describe('discrepancies and dispatch states', () => {
  it('lists the missing and the extra, and a weight difference over the tolerance', () => {
    expect(discrepancyOf({ listed: [1, 2, 3], scanned: [1, 3, 4], closedGrams: 10_000, openedGrams: 9_700 })).toEqual({
      missing: [2],
      extra: [4],
      weightDifferenceGrams: -300,
      weightOff: true,
    });
    expect(discrepancyOf({ listed: [1], scanned: [1], closedGrams: 10_000, openedGrams: 10_150 }).weightOff).toBe(
      false,
    );
    expect(discrepancyOf({ listed: [1], scanned: [1], closedGrams: 10_000, openedGrams: null })).toMatchObject({
      weightDifferenceGrams: null,
      weightOff: false,
    });
    expect(weightToleranceGrams(1_000)).toBe(200);
    expect(weightToleranceGrams(50_000)).toBe(1_000);
  });

  it('a dispatch is on the road, arrived, waiting on its missing labels, or closed', () => {
    expect(dispatchStateOf([{ received: false, complete: false }], 0)).toBe('in_transit');
    expect(
      dispatchStateOf(
        [
          { received: true, complete: false },
          { received: false, complete: false },
        ],
        0,
      ),
    ).toBe('arrived');
    expect(dispatchStateOf([{ received: true, complete: true }], 1)).toBe('discrepancies');
    expect(dispatchStateOf([{ received: true, complete: true }], 0)).toBe('closed');
    expect(expectedArrival(new Date('2026-11-28T00:00:00Z'), 30).toISOString()).toBe('2026-11-29T06:00:00.000Z');
  });
});

// Issue 27 acceptance: for any interleaving of bagging, dispatch, transit, opening and confirmations, every label is in
// at most one open bag and ends arrived, still listed missing, or confirmed missing — none vanishes.
describe('the network never loses a parcel (property)', () => {
  interface Item {
    live: boolean;
    opened: boolean;
    extra: boolean;
    missing: MissingState | null;
  }
  interface Bag {
    state: MailbagState;
    category: MailCategory;
    items: Map<number, Item>;
    dispatched: boolean;
    received: boolean;
  }
  const operation = fc.record({
    op: fc.constantFrom(
      'add',
      'remove',
      'close',
      'dispatch',
      'checkin',
      'checkout',
      'receive',
      'open',
      'finish',
      'confirm',
      'found',
    ),
    label: fc.nat(7),
    bag: fc.nat(2),
  });

  it('holds for every interleaving', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LabelStatusVariant>(1, 2),
        fc.array(fc.constantFrom<MailCategory>('express', 'register'), { minLength: 8, maxLength: 8 }),
        fc.array(operation, { maxLength: 80 }),
        (variant, categories, operations) => {
          const labels = categories.map((_, index) =>
            label([...accepted], { deliverBranchId: index === 7 ? NPT : MDY }),
          );
          const bags: Bag[] = [0, 1, 2].map((index) => ({
            state: 'pending',
            category: index === 2 ? 'register' : 'express',
            items: new Map(),
            dispatched: false,
            received: false,
          }));
          const push = (id: number, statuses: readonly LabelStatus[]) => {
            labels[id] = { ...labels[id]!, history: [...labels[id]!.history, ...statuses] };
          };
          const liveBagOf = (id: number) => bags.findIndex((candidate) => candidate.items.get(id)?.live);
          const missingItemOf = (id: number, states: MissingState[]) =>
            bags.flatMap((candidate) =>
              [...candidate.items]
                .filter(([labelId, item]) => labelId === id && item.missing !== null && states.includes(item.missing))
                .map(([, item]) => item),
            )[0];
          const move = (selected: Bag, action: Parameters<typeof bagStatesAfter>[1]) => {
            const states = bagStatesAfter(selected.state, action, variant);
            if (states) selected.state = states.at(-1)!;
            return states !== null;
          };

          const apply = (op: string, id: number, bagIndex: number) => {
            const selected = bags[bagIndex]!;
            const onTheRoad = selected.dispatched && !selected.received;
            switch (op) {
              case 'add': {
                if (selected.state !== 'pending') return;
                const item = selected.items.get(id);
                if (item?.live) return;
                const other = liveBagOf(id);
                const refused = bagScanRefusal(
                  { label: labels[id]!, category: categories[id]!, inOtherOpenBag: other >= 0, variant },
                  { originBranchId: YGN, destinationBranchId: MDY, category: selected.category },
                );
                if (!refused) selected.items.set(id, { live: true, opened: false, extra: false, missing: null });
                return;
              }
              case 'remove':
                if (selected.state === 'pending' && selected.items.get(id)?.live) selected.items.delete(id);
                return;
              case 'close':
                if ([...selected.items.values()].some((item) => item.live)) move(selected, 'close');
                return;
              case 'dispatch':
                if (selected.dispatched || !move(selected, 'dispatch')) return;
                selected.dispatched = true;
                for (const [labelId, item] of selected.items) {
                  if (!item.live) continue;
                  push(labelId, [labelLegOf(labels[labelId]!, variant)!.handOver]);
                }
                return;
              case 'checkin':
                if (onTheRoad) move(selected, 'checkin_transit');
                return;
              case 'checkout':
                if (onTheRoad) move(selected, 'checkout_transit');
                return;
              case 'receive':
                if (!onTheRoad || !move(selected, 'receive')) return;
                selected.received = true;
                for (const [labelId, item] of selected.items) {
                  if (item.live && labels[labelId]!.history.at(-1) === 'accept_by_transport') {
                    push(labelId, ['send_to_destination_branch']);
                  }
                }
                return;
              case 'open': {
                if (!selected.received || selected.state === 'complete') return;
                const item = selected.items.get(id);
                if (item?.opened) return;
                const walk = arrivalWalk(labels[id]!, MDY, variant);
                if (item?.live) item.opened = true;
                else {
                  // Found in this bag though listed nowhere here: an extra, taken out of any bag still listing it.
                  if (liveBagOf(id) >= 0 && !walk) return; // still in a closed bag at its origin: not physically here
                  for (const other of bags) {
                    const listed = other.items.get(id);
                    if (listed?.live) listed.live = false;
                  }
                  selected.items.set(id, { live: false, opened: true, extra: true, missing: null });
                }
                if (walk) {
                  push(id, walk);
                  const waiting = missingItemOf(id, ['open', 'confirmed']);
                  if (waiting) waiting.missing = 'found';
                }
                return;
              }
              case 'finish': {
                if (!selected.received || !move(selected, 'finish')) return;
                const listed = [...selected.items].filter(([, item]) => item.live).map(([labelId]) => labelId);
                const scanned = [...selected.items].filter(([, item]) => item.opened).map(([labelId]) => labelId);
                const { missing } = discrepancyOf({ listed, scanned, closedGrams: 1_000, openedGrams: null });
                for (const [labelId, item] of selected.items) {
                  item.live = false;
                  if (missing.includes(labelId)) item.missing = 'open';
                }
                return;
              }
              case 'confirm': {
                const waiting = missingItemOf(id, ['open']);
                if (!waiting) return;
                waiting.missing = 'confirmed';
                push(id, ['missing']);
                return;
              }
              case 'found': {
                const waiting = missingItemOf(id, ['open', 'confirmed']);
                const walk = arrivalWalk(labels[id]!, MDY, variant);
                if (!waiting || !walk) return;
                waiting.missing = 'found';
                push(id, walk);
                return;
              }
            }
          };

          for (const { op, label: id, bag: bagIndex } of operations) {
            apply(op, id, bagIndex);
            // At most one bag, not yet opened at its destination, lists a label.
            for (let id = 0; id < labels.length; id += 1) {
              expect(bags.filter((candidate) => candidate.items.get(id)?.live).length).toBeLessThanOrEqual(1);
            }
          }
          // The network runs to its end: every bag is closed, carried, received and opened.
          for (const [index, selected] of bags.entries()) {
            if (selected.state === 'pending') apply('close', 0, index);
            if (selected.state === 'pending') continue; // empty: never left
            apply('dispatch', 0, index);
            apply('receive', 0, index);
            apply('finish', 0, index);
          }

          for (let id = 0; id < labels.length; id += 1) {
            const status = labels[id]!.history.at(-1)!;
            const everLeft = labels[id]!.history.length > accepted.length;
            if (!everLeft) {
              expect(status).toBe('accept_from_origin_branch');
              continue;
            }
            const waiting = missingItemOf(id, ['open']);
            const confirmed = missingItemOf(id, ['confirmed']);
            if (status === 'arrived_to_destination_branch') {
              expect(waiting).toBeUndefined();
              expect(confirmed).toBeUndefined();
            } else if (status === 'missing') {
              expect(confirmed).toBeDefined();
            } else {
              expect(waiting, `label ${id} (${status}) vanished`).toBeDefined();
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
