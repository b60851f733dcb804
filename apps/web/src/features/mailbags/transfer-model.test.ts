import type { MailbagSummary } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import {
  canHandOver,
  destinationChoices,
  handOverCheckOf,
  keptSelection,
  selectableForHandOver,
  kilogramsSum,
  toggledSelection,
  transferListQuery,
  transferSearchWith,
  transferViewOf,
  transitChoices,
} from './transfer-model';

const ygn = { id: 1, code: 'YGN', name_en: 'Yangon', name_mm: 'ရန်ကုန်' };
const mdy = { id: 2, code: 'MDY', name_en: 'Mandalay', name_mm: 'မန္တလေး' };
const npt = { id: 3, code: 'NPT', name_en: 'Nay Pyi Taw', name_mm: 'နေပြည်တော်' };

function bagOf(change: Partial<MailbagSummary> = {}): MailbagSummary {
  return {
    id: 1,
    bag_code: 'YGNMDYE633201003K',
    bag_text: 'YGN MDY E 6 332 01 003 K',
    status: 'process',
    category: 'express',
    origin: ygn,
    destination: mdy,
    transit: [],
    label_count: 2,
    weight: 1.5,
    dispatch_id: null,
    dispatch_no: null,
    mis_sent_at: null,
    received_at: null,
    opened_at: null,
    finished_at: null,
    closed_at: '2026-11-27T03:00:00.000Z',
    created_at: '2026-11-27T02:00:00.000Z',
    ...change,
  };
}

describe('the transfer view in the URL', () => {
  it('reads the tab and the side, unknown ones as the first', () => {
    expect(transferViewOf(new URLSearchParams('tab=arrived&direction=incoming'))).toEqual({
      tab: 'arrived',
      direction: 'incoming',
    });
    expect(transferViewOf(new URLSearchParams('tab=lost&direction=sideways'))).toEqual({
      tab: 'preparing',
      direction: 'outgoing',
    });
    expect(transferViewOf(new URLSearchParams())).toEqual({ tab: 'preparing', direction: 'outgoing' });
  });

  it('changes one and keeps the rest', () => {
    const next = transferSearchWith(new URLSearchParams('direction=incoming&x=1'), { tab: 'closed' });
    expect(Object.fromEntries(next)).toEqual({ direction: 'incoming', x: '1', tab: 'closed' });
  });
});

describe('transferListQuery', () => {
  it('lists the bags still prepared on the first tab, dispatches by state on the others', () => {
    expect(transferListQuery({ tab: 'preparing', direction: 'outgoing' }, false)).toEqual({
      kind: 'bags',
      query: { direction: 'outgoing', undispatched: 'true' },
    });
    expect(transferListQuery({ tab: 'discrepancies', direction: 'incoming' }, false)).toEqual({
      kind: 'dispatches',
      query: { direction: 'incoming', state: 'discrepancies' },
    });
  });

  it('sends no side for head office, which sees every branch', () => {
    expect(transferListQuery({ tab: 'in_transit', direction: 'incoming' }, true)).toEqual({
      kind: 'dispatches',
      query: { direction: undefined, state: 'in_transit' },
    });
  });
});

describe('handing bags over', () => {
  it('takes closed bags in no dispatch only', () => {
    expect(canHandOver(bagOf())).toBe(true);
    expect(canHandOver(bagOf({ status: 'pending' }))).toBe(false);
    expect(canHandOver(bagOf({ dispatch_id: 9 }))).toBe(false);
  });

  it('lets a desk tick its own branch’s bags only', () => {
    expect(selectableForHandOver(bagOf(), 1)).toBe(true);
    expect(selectableForHandOver(bagOf(), 2)).toBe(false);
    expect(selectableForHandOver(bagOf(), null)).toBe(false);
    expect(selectableForHandOver(bagOf({ status: 'pending' }), 1)).toBe(false);
  });

  it('needs bags, all closed, all for one destination', () => {
    expect(handOverCheckOf([])).toEqual({ ok: false, problem: 'none' });
    expect(handOverCheckOf([bagOf(), bagOf({ id: 2, status: 'pending' })])).toEqual({
      ok: false,
      problem: 'notClosed',
    });
    expect(handOverCheckOf([bagOf(), bagOf({ id: 2, destination: npt })])).toEqual({
      ok: false,
      problem: 'mixedDestinations',
    });
    expect(handOverCheckOf([bagOf({ weight: 0.1 }), bagOf({ id: 2, weight: 0.2, label_count: 5 })])).toEqual({
      ok: true,
      destination: mdy,
      bags: 2,
      labels: 7,
      weight: 0.3,
    });
  });

  it('adds kilograms to the gram', () => {
    expect(kilogramsSum([0.1, 0.2])).toBe(0.3);
    expect(kilogramsSum([])).toBe(0);
    expect(kilogramsSum([1.005, 2.25])).toBe(3.255);
  });

  it('keeps ticked bags while they are shown and can leave', () => {
    const bags = [bagOf({ id: 1 }), bagOf({ id: 2, dispatch_id: 4 }), bagOf({ id: 3 })];
    expect([...keptSelection(new Set([1, 2, 5]), bags, 1)]).toEqual([1]);
    expect([...keptSelection(new Set([1, 3]), bags, 2)]).toEqual([]);
    expect([...toggledSelection(new Set([1]), 3)]).toEqual([1, 3]);
    expect([...toggledSelection(new Set([1, 3]), 1)]).toEqual([3]);
  });
});

describe('branch choices of a new bag', () => {
  const branches = [ygn, mdy, npt];
  it('sends a bag elsewhere, through branches that are neither end', () => {
    expect(destinationChoices(branches, 1).map((branch) => branch.code)).toEqual(['MDY', 'NPT']);
    expect(transitChoices(branches, 1, 2).map((branch) => branch.code)).toEqual(['NPT']);
    expect(transitChoices(branches, 1, undefined).map((branch) => branch.code)).toEqual(['MDY', 'NPT']);
  });
});
