import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codServiceStates, type CodServiceState } from './cod-enums.js';
import { labelStatuses } from '../labels/label-enums.js';
import {
  claimableCodStates,
  codEvents,
  codOutcomeOf,
  codStateAfter,
  codStepsFor,
  type CodEvent,
  type CodOutcome,
} from './cod-lifecycle.js';

/** Walks `events` from ongoing as the server would: an event that cannot happen is refused and changes nothing. */
function walk(events: readonly CodEvent[]) {
  let state: CodServiceState = 'ongoing';
  let collected = false;
  const path: CodServiceState[] = [state];
  for (const event of events) {
    const next = codStateAfter(state, event, collected);
    if (next === null) continue;
    if (event === 'collect') collected = true;
    if (event === 'reverse_collection') collected = false;
    state = next;
    path.push(state);
  }
  return { state, collected, path };
}

describe('COD lifecycle (money design §1)', () => {
  it('takes a collected COD from ongoing to complete through remittance and a batch', () => {
    expect(walk(['collect', 'confirm_remittance', 'claim', 'complete']).path).toEqual([
      'ongoing',
      'process',
      'ready_to_clearance',
      'clearance',
      'complete',
    ]);
  });

  it('clears a cancelled label (charges owed) through a batch as well', () => {
    expect(walk(['cancel', 'claim', 'complete']).path).toEqual(['ongoing', 'cancel', 'clearance', 'complete']);
  });

  it('gives a voided batch’s labels back the state they were claimed from, to be claimed again', () => {
    expect(walk(['collect', 'confirm_remittance', 'claim', 'release']).state).toBe('ready_to_clearance');
    expect(walk(['cancel', 'claim', 'release']).state).toBe('cancel');
    expect(walk(['cancel', 'claim', 'release', 'claim', 'complete']).state).toBe('complete');
  });

  it('reverses a wrong delivery scan only before the remittance is confirmed', () => {
    expect(walk(['collect', 'reverse_collection']).state).toBe('ongoing');
    expect(codStateAfter('ready_to_clearance', 'reverse_collection', true)).toBeNull();
  });

  it('refuses what cannot happen: no claim before the cash is banked, nothing after complete', () => {
    expect(codStateAfter('process', 'claim', true)).toBeNull();
    expect(codStateAfter('ongoing', 'claim', false)).toBeNull();
    expect(codStateAfter('clearance', 'claim', true)).toBeNull();
    for (const event of codEvents) expect(codStateAfter('complete', event, true)).toBeNull();
  });

  it('keeps every walk consistent: a batch only holds claimable labels, and complete is reached only through one', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...codEvents), { maxLength: 40 }), (events) => {
        const { path, collected, state } = walk(events);
        for (const [index, current] of path.entries()) {
          expect(codServiceStates).toContain(current);
          if (current === 'clearance') expect(claimableCodStates).toContain(path[index - 1]);
          if (current === 'complete') expect(path[index - 1]).toBe('clearance');
        }
        // A collected COD is never in the cancelled states, and a cancelled one was never collected.
        if (state === 'cancel') expect(collected).toBe(false);
        if (state === 'process' || state === 'ready_to_clearance') expect(collected).toBe(true);
      }),
    );
  });

  it('opens a cancelled COD again when the return is rolled back before it was claimed', () => {
    expect(walk(['cancel', 'reverse_cancel', 'collect']).path).toEqual(['ongoing', 'cancel', 'ongoing', 'process']);
    expect(codStateAfter('clearance', 'reverse_cancel', false)).toBeNull();
  });
});

describe('a label status and its COD (money design §1)', () => {
  it('reads collected from delivered, not collected from a rejection or a return sent back, else open', () => {
    expect(codOutcomeOf('delivered')).toBe('collected');
    for (const status of ['reject', 'sentback_to_customer', 'return_confirmed', 'mpost_return_confirmed'] as const) {
      expect(codOutcomeOf(status)).toBe('not_collected');
    }
    expect(codOutcomeOf('send_to_destination_address')).toBe('open');
    expect(codOutcomeOf('sendback_to_origin_branch')).toBe('open');
  });

  it('collects, cancels and reverses as the status moves, while the money has not moved on', () => {
    const open = { state: 'ongoing' as const, collected: false };
    expect(codStepsFor(open, 'collected')).toEqual(['collect']);
    expect(codStepsFor(open, 'not_collected')).toEqual(['cancel']);
    expect(codStepsFor(open, 'open')).toEqual([]);
    expect(codStepsFor({ state: 'process', collected: true }, 'open')).toEqual(['reverse_collection']);
    expect(codStepsFor({ state: 'process', collected: true }, 'not_collected')).toEqual([
      'reverse_collection',
      'cancel',
    ]);
    expect(codStepsFor({ state: 'process', collected: true }, 'collected')).toEqual([]);
    expect(codStepsFor({ state: 'cancel', collected: false }, 'open')).toEqual(['reverse_cancel']);
    expect(codStepsFor({ state: 'cancel', collected: false }, 'collected')).toEqual(['reverse_cancel', 'collect']);
    expect(codStepsFor({ state: 'cancel', collected: false }, 'not_collected')).toEqual([]);
  });

  it('refuses to undo a collection once remitted, or anything once in a batch or paid', () => {
    expect(codStepsFor({ state: 'ready_to_clearance', collected: true }, 'open')).toBe('refused');
    expect(codStepsFor({ state: 'ready_to_clearance', collected: true }, 'collected')).toEqual([]);
    expect(codStepsFor({ state: 'clearance', collected: false }, 'not_collected')).toEqual([]);
    expect(codStepsFor({ state: 'clearance', collected: false }, 'collected')).toBe('refused');
    expect(codStepsFor({ state: 'complete', collected: true }, 'not_collected')).toBe('refused');
  });

  it('brings any state in line with any status in at most two steps that the lifecycle allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...codServiceStates),
        fc.boolean(),
        fc.constantFrom(...labelStatuses),
        (state, collected, status) => {
          const outcome: CodOutcome = codOutcomeOf(status);
          const steps = codStepsFor({ state, collected }, outcome);
          if (steps === 'refused') return;
          let current: CodServiceState | null = state;
          for (const step of steps) current = current && codStateAfter(current, step, collected);
          expect(current).not.toBeNull();
          const expected = { collected: 'process', not_collected: 'cancel', open: 'ongoing' }[outcome];
          if (['ongoing', 'process', 'cancel'].includes(state)) expect(current).toBe(expected);
          else expect(current).toBe(state);
        },
      ),
    );
  });
});
