import { expenseFields, yangonDay } from '@waypost/domain';
import type { Clock } from '../lib/clock.js';
import { decideExpense } from '../modules/expenses/decide-expense.js';
import { recordExpense } from '../modules/expenses/record-expense.js';
import type { Database } from '../db/client.js';
import { actorFor } from './demo-money.js';
import { bookDemoWalkIns } from './demo-till-sales.js';
import { eq } from 'drizzle-orm';
import { branches } from '../db/schema/index.js';

const day = 86_400_000;

/**
 * Three expense records at YGN (issue 12) through the real use cases: fuel waiting for a decision, packaging the
 * supervisor approved, and office supplies the supervisor recorded himself — which `manager` may decide and he may not.
 */
export async function seedDemoExpenses({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const staff = await actorFor(db, 'staff');
  const supervisor = await actorFor(db, 'supervisor');
  const now = clock.now();
  const record = (actor: typeof staff, daysAgo: number, fields: Record<string, string>) =>
    recordExpense({
      db,
      clock,
      actor,
      submission: {
        fields: expenseFields.parse({ spent_on: yangonDay(new Date(now.getTime() - daysAgo * day)), ...fields }),
        attachment: undefined,
      },
    });
  // The till pays an approved expense (issue 28 §4): the day's walk-in fees are the cash it pays the boxes from.
  const [mdy] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, 'MDY'));
  await bookDemoWalkIns({ db, clock, actor: staff, deliverBranchId: mdy!.id, count: 3 });
  await record(staff, 1, { category: 'fuel', amount: '18,000', note: 'Diesel for the delivery van' });
  const packaging = await record(staff, 3, { category: 'packaging', amount: '7,500', note: 'Boxes and tape' });
  await decideExpense({ db, clock, actor: supervisor, expenseId: packaging.data.id, decision: { status: 'approved' } });
  await record(supervisor, 0, { category: 'office_supplies', amount: '4,200', note: 'Printer paper' });
}
