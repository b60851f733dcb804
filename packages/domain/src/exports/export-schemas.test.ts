import { describe, expect, it } from 'vitest';
import { exportRequest, shippingReportParams } from './export-schemas.js';

function issuesOf(input: Record<string, unknown>) {
  const parsed = shippingReportParams.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('the shipping report’s period', () => {
  it('takes a period of up to a year, for the user’s branch by default', () => {
    expect(shippingReportParams.parse({ from: '2025-01-01', to: '2025-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      scope: 'branch',
    });
    expect(issuesOf({ from: '2026-11-25', to: '2026-11-25' })).toEqual([]);
  });

  it('refuses a period that ends before it starts, or one longer than a year', () => {
    expect(issuesOf({ from: '2026-11-25', to: '2026-11-24' })).toEqual(['to:report.periodOrder']);
    expect(issuesOf({ from: '2024-01-01', to: '2025-01-01' })).toEqual(['to:report.periodTooLong']);
  });
});

describe('an export request', () => {
  it('gives each kind its default format', () => {
    const report = exportRequest.parse({ kind: 'report', params: {} });
    expect(report.format).toBe('xlsx');
    const shipping = exportRequest.parse({
      kind: 'shipping_report',
      params: { from: '2026-11-01', to: '2026-11-25' },
    });
    expect(shipping.format).toBe('csv');
  });

  it('checks the parameters of the kind asked for', () => {
    const parsed = exportRequest.safeParse({
      kind: 'shipping_report',
      params: { from: '2026-11-25', to: '2026-11-01' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['params.to']);
  });
});
