import type { MailbagSummary } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { bagDeskOf, canCollectSignature } from './mailbag-desk';

const branch = (id: number, code: string) => ({ id, code, name_en: code, name_mm: code });
const bag = (patch: Partial<MailbagSummary> = {}): MailbagSummary => ({
  id: 1,
  bag_code: 'YGNMDYE633201003K',
  bag_text: 'YGN MDY E 6 332 01 003 K',
  status: 'pending',
  category: 'express',
  origin: branch(1, 'YGN'),
  destination: branch(2, 'MDY'),
  transit: [],
  label_count: 0,
  weight: null,
  dispatch_id: null,
  dispatch_no: null,
  mis_sent_at: null,
  received_at: null,
  opened_at: null,
  finished_at: null,
  closed_at: null,
  created_at: '2026-11-28T00:00:00.000Z',
  ...patch,
});
const clerk = (branchId: number) => ({ branchId, permissions: ['mailbag.view', 'mailbag.manage', 'dispatch.receive'] });

describe('the bag page’s desk', () => {
  it('fills at the origin while open, opens at the destination once received, shows the note once opened', () => {
    expect(bagDeskOf(bag(), clerk(1))).toBe('fill');
    expect(bagDeskOf(bag(), clerk(2))).toBe('view');
    expect(bagDeskOf(bag(), { branchId: 1, permissions: ['mailbag.view'] })).toBe('view');
    expect(bagDeskOf(bag({ status: 'process', received_at: '2026-11-28T05:00:00Z' }), clerk(2))).toBe('open');
    expect(bagDeskOf(bag({ status: 'process', received_at: '2026-11-28T05:00:00Z' }), clerk(1))).toBe('view');
    expect(bagDeskOf(bag({ status: 'process' }), clerk(2))).toBe('view');
    expect(bagDeskOf(bag({ status: 'complete', finished_at: '2026-11-28T06:00:00Z' }), clerk(1))).toBe('note');
  });

  it('collects the second signature at the destination until signed', () => {
    const opened = bag({ status: 'complete', received_at: 'x', finished_at: '2026-11-28T06:00:00Z' });
    expect(canCollectSignature(opened, false, clerk(2))).toBe(true);
    expect(canCollectSignature(opened, true, clerk(2))).toBe(false);
    expect(canCollectSignature(opened, false, clerk(1))).toBe(false);
    expect(canCollectSignature(bag(), false, clerk(2))).toBe(false);
  });
});
