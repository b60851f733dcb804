import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codServiceStates, type CodServiceState } from './cod-enums.js';
import { claimableCodStates, codEvents, codStateAfter, type CodEvent } from './cod-lifecycle.js';

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
});
