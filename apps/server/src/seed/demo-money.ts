import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import { actorOfUser } from '../modules/auth/actor-of-user.js';
import { approveClearance } from '../modules/clearance/approve-clearance.js';
import { completeClearance } from '../modules/clearance/complete-clearance.js';
import { issueClearance } from '../modules/clearance/issue-clearance.js';
import { voidClearance } from '../modules/clearance/void-clearance.js';
import { confirmRemittance } from '../modules/cod/confirm-remittance.js';
import { recordCreditPayment } from '../modules/credit/record-credit-payment.js';
import type { Actor } from '../plugins/request-context.js';
import type { Database } from '../db/client.js';
import { branches, labelCod, merchants, users } from '../db/schema/index.js';
import { demoMerchants } from './demo-data.js';

/** A demo account acting through the real use cases, as if signed in with the password just typed again. */
export async function actorFor(db: Database, userName: string): Promise<Actor> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return (await actorOfUser(db, user!.id, { client: 'demo data', recentlyReauthenticated: true }))!;
}

const key = (name: string) => `demo-${name}`;

async function codRows(db: Database, where: Parameters<typeof and>) {
  return db
    .select()
    .from(labelCod)
    .where(and(...where))
    .orderBy(asc(labelCod.labelId));
}

/**
 * The money side of the demo labels, moved on the way finance would (issue 11): most branches' collected COD found
 * in the bank (Mandalay's 1,000 Ks short, into its suspense account; Nay Pyi Taw's still waiting), and for the
 * existing merchant a paid-out batch, a pending one and a shipping-credit payment; for the new merchant a batch
 * voided and its labels claimable again — so every COD state and every screen of the money side shows something.
 * Runs the real use cases in the seed's transaction; their audit rows say "demo data".
 */
export async function seedDemoMoney({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  // One after the other: `db` is the seed's transaction, one connection, and node-postgres deprecates (pg 9 refuses)
  // a query sent while another runs on the same client.
  const accountant = await actorFor(db, 'accountant');
  const financeManager = await actorFor(db, 'finance-manager');
  const financeManager2 = await actorFor(db, 'finance-manager-2');
  const branchIds = new Map(
    (await db.select({ id: branches.id, code: branches.code }).from(branches)).map((row) => [row.code, row.id]),
  );
  const remitted: [string, number][] = [
    ['YGN', 0],
    ['MDY', -1_000],
  ];
  for (const [code, difference] of remitted) {
    const branchId = branchIds.get(code)!;
    const collected = await codRows(db, [eq(labelCod.collectBranchId, branchId), eq(labelCod.state, 'process')]);
    // The newest two are still in the branch's till.
    const banked = collected.slice(0, Math.max(0, collected.length - 2));
    if (banked.length === 0) continue;
    const amount = banked.reduce((sum, row) => sum + row.codCharge, 0) + difference;
    await confirmRemittance({
      db,
      clock,
      actor: accountant!,
      request: {
        branch_id: branchId,
        amount,
        bank_ref: `DEMO-${code}-0001`,
        label_ids: banked.map((row) => row.labelId),
      },
      idempotencyKey: key(`remit-${code}`),
    });
  }

  const merchantId = async (name: string) =>
    (await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.name, name)))[0]!.id;
  const claimable = (id: number) =>
    codRows(db, [
      eq(labelCod.merchantId, id),
      inArray(labelCod.state, ['ready_to_clearance', 'cancel']),
      isNull(labelCod.clearanceId),
    ]);

  // The existing merchant: its oldest claimable COD paid out, the next pending, the rest ready; credit paid in part.
  const shwe = await merchantId(demoMerchants.shwe.name);
  const shweReady = await claimable(shwe);
  const third = Math.ceil(shweReady.length / 3);
  if (third > 0) {
    const paid = await issueClearance({
      db,
      clock,
      config: { clearanceApprovalThreshold: Number.MAX_SAFE_INTEGER },
      actor: accountant!,
      request: { merchant_id: shwe, label_ids: shweReady.slice(0, third).map((row) => row.labelId) },
      idempotencyKey: key('clearance-shwe-1'),
    });
    if (paid.body.data.needs_approval)
      await approveClearance({ db, clock, actor: financeManager2!, id: paid.body.data.id });
    await completeClearance({
      db,
      clock,
      actor: financeManager!,
      id: paid.body.data.id,
      request: { transfer_date: paid.body.data.issue_date, bank_ref: 'DEMO-PAYOUT-0001' },
      idempotencyKey: key('complete-shwe-1'),
    });
    const rest = shweReady.slice(third, 2 * third);
    if (rest.length > 0) {
      await issueClearance({
        db,
        clock,
        config: { clearanceApprovalThreshold: Number.MAX_SAFE_INTEGER },
        actor: accountant!,
        request: { merchant_id: shwe, label_ids: rest.map((row) => row.labelId) },
        idempotencyKey: key('clearance-shwe-2'),
      });
    }
  }
  await recordCreditPayment({
    db,
    clock,
    actor: accountant!,
    merchantId: shwe,
    request: { amount: 20_000, bank_ref: 'DEMO-CREDIT-0001' },
    idempotencyKey: key('credit-shwe-1'),
  });

  // The new merchant: a batch issued by mistake and voided; its labels wait for the next one.
  const mya = await merchantId(demoMerchants.mya.name);
  const myaReady = await claimable(mya);
  if (myaReady.length > 0) {
    const mistaken = await issueClearance({
      db,
      clock,
      config: { clearanceApprovalThreshold: Number.MAX_SAFE_INTEGER },
      actor: accountant!,
      request: { merchant_id: mya, label_ids: myaReady.map((row) => row.labelId) },
      idempotencyKey: key('clearance-mya-1'),
    });
    await voidClearance({ db, clock, actor: financeManager!, id: mistaken.body.data.id });
  }
}
