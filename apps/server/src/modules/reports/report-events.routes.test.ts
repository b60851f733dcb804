import { defaultRateTable, type LabelDetail } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createMerchant } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';
import { compactLabelRollups } from './label-rollups.js';
import { repairLabelRollups } from './repair-label-rollups.js';

type Step =
  | { kind: 'book'; cod: boolean; sms: boolean }
  | { kind: 'act'; pick: number; choice: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'later'; hours: number }
  | { kind: 'compact' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('book' as const), cod: fc.boolean(), sms: fc.boolean() }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('act' as const), pick: fc.nat(), choice: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('later' as const), hours: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'compact' as const }) },
);

// The labels' accepted and returned moments are kept by the status changes themselves (next, return, rollback, delete
// of a step): after any walk through the real API they must agree with each label's history, and the rollups with
// the labels — what `npm run rollups:repair` checks.
describe.each(databaseKinds)('report events kept by status changes on %s', (kind) => {
  const getApp = useTestApp(kind);
  let companyId: number;
  let branchId: number;
  let merchantId: number;
  let supervisor: string;
  let token: string;
  const labelIds: number[] = [];

  beforeAll(async () => {
    const { db } = getApp();
    const company = await createCompany(db, defaultRateTable);
    companyId = company.companyId;
    branchId = company.branchId;
    merchantId = (await createMerchant(db, { companyId, homeBranchId: branchId })).id;
    // The supervisor accepts, delivers, returns, rolls back and deletes steps: labels booked to the branch itself.
    supervisor = company.userNames.supervisor;
    token = await signIn(getApp(), supervisor);
  });

  const detail = async (id: number): Promise<LabelDetail> => {
    const response = await getApp().request('GET', `/api/label/${id}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as LabelDetail;
  };

  async function apply(change: Step): Promise<void> {
    const app = getApp();
    const picked = (pick: number) => (labelIds.length ? labelIds[pick % labelIds.length]! : undefined);
    switch (change.kind) {
      case 'book': {
        const booked = await app.request('POST', '/api/label', {
          token,
          body: sampleLabel(branchId, {
            destination_township: 'MMR013016',
            ...(change.cod ? { accept_type: 'cod', cod_amount: 25_000, merchant_id: merchantId } : {}),
            ...(change.sms ? { services: ['sms'] } : {}),
          }),
        });
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
        labelIds.push(booked.body.data.id as number);
        return;
      }
      case 'act': {
        const id = picked(change.pick);
        if (id === undefined) return;
        const label = await detail(id);
        const choices = label.allowed_actions.filter((action) => !action.needs_branch);
        const chosen = choices[change.choice % Math.max(choices.length, 1)];
        if (!chosen) return;
        const moved = await app.request('POST', `/api/label/${id}/status`, {
          token,
          body: {
            action: chosen.action,
            expected_status: label.status,
            // A counter hand-over names who collected the parcel, as its dialog does.
            ...(chosen.action === 'hand_over' ? { receiver_name: 'Ma Hla' } : {}),
          },
        });
        // A step the money side refuses (a COD label whose cash has moved on) is a 409; anything else must go.
        expect([200, 409], JSON.stringify(moved.body)).toContain(moved.status);
        return;
      }
      case 'delete': {
        const id = picked(change.pick);
        if (id === undefined) return;
        const newest = (await detail(id)).transactions.find((transaction) => transaction.deletable);
        if (!newest) return;
        const deleted = await app.request('DELETE', `/api/label/${id}/transactions/${newest.id}`, { token });
        expect([200, 409], JSON.stringify(deleted.body)).toContain(deleted.status);
        return;
      }
      case 'later':
        app.clock.advance(change.hours * 3_600_000);
        // A new day at the counter: the session may have expired meanwhile.
        token = await signIn(app, supervisor);
        return;
      case 'compact':
        await compactLabelRollups({ db: app.db });
        return;
    }
  }

  it('keeps every label’s events as its history says, and the rollups equal to the labels, after any walk', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        for (const change of steps) await apply(change);
        const report = await repairLabelRollups({ db: getApp().db, companyId, check: true });
        expect(report).toMatchObject({ eventTimesDiffering: 0, keysDiffering: 0 });
      }),
      { numRuns: kind === 'pglite' ? 12 : 15 },
    );
    // The walks reached every event somewhere.
    const [reached] = (
      (await getApp().db.execute(sql`
        select count(*) filter (where accepted_at is not null)::int as accepted,
          count(*) filter (where delivered_at is not null)::int as delivered,
          count(*) filter (where returned_at is not null)::int as returned
        from labels where company_id = ${companyId}`)) as unknown as {
        rows: { accepted: number; delivered: number; returned: number }[];
      }
    ).rows;
    expect(Number(reached!.accepted)).toBeGreaterThan(0);
  });
});
