import type { DispatchDetail, MailbagScanResponse, MailbagSummary } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { canReceiveDispatch, progressOfDispatch, receiveOutcomeOf, shownProgress } from './dispatch-receive-model';

const ygn = { id: 1, code: 'YGN', name_en: 'Yangon', name_mm: 'ရန်ကုန်' };
const mdy = { id: 2, code: 'MDY', name_en: 'Mandalay', name_mm: 'မန္တလေး' };

function bagOf(id: number, code: string, receivedAt: string | null): MailbagSummary {
  return {
    id,
    bag_code: code,
    bag_text: code,
    status: receivedAt ? 'checkin_transit' : 'process',
    category: 'express',
    origin: ygn,
    destination: mdy,
    transit: [],
    label_count: 1,
    weight: 1,
    dispatch_id: 7,
    dispatch_no: 1,
    mis_sent_at: null,
    received_at: receivedAt,
    opened_at: null,
    finished_at: null,
    closed_at: null,
    created_at: '2026-11-27T02:00:00.000Z',
  };
}

const dispatch: DispatchDetail = {
  id: 7,
  dispatch_no: 1,
  dispatch_code: 'YGN-MDY-20261127-01',
  state: 'arrived',
  origin: ygn,
  destination: mdy,
  carrier: { kind: 'bus', name: 'Shwe Mandalar', vehicle_no: null, driver_phone: null },
  bag_count: 2,
  label_count: 2,
  weight: 2,
  dispatched_at: '2026-11-27T03:00:00.000Z',
  dispatched_by: null,
  expected_at: '2026-11-28T03:00:00.000Z',
  overdue: false,
  received_at: '2026-11-28T01:00:00.000Z',
  bags: [bagOf(1, 'AAA', '2026-11-28T01:00:00.000Z'), bagOf(2, 'BBB', null)],
};

const clerk = (branchId: number | null, permissions = ['dispatch.receive']) => ({
  role: { slug: 'staff', level: 5, permissions },
  branch: branchId === null ? null : { id: branchId, international_mail: false },
});

describe('receiving a dispatch', () => {
  it('is the destination desk’s work until the dispatch is closed', () => {
    expect(canReceiveDispatch(clerk(2), dispatch)).toBe(true);
    expect(canReceiveDispatch(clerk(1), dispatch)).toBe(false);
    expect(canReceiveDispatch(clerk(null), dispatch)).toBe(false);
    expect(canReceiveDispatch(clerk(2, ['mailbag.view']), dispatch)).toBe(false);
    expect(canReceiveDispatch(clerk(2), { ...dispatch, state: 'closed' })).toBe(false);
  });

  it('checks the advance list from the page before any scan', () => {
    expect(progressOfDispatch(dispatch)).toEqual({
      id: 7,
      dispatch_no: 1,
      bags_expected: 2,
      bags_received: 1,
      missing_bags: ['BBB'],
      not_on_list: [],
    });
  });

  it('shows the last scan’s check of this dispatch', () => {
    const scanned = { ...progressOfDispatch(dispatch), bags_received: 2, missing_bags: [], not_on_list: ['CCC'] };
    expect(shownProgress(dispatch, scanned)).toBe(scanned);
    expect(shownProgress(dispatch, { ...scanned, id: 8 })).toEqual(progressOfDispatch(dispatch));
    expect(shownProgress(dispatch, null)).toEqual(progressOfDispatch(dispatch));
  });

  it('names a mis-sent bag, one already in, one not on the list, and one received', () => {
    const answer = (change: Partial<MailbagScanResponse>, bag = bagOf(2, 'BBB', null)): MailbagScanResponse => ({
      mailbag: bag,
      mis_sent: false,
      already: false,
      dispatch: progressOfDispatch(dispatch),
      ...change,
    });
    expect(receiveOutcomeOf(answer({ mis_sent: true }))).toEqual({ kind: 'misSent', bag: 'BBB', destination: 'MDY' });
    expect(receiveOutcomeOf(answer({ already: true }))).toEqual({ kind: 'already', bag: 'BBB' });
    const unlisted = { ...progressOfDispatch(dispatch), not_on_list: ['CCC'] };
    expect(receiveOutcomeOf(answer({ dispatch: unlisted }, bagOf(3, 'CCC', null)))).toEqual({
      kind: 'notOnList',
      bag: 'CCC',
    });
    expect(receiveOutcomeOf(answer({ dispatch: null }))).toEqual({ kind: 'received', bag: 'BBB' });
  });
});
