import { Writable } from 'node:stream';
import { defaultRateTable, ledgerAccounts } from '@waypost/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { codClearanceLines, labelCod, ledgerAccounts as accountRows, postings } from '../../db/schema/index.js';
import { codFlow } from '../../test/cod-flow.js';
import { createCompany, createMerchant, unique } from '../../test/fixtures.js';
import { sampleLabel } from '../../test/sample-label.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** What the random walk does, a few at a time and at once (money design §7, acceptance test 14). */
const operations = ['book', 'deliver', 'return', 'rollback', 'remit', 'issue', 'complete', 'void', 'pay'] as const;
type Operation = (typeof operations)[number];
/** Drawn more often, so that money gets far enough to be remitted, claimed and paid out in most runs. */
const weighted: readonly Operation[] = [...operations, 'deliver', 'deliver', 'remit', 'issue', 'complete'];

/**
 * Random concurrent interleavings of booking, delivery, rollback, return, remittance, issue, payout, void and credit
 * payment over real HTTP on PostgreSQL (PGlite has one connection and would serialise everything) keep the books
 * whole: every balance is the sum of its postings, they sum to zero, every bound holds, a label is in at most one
 * open batch, and each merchant is owed exactly the A of its collected, uncleared labels. Requests may be refused
 * (a label moved meanwhile: 409, 422) but never fail (5xx).
 */
describe.each(databaseKinds)('the money books under concurrency on %s', (kind) => {
  // The server's error log, shown with a failing request (what went wrong, not just that it did).
  const errors: string[] = [];
  const errorLog = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errors.push(String(chunk));
      done();
    },
  });
  const getApp = useTestApp(
    kind,
    { clearanceApprovalThreshold: 100_000_000, loginMaxFailuresPerIp: 10_000 },
    { logger: { level: 'error', stream: errorLog } },
  );
  let app: TestApp;
  let world: Awaited<ReturnType<typeof createCompany>>;
  let tokens: Record<'staff' | 'supervisor' | 'accountant' | 'financeManager', string>;
  let flow: ReturnType<typeof codFlow>;

  beforeAll(async () => {
    app = getApp();
    world = await createCompany(app.db, { ...defaultRateTable, discount_share_without_permission: 100 });
    const [staff, supervisor, accountant, financeManager] = await Promise.all(
      (['staff', 'supervisor', 'accountant', 'financeManager'] as const).map((who) =>
        signIn(app, world.userNames[who]),
      ),
    );
    tokens = { staff: staff!, supervisor: supervisor!, accountant: accountant!, financeManager: financeManager! };
    await app.request('POST', '/api/reauth', { token: tokens.financeManager, body: { password: demoPassword } });
    flow = codFlow(app, world.branchId);
  });

  /** Runs one operation against whatever the database holds now; returns the statuses of its requests. */
  async function run(operation: Operation, merchantId: number, pick: number): Promise<number[]> {
    const rows = await app.db.select().from(labelCod).where(eq(labelCod.merchantId, merchantId));
    const choose = <T>(items: T[]) => (items.length ? items[pick % items.length] : undefined);
    const statuses: number[] = [];
    const send = async (method: string, url: string, token: string, body?: unknown, key = true) => {
      const response = await app.request(method, url, {
        token,
        ...(body === undefined ? {} : { body }),
        headers: key ? { 'idempotency-key': unique('key') } : {},
      });
      statuses.push(response.status);
      return response;
    };
    switch (operation) {
      case 'book': {
        const purchase = (['sender_pay', 'receiver_pay', 'from_cod', 'credit'] as const)[pick % 4];
        await send(
          'POST',
          '/api/label',
          tokens.staff,
          sampleLabel(world.branchId, {
            accept_type: 'cod',
            purchase_type: purchase,
            cod_amount: 10_000 + (pick % 50) * 1_000,
            merchant_id: merchantId,
            destination_township: 'MMR013016',
            weight: 1,
          }),
          false,
        );
        break;
      }
      case 'deliver':
      case 'return': {
        const label = choose(rows.filter((row) => row.state === 'ongoing'));
        if (!label) break;
        const next = async (action: string) =>
          await flow.act(tokens.staff, label.labelId, action).then((response) => statuses.push(response.status));
        await next('next');
        await next('next');
        if (operation === 'deliver') await next('next');
        else for (const action of ['return', 'next', 'next']) await next(action);
        break;
      }
      case 'rollback': {
        const label = choose(rows.filter((row) => row.state === 'process' || row.state === 'cancel'));
        if (label) statuses.push((await flow.act(tokens.supervisor, label.labelId, 'rollback')).status);
        break;
      }
      case 'remit': {
        const collected = rows.filter((row) => row.state === 'process');
        if (!collected.length) break;
        const chosen = collected.slice(0, 1 + (pick % collected.length));
        const expected = chosen.reduce((sum, row) => sum + row.codCharge, 0);
        await send('POST', '/api/cod/remittances', tokens.accountant, {
          branch_id: world.branchId,
          amount: Math.max(1, expected + ((pick % 3) - 1) * 500),
          bank_ref: unique('REMIT'),
          label_ids: chosen.map((row) => row.labelId),
        });
        break;
      }
      case 'issue': {
        const claimable = rows.filter(
          (row) => (row.state === 'ready_to_clearance' || row.state === 'cancel') && row.clearanceId === null,
        );
        if (!claimable.length) break;
        await send('POST', '/api/cod-clearance', tokens.accountant, {
          merchant_id: merchantId,
          label_ids: claimable.slice(0, 1 + (pick % claimable.length)).map((row) => row.labelId),
        });
        break;
      }
      case 'complete':
      case 'void': {
        const batchId = choose([...new Set(rows.map((row) => row.clearanceId).filter((id) => id !== null))]);
        if (batchId === undefined) break;
        if (operation === 'complete') {
          await send('POST', `/api/cod-clearance/${batchId}/complete`, tokens.financeManager, {
            transfer_date: '2026-11-25',
            bank_ref: unique('OUT'),
          });
        } else {
          await send('POST', `/api/cod-clearance/${batchId}/void`, tokens.financeManager, undefined, false);
        }
        break;
      }
      case 'pay':
        await send('POST', `/api/credit/${merchantId}/payments`, tokens.accountant, {
          amount: 1_000 + (pick % 10) * 500,
          bank_ref: unique('PAY'),
        });
        break;
    }
    return statuses;
  }

  async function checkBooks(merchantId: number) {
    // Every kept balance is the sum of its postings, within its bounds, and all of them sum to zero — read in one
    // statement, so one snapshot (other test files post at the same time).
    const { rows } = (await app.db.execute(sql`
      select
        (select count(*)::int from ${accountRows} a
           left join (select account_id, sum(amount) as total from ${postings} group by account_id) p
             on p.account_id = a.id
           where a.balance <> coalesce(p.total, 0)) as drifted,
        (select count(*)::int from ${accountRows} a
           where (a.min_balance is not null and a.balance < a.min_balance)
              or (a.max_balance is not null and a.balance > a.max_balance)) as out_of_bounds,
        (select coalesce(sum(balance), 0)::text from ${accountRows}) as total`)) as unknown as {
      rows: { drifted: number; out_of_bounds: number; total: string }[];
    };
    expect(rows[0]).toEqual({ drifted: 0, out_of_bounds: 0, total: '0' });
    // A label is in at most one open batch.
    const open = await app.db
      .select({ labelId: codClearanceLines.labelId, count: sql<number>`count(*)::int` })
      .from(codClearanceLines)
      .where(eq(codClearanceLines.released, false))
      .groupBy(codClearanceLines.labelId);
    expect(open.filter((row) => row.count > 1)).toEqual([]);
    // The merchant is owed exactly the A of its collected labels not yet in a batch.
    const [uncleared] = await app.db
      .select({ total: sql<string>`coalesce(sum(${labelCod.codAmount}), 0)` })
      .from(labelCod)
      .where(
        and(
          eq(labelCod.merchantId, merchantId),
          isNotNull(labelCod.collectedAt),
          inArray(labelCod.state, ['process', 'ready_to_clearance']),
        ),
      );
    const [payable] = await app.db
      .select({ balance: accountRows.balance })
      .from(accountRows)
      .where(eq(accountRows.id, ledgerAccounts.merchantCodPayable(merchantId)));
    expect(payable?.balance ?? 0).toBe(0 - Number(uncleared!.total));
  }

  it.skipIf(kind === 'pglite')(
    'keeps every entry balanced, every bound, Σ balances = 0, each label in ≤ 1 open batch',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(fc.tuple(fc.constantFrom(...weighted), fc.nat(1_000)), { minLength: 1, maxLength: 4 }), {
            minLength: 16,
            maxLength: 28,
          }),
          async (rounds) => {
            const merchant = await createMerchant(app.db, {
              companyId: world.companyId,
              homeBranchId: world.branchId,
              creditLimit: 40_000,
            });
            for (let index = 0; index < 4; index += 1) await run('book', merchant.id, index);
            for (const round of rounds) {
              const statuses = (
                await Promise.all(round.map(([operation, pick]) => run(operation, merchant.id, pick)))
              ).flat();
              expect(
                statuses.filter((status) => status >= 500),
                errors.join('\n'),
              ).toEqual([]);
            }
            await checkBooks(merchant.id);
          },
        ),
        { numRuns: Number(process.env.MONEY_PROPERTY_RUNS ?? 8) },
      );
    },
    // Alone it takes about 6 s; in CI it shares 2 cores with the e2e run and the other API files and has taken
    // 120 s: its rounds are concurrent transactions that wait for each other's row locks, so CPU contention
    // multiplies its time. Its work is fixed (8 runs), so a wider time limit keeps it from failing on a slow machine.
    300_000,
  );
});
