import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankStatementMatches, journalEntries } from '../../db/schema/index.js';
import { bankWorld, importStatement, kbzDate, statementCsv } from '../../test/bank-statement-flow.js';
import { postedKeys } from '../../test/cod-flow.js';
import { unique } from '../../test/fixtures.js';
import { signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

// Races need real connections: PGlite has one and would serialise them, hiding the bugs these tests look for.
describe.runIf(postgresAvailable)('the bank statement under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres', { clearanceApprovalThreshold: 100_000_000 });
  let app: TestApp;
  let w: Awaited<ReturnType<typeof bankWorld>>;
  let secondClerk: string;

  beforeAll(async () => {
    app = getApp();
    w = await bankWorld(app, { remittances: 1, payouts: 0, deposits: 0 });
    secondClerk = await signIn(app, w.world.userNames.financeManager);
  }, 120_000);

  const linesOf = async (statementId: number) =>
    (await app.request('GET', `/api/bank-statement/${statementId}/lines`, { token: w.accountant })).body.data as {
      id: number;
    }[];

  it('two people matching one remittance to two lines at once: one wins, the other is told it is taken', async () => {
    const [remittance] = w.remittances;
    const day = kbzDate(w.today);
    const imported = await importStatement(
      app,
      w.accountant,
      statementCsv([
        [day, `Remit A ${w.tag}`, '', '', String(remittance!.amount), ''],
        [day, `Remit B ${w.tag}`, '', '', String(remittance!.amount), ''],
      ]),
      { bank: 'KBZ' },
    );
    const [a, b] = await linesOf(imported.body.id);
    const body = { kind: 'remittance', target_id: remittance!.id };
    const answers = await Promise.all([
      app.request('POST', `/api/bank-statement/lines/${a!.id}/match`, { token: w.accountant, body }),
      app.request('POST', `/api/bank-statement/lines/${b!.id}/match`, { token: secondClerk, body }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const matches = await app.db
      .select()
      .from(bankStatementMatches)
      .where(eq(bankStatementMatches.targetId, remittance!.id));
    expect(matches.filter((row) => row.kind === 'remittance')).toHaveLength(1);
  });

  it('ten fee postings of one line at once (two people, different keys): one posting, the others 409', async () => {
    const imported = await importStatement(
      app,
      w.accountant,
      statementCsv([[kbzDate(w.today), `Race charge ${w.tag}`, '', '300', '', '']]),
      { bank: 'KBZ' },
    );
    const [line] = await linesOf(imported.body.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        app.request('POST', `/api/bank-statement/lines/${line!.id}/fee`, {
          token: index % 2 === 0 ? w.accountant : secondClerk,
          headers: { 'idempotency-key': unique('race-fee') },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await postedKeys(app.db, [`bank-fee:${line!.id}`])).toEqual([`bank-fee:${line!.id}`]);
    const entries = await app.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.naturalKey, `bank-fee:${line!.id}`));
    expect(entries).toHaveLength(1);
  });

  it('the same statement imported twice at once: every line once', async () => {
    const day = kbzDate(w.today);
    const rows = Array.from({ length: 30 }, (_, index) => [
      day,
      `Parallel ${w.tag} ${index}`,
      '',
      '',
      String(100 + index),
      '',
    ]);
    const answers = await Promise.all([
      importStatement(app, w.accountant, statementCsv(rows), { bank: 'KBZ' }),
      importStatement(app, secondClerk, statementCsv(rows), { bank: 'KBZ' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.lines as number), 0)).toBe(30);
    expect(answers.reduce((sum, answer) => sum + (answer.body.duplicates_skipped as number), 0)).toBe(30);
  });
});
