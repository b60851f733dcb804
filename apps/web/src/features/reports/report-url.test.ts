import { describe, expect, it } from 'vitest';
import { reportPeriodLabel, reportQueryFrom, reportSearch, reportSpanOf, reportTabFrom } from './report-url';

const now = new Date('2026-11-25T03:00:00Z');

describe('report URL', () => {
  it('takes the tab from the path, accepted when unknown', () => {
    expect(reportTabFrom('walkin_express')).toBe('walkin_express');
    expect(reportTabFrom('nonsense')).toBe('accepted');
    expect(reportTabFrom(undefined)).toBe('accepted');
  });

  it('fills what the URL leaves out: this month by day at the own branch, every branch for head office', () => {
    expect(reportQueryFrom('accepted', new URLSearchParams(), { now, headOffice: false })).toEqual({
      query: {
        type: 'accepted',
        period: 'daily',
        from: '2026-11-01',
        to: '2026-11-25',
        scope: 'branch',
        branch_id: undefined,
        branch_collection_id: undefined,
      },
      valid: true,
    });
    expect(
      reportQueryFrom('emo', new URLSearchParams('period=monthly'), { now, headOffice: true }).query,
    ).toMatchObject({
      type: 'emo',
      period: 'monthly',
      from: '2026-01-01',
      to: '2026-11-25',
      scope: 'all_branch',
    });
  });

  it('keeps what the URL says, and says when its period is not a report’s', () => {
    const params = new URLSearchParams('period=range&from=2026-01-01&to=2026-02-01&scope=branch&branch_id=4');
    const { query, valid } = reportQueryFrom('sms', params, { now, headOffice: false });
    expect(valid).toBe(true);
    expect(reportSearch(query)).toBe('period=range&from=2026-01-01&to=2026-02-01&scope=branch&branch_id=4');
    expect(
      reportQueryFrom('sms', new URLSearchParams('from=2026-03-01&to=2026-02-01'), { now, headOffice: false }).valid,
    ).toBe(false);
    // Not a day, not an id: the defaults instead.
    const junk = reportQueryFrom('sms', new URLSearchParams('from=yesterday&branch_id=x&scope=all'), {
      now,
      headOffice: false,
    });
    expect(junk.query).toMatchObject({ from: '2026-11-01', branch_id: undefined, scope: 'branch' });
    expect(reportSearch({ ...junk.query, branch_collection_id: 3 })).toContain('branch_collection_id=3');
  });

  it('widens a picked range to whole months or years, never past today', () => {
    expect(reportSpanOf('daily', '2026-03-05', '2026-03-09', '2026-11-25')).toEqual({
      from: '2026-03-05',
      to: '2026-03-09',
    });
    expect(reportSpanOf('monthly', '2026-02-14', '2026-04-02', '2026-11-25')).toEqual({
      from: '2026-02-01',
      to: '2026-04-30',
    });
    expect(reportSpanOf('monthly', '2026-10-14', '2026-11-02', '2026-11-25')).toEqual({
      from: '2026-10-01',
      to: '2026-11-25',
    });
    expect(reportSpanOf('yearly', '2024-06-01', '2025-02-01', '2026-11-25')).toEqual({
      from: '2024-01-01',
      to: '2025-12-31',
    });
  });

  it('writes a row’s period as people read it, in their digits', () => {
    expect(reportPeriodLabel('2026-11-25', 'en')).toBe('25-11-2026');
    expect(reportPeriodLabel('2026-11', 'en')).toBe('11-2026');
    expect(reportPeriodLabel('2026', 'mm')).toBe('၂၀၂၆');
    expect(reportPeriodLabel('2026-01-01..2026-02-01', 'en')).toBe('01-01-2026 – 01-02-2026');
  });
});
