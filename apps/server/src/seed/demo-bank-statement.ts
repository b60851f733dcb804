import { yangonDay } from '@waypost/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import type { Database } from '../db/client.js';
import { codClearances, codRemittances } from '../db/schema/index.js';
import { importBankStatement } from '../modules/bank-statements/import-bank-statement.js';
import { confirmExactMatches } from '../modules/bank-statements/match-bank-line.js';
import { postBankFee } from '../modules/bank-statements/post-bank-fee.js';
import { bankStatementsRepository } from '../modules/bank-statements/bank-statements.repository.js';
import { actorFor } from './demo-money.js';

const kbzDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The bank statement of issue 28 §5 as finance finds it on a first start: a KBZ statement imported by the accountant
 * (its mapping saved for KBZ), its lines for the demo's remittances and paid-out batch matched (the exact suggestions
 * confirmed in one action), the bank's service charge posted as an expense, and two lines nobody has placed yet — one
 * of them twelve days old. Runs the real use cases after the demo money (seedDemoMoney), in the seed's transaction.
 */
export async function seedDemoBankStatement({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const accountant = await actorFor(db, 'accountant');
  const remittances = await db
    .select({ amount: codRemittances.amount, bankRef: codRemittances.bankRef, at: codRemittances.createdAt })
    .from(codRemittances)
    .where(eq(codRemittances.companyId, accountant.companyId))
    .orderBy(asc(codRemittances.id));
  const payouts = await db
    .select({ amount: codClearances.amount, bankRef: codClearances.bankRef, day: codClearances.transferDate })
    .from(codClearances)
    .where(
      and(
        eq(codClearances.companyId, accountant.companyId),
        eq(codClearances.status, 'complete'),
        gt(codClearances.amount, 0),
      ),
    )
    .orderBy(asc(codClearances.id));
  const today = yangonDay(clock.now());
  const rows: string[][] = [
    ...remittances.map((row) => [
      kbzDate(yangonDay(row.at)),
      'COD remittance',
      row.bankRef,
      '',
      String(row.amount),
      '',
    ]),
    ...payouts.map((row) => [
      kbzDate(row.day ?? today),
      `Transfer ${row.bankRef ?? ''}`,
      '',
      String(row.amount),
      '',
      '',
    ]),
    [kbzDate(today), 'Monthly service charge', '', '1,500.00', '', ''],
    [kbzDate(daysBefore(today, 12)), 'Cash deposit - no slip', 'CDM-88812', '', '35,000.00', ''],
    [kbzDate(today), 'Cheque 004512', '004512', '18,000.00', '', ''],
  ];
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const header = ['Transaction Date', 'Description', 'Reference No', 'Withdrawal', 'Deposit', 'Balance'];
  const csv = [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');
  const imported = await importBankStatement({
    db,
    clock,
    actor: accountant,
    fields: { bank: 'KBZ' },
    bytes: new TextEncoder().encode(csv),
    locale: 'en',
    idempotencyKey: 'demo-bank-statement-import',
  });
  if (imported.status !== 201) return;
  const statementId = (imported.body as { id: number }).id;
  await confirmExactMatches({ db, clock, actor: accountant, statementId });
  const lines = await bankStatementsRepository.listLines(db, statementId, 'unmatched');
  const charge = lines.find((line) => line.description === 'Monthly service charge');
  if (charge) {
    await postBankFee({
      db,
      clock,
      actor: accountant,
      lineId: charge.id,
      locale: 'en',
      idempotencyKey: 'demo-bank-statement-fee',
    });
  }
}
