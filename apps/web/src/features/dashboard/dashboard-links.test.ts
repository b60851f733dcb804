import { roleDefinitions, type AccessUser, type RoleSlug } from '@waypost/domain';
import { describe, expect, it } from 'vitest';
import { reportQueryFrom } from '@/features/reports/report-url';
import { dashboardLinks, stuckDaysFrom, stuckListQueryFrom } from './dashboard-links';

function userWithRole(slug: RoleSlug, branch = true): AccessUser {
  const { level, permissions } = roleDefinitions[slug];
  return { role: { slug, level, permissions }, branch: branch ? { id: 1, international_mail: true } : null };
}

const today = { from: '2026-11-25', to: '2026-11-25' };
const month = { from: '2026-11-01', to: '2026-11-25' };

describe('dashboard links', () => {
  const owner = dashboardLinks(userWithRole('owner'), 'branch');

  it('opens the report behind a figure, for every branch the dashboard covers', () => {
    expect(owner.accepted(today)).toBe('/report/accepted?period=daily&from=2026-11-25&to=2026-11-25&scope=all_branch');
    expect(owner.revenue(month)).toBe('/report/accepted?period=daily&from=2026-11-01&to=2026-11-25&scope=all_branch');
    // The emo report counts EMO money orders (issue 28 §3), not the COD collected: no report to open.
    expect(owner.codCollected(today)).toBeNull();
    expect(owner.returned(month)).toBe(
      '/report/online_return?period=daily&from=2026-11-01&to=2026-11-25&scope=all_branch',
    );
    // The report screen reads back exactly the span and scope of the figure.
    const url = new URL(owner.accepted(month)!, 'http://waypost.test');
    const { query, valid } = reportQueryFrom('accepted', url.searchParams, { now: new Date(), headOffice: false });
    expect(valid).toBe(true);
    expect(query).toMatchObject({ period: 'daily', from: month.from, to: month.to, scope: 'all_branch' });
  });

  it('opens a league branch’s own report, the stuck list, and the money behind the COD outstanding', () => {
    expect(owner.branch(month, 7)).toBe(
      '/report/accepted?period=daily&from=2026-11-01&to=2026-11-25&scope=branch&branch_id=7',
    );
    expect(owner.stuck(5)).toBe('/dashboard/stuck?days=5');
    expect(owner.codOutstanding()).toBe('/cod/process');
    expect(owner.delivered()).toBe('/label/delivered?side=receiver');
    const accountant = dashboardLinks(userWithRole('accountant', false), 'officer');
    expect(accountant.codOutstanding()).toBe('/ledger/trial-balance');
    expect(accountant.delivered()).toBeNull();
  });

  it('leaves a number unlinked when the user may not open the list behind it', () => {
    // Someone with the dashboard and reports but no money screens; someone with the dashboard alone.
    const reader = (permissions: string[]): AccessUser => ({
      role: { slug: 'owner', level: 20, permissions },
      branch: { id: 1, international_mail: true },
    });
    expect(dashboardLinks(reader(['dashboard-view', 'report.view']), 'officer').codOutstanding()).toBeNull();
    const noReports = dashboardLinks(reader(['dashboard-view']), 'branch');
    expect(noReports.accepted(today)).toBeNull();
    expect(noReports.delivered()).toBeNull();
    expect(noReports.stuck(3)).toBe('/dashboard/stuck?days=3');
  });
});

describe('dashboard URLs', () => {
  it('reads the stuck days, falling back to the default', () => {
    expect(stuckDaysFrom(new URLSearchParams('stuck_days=7'))).toBe(7);
    expect(stuckDaysFrom(new URLSearchParams('stuck_days=0'))).toBe(3);
    expect(stuckDaysFrom(new URLSearchParams())).toBe(3);
  });

  it('reads the stuck list’s days and page, each falling back on its own', () => {
    expect(stuckListQueryFrom(new URLSearchParams('days=10&page=4'))).toEqual({ days: 10, page: 4 });
    expect(stuckListQueryFrom(new URLSearchParams('days=x&page=4'))).toEqual({ days: 3, page: 4 });
    expect(stuckListQueryFrom(new URLSearchParams('days=2&page=999'))).toEqual({ days: 2, page: 1 });
  });
});
