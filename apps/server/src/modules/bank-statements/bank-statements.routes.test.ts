import { ledgerAccounts } from '@waypost/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import {
  bankWorld,
  daysBefore,
  importStatement,
  kbzDate,
  bankTestRates,
  statementCsv,
  statementXlsx,
} from '../../test/bank-statement-flow.js';
import { balanceOf, entryLines } from '../../test/cod-flow.js';
import { createCompany, unique } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

type World = Awaited<ReturnType<typeof bankWorld>>;

describe.each(databaseKinds)('bank statement on %s', (kind) => {
  const getApp = useTestApp(kind, { clearanceApprovalThreshold: 100_000_000, loginMaxFailuresPerIp: 10_000 });
  let app: TestApp;
  let w: World;

  beforeAll(async () => {
    app = getApp();
    w = await bankWorld(app, { remittances: 5, payouts: 4, deposits: 4 });
  }, 120_000);

  const lines = (token: string, statementId: number, state?: string) =>
    app.request('GET', `/api/bank-statement/${statementId}/lines${state ? `?state=${state}` : ''}`, { token });
  const match = (token: string, lineId: number, body: unknown) =>
    app.request('POST', `/api/bank-statement/lines/${lineId}/match`, { token, body });
  const fee = (token: string, lineId: number, key = unique('fee-key')) =>
    app.request('POST', `/api/bank-statement/lines/${lineId}/fee`, { token, headers: { 'idempotency-key': key } });

  /**
   * The acceptance statement: 9 remittances in (7 naming their bank ref, 2 not), 4 deposits in, 4 payouts out (with
   * refs), one bank charge, and two lines nobody can place — one of them ten days old.
   */
  function acceptanceRows() {
    const day = kbzDate(w.today);
    const rows: string[][] = [];
    w.remittances.forEach((remittance, index) =>
      rows.push([
        day,
        `COD remittance YGN`,
        index < 7 ? remittance.bankRef : '',
        '',
        remittance.amount.toLocaleString('en'),
        '',
      ]),
    );
    for (const deposit of w.deposits) rows.push([day, 'Cash deposit', '', '', `${deposit.amount}.00`, '']);
    for (const payout of w.payouts)
      rows.push([day, `Transfer to merchant ${payout.bankRef}`, '', String(payout.amount), '', '']);
    rows.push([day, 'SMS and service charge', '', '500', '', '']);
    rows.push([kbzDate(daysBefore(w.today, 10)), 'Unknown transfer in', 'XYZ-9', '', '777', '']);
    rows.push([day, 'Unknown withdrawal', '', '12,345', '', '']);
    return rows;
  }

  it('imports 20 lines, matches 17 (exact ones in one action, the rest by suggestion), posts one fee; re-import adds nothing', async () => {
    const rows = acceptanceRows();
    expect(rows).toHaveLength(20);
    const imported = await importStatement(app, w.accountant, statementCsv(rows), { bank: 'kbz' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toEqual({ id: expect.any(Number), lines: 20, duplicates_skipped: 0 });
    const id = imported.body.id as number;

    const before = await lines(w.accountant, id, 'unmatched');
    expect(before.status).toBe(200);
    expect(before.body.data).toHaveLength(20);
    const first = before.body.data[0];
    expect(first).toMatchObject({ direction: 'credit', amount: w.remittances[0]!.amount, age_days: 0 });
    expect(first.suggestions[0]).toMatchObject({
      kind: 'remittance',
      id: w.remittances[0]!.id,
      exact: true,
      reference_found: true,
    });

    const exact = await app.request('POST', `/api/bank-statement/${id}/confirm-exact`, { token: w.accountant });
    expect(exact.status).toBe(200);
    // 7 remittances with their ref, 4 payouts named in the description.
    expect(exact.body).toEqual({ matched: 11 });

    const open = (await lines(w.accountant, id, 'unmatched')).body.data as {
      id: number;
      description: string;
      suggestions: { kind: string; id: number }[];
    }[];
    for (const line of open.filter((line) => line.suggestions.length > 0)) {
      const [best] = line.suggestions;
      const matched = await match(w.accountant, line.id, { kind: best!.kind, target_id: best!.id });
      expect(matched.status, JSON.stringify(matched.body)).toBe(200);
      expect(matched.body.data).toMatchObject({
        state: 'matched',
        age_days: null,
        match: { kind: best!.kind, target_id: best!.id },
      });
    }

    const charge = open.find((line) => line.description === 'SMS and service charge')!;
    const bankBefore = await balanceOf(app.db, ledgerAccounts.bank(w.world.companyId));
    const posted = await fee(w.accountant, charge.id);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data).toMatchObject({ state: 'fee', amount: 500 });
    expect(await entryLines(app.db, `bank-fee:${charge.id}`)).toEqual({
      [ledgerAccounts.expense('bank_charge', w.world.branchId)]: 500,
      [ledgerAccounts.bank(w.world.companyId)]: -500,
    });
    expect(await balanceOf(app.db, ledgerAccounts.bank(w.world.companyId))).toBe(bankBefore - 500);

    expect((await lines(w.accountant, id, 'matched')).body.data).toHaveLength(17);
    expect((await lines(w.accountant, id, 'fee')).body.data).toHaveLength(1);
    const left = (await lines(w.accountant, id, 'unmatched')).body.data;
    expect(left.map((line: { description: string; age_days: number }) => [line.description, line.age_days])).toEqual([
      ['Unknown transfer in', 10],
      ['Unknown withdrawal', 0],
    ]);
    expect((await lines(w.accountant, id)).body.data).toHaveLength(20);

    const list = await app.request('GET', '/api/bank-statement', { token: w.financeManager });
    expect(list.body.data[0]).toMatchObject({
      id,
      bank: 'KBZ',
      lines: 20,
      duplicates_skipped: 0,
      matched: 17,
      fee: 1,
      unmatched: 2,
      period_from: daysBefore(w.today, 10),
      period_to: w.today,
    });

    const again = await importStatement(app, w.accountant, statementCsv(rows), { bank: 'KBZ' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ lines: 0, duplicates_skipped: 20 });
    expect((await lines(w.accountant, again.body.id)).body.data).toEqual([]);
    // The matches stand: a target matched once stays matched to its first line.
    expect((await lines(w.accountant, id, 'matched')).body.data).toHaveLength(17);
  });

  it('reads an .xlsx with a custom mapping and saves the mapping for that bank for next time', async () => {
    const mapping = {
      date: 'Posting Date',
      description: 'Narrative',
      reference: null,
      debit: 'Amount (MMK)',
      credit: 'Amount (MMK)',
      balance: 'Closing',
      date_format: 'YYYY/MM/DD',
    };
    const header = ['Posting Date', 'Narrative', 'Amount (MMK)', 'Closing'];
    const day = new Date(`${w.today}T00:00:00Z`);
    const xlsx = await statementXlsx(header, [
      [day, `xlsx deposit ${w.tag}`, 9_101, 1_009_101],
      [day, `xlsx charge ${w.tag}`, -101, 1_009_000],
    ]);
    const imported = await importStatement(
      app,
      w.financeManager,
      xlsx,
      { bank: 'mab', mapping: JSON.stringify(mapping) },
      'mab.xlsx',
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ lines: 2, duplicates_skipped: 0 });
    const read = (await lines(w.financeManager, imported.body.id)).body.data;
    expect(read).toMatchObject([
      { date: w.today, direction: 'credit', amount: 9_101, balance: 1_009_101, reference: '' },
      { date: w.today, direction: 'debit', amount: 101, balance: 1_009_000 },
    ]);

    const mappings = await app.request('GET', '/api/bank-statement/mappings', { token: w.financeManager });
    expect(mappings.body.data).toContainEqual({ bank: 'MAB', preset: false, mapping });
    expect(mappings.body.data).toContainEqual(expect.objectContaining({ bank: 'AYA', preset: true }));

    // Next time the bank alone is enough; a csv in the same columns with the date typed in the format.
    const csv = statementCsv([[w.today.replaceAll('-', '/'), `csv line ${w.tag}`, '၁,၀၀၀', '']], header);
    const next = await importStatement(app, w.financeManager, csv, { bank: 'MAB' });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect((await lines(w.financeManager, next.body.id)).body.data).toMatchObject([
      { amount: 1_000, direction: 'credit', balance: null },
    ]);
  });

  it('imports two real identical lines both, and only those not seen before when statements overlap', async () => {
    const day = kbzDate(w.today);
    const twin = [day, `Twin charge ${w.tag}`, '', '50', '', ''];
    const first = await importStatement(app, w.accountant, statementCsv([twin, twin]), { bank: 'KBZ' });
    expect(first.body).toMatchObject({ lines: 2, duplicates_skipped: 0 });
    const overlap = await importStatement(app, w.accountant, statementCsv([twin, twin, twin]), { bank: 'KBZ' });
    expect(overlap.body).toMatchObject({ lines: 1, duplicates_skipped: 2 });
  });

  it('refuses a bad mapping, an unknown bank without one, and names each bad row; nothing is written', async () => {
    const before = (await app.request('GET', '/api/bank-statement', { token: w.accountant })).body.data.length;
    const rows = [[kbzDate(w.today), 'ok', '', '10', '', '']];

    const missing = await importStatement(app, w.accountant, statementCsv(rows, ['Date', 'Text']), { bank: 'KBZ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ row: 0 });
    expect(missing.body.errors[0].message).toContain('Transaction Date');

    const badFormat = await importStatement(app, w.accountant, statementCsv(rows), {
      mapping: JSON.stringify({ date: 'a', description: 'b', debit: 'c', credit: 'd', date_format: 'MM/YYYY' }),
    });
    expect(badFormat.status).toBe(422);
    expect(Object.values(badFormat.body.errors).flat()).toEqual([
      'Write the date format with YYYY, MM (or MMM) and DD, e.g. DD/MM/YYYY.',
    ]);

    const neither = await importStatement(app, w.accountant, statementCsv(rows), {});
    expect(neither.status).toBe(422);
    expect(neither.body.errors.bank).toEqual(['Choose the bank, or give the column mapping.']);

    const unknown = await importStatement(app, w.accountant, statementCsv(rows), { bank: 'Unheard Bank' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      bank: ['There is no saved column mapping for UNHEARD BANK: give the mapping once.'],
    });

    const badRows = await importStatement(
      app,
      w.accountant,
      statementCsv([rows[0]!, [kbzDate(w.today), 'x', '', '1.5', '', ''], ['31/02/2026', 'x', '', '1', '', '']]),
      { bank: 'KBZ' },
    );
    expect(badRows.status).toBe(422);
    expect(badRows.body.errors).toEqual([
      { row: 3, field: 'file', message: '“1.5” has a fraction of a kyat.' },
      { row: 4, field: 'file', message: '“31/02/2026” is not a date in the format DD/MM/YYYY.' },
    ]);

    const notAFile = await importStatement(app, w.accountant, new Uint8Array([0, 1, 2, 3]), { bank: 'KBZ' });
    expect(notAFile.status).toBe(422);

    const after = await app.request('GET', '/api/bank-statement', { token: w.accountant });
    expect(after.body.data).toHaveLength(before);
  });

  it('refuses a target already matched, the wrong amount or direction, a decided line, and a fee on money in', async () => {
    const day = kbzDate(w.today);
    const [deposit] = w.deposits;
    const imported = await importStatement(
      app,
      w.accountant,
      statementCsv([
        [day, `Deposit A ${w.tag}`, '', '', String(deposit!.amount), ''],
        [day, `Deposit B ${w.tag}`, '', '', String(deposit!.amount), ''],
        [day, `Charge ${w.tag}`, '', '99', '', ''],
      ]),
      { bank: 'KBZ' },
    );
    const [a, b, charge] = (await lines(w.accountant, imported.body.id)).body.data as { id: number }[];
    // The acceptance test may have matched this deposit already: use a fresh one of the same amount.
    const { entryId } = await app.db.transaction(async (tx) => {
      const [clerk] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, w.world.userNames.accountant));
      return postJournalEntry({
        tx,
        entry: {
          naturalKey: `bank-deposit:${unique('refusals')}`,
          kind: 'bank_deposit',
          postings: [
            { account: ledgerAccounts.bank(w.world.companyId), amount: deposit!.amount },
            { account: ledgerAccounts.branchSuspense(w.world.branchId), amount: -deposit!.amount },
          ],
        },
        actorId: clerk!.id,
      });
    });
    expect((await match(w.accountant, a!.id, { kind: 'deposit', target_id: entryId })).status).toBe(200);

    const taken = await match(w.accountant, b!.id, { kind: 'deposit', target_id: entryId });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This Till deposit is already matched to another statement line.');

    const decided = await match(w.accountant, a!.id, { kind: 'deposit', target_id: entryId });
    expect(decided.status).toBe(409);
    expect(decided.body.message).toBe('This line is already Matched.');

    const wrongAmount = await match(w.accountant, b!.id, { kind: 'remittance', target_id: w.remittances[0]!.id });
    expect(wrongAmount.status).toBe(422);
    expect(wrongAmount.body.errors.target_id[0]).toMatch(/^The amounts differ/);

    const wrongWay = await match(w.accountant, charge!.id, { kind: 'remittance', target_id: w.remittances[0]!.id });
    expect(wrongWay.status).toBe(422);
    expect(wrongWay.body.errors.kind).toEqual(['A COD remittance cannot match a line of “Money out”.']);

    const noSuch = await match(w.accountant, b!.id, { kind: 'clearance_payout', target_id: 987_654_321 });
    expect(noSuch.status).toBe(422);

    const onCredit = await fee(w.accountant, b!.id);
    expect(onCredit.status).toBe(409);
    expect(onCredit.body.message).toBe('Money coming in is not a bank charge.');

    const key = unique('fee-key');
    expect((await fee(w.accountant, charge!.id, key)).status).toBe(200);
    // A retry with the same key replays the answer; another key finds the line decided.
    expect((await fee(w.accountant, charge!.id, key)).status).toBe(200);
    const twice = await fee(w.accountant, charge!.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This line is already Bank charge.');
    const noKey = await app.request('POST', `/api/bank-statement/lines/${charge!.id}/fee`, { token: w.accountant });
    expect(noKey.status).toBe(400);
  });

  it('refuses a charge the bank account cannot cover in the books (409, nothing posted)', async () => {
    const empty = await createCompany(app.db, bankTestRates);
    const token = await signIn(app, empty.userNames.accountant);
    const imported = await importStatement(
      app,
      token,
      statementCsv([[kbzDate(w.today), 'Charge', '', '2,000', '', '']]),
      {
        bank: 'KBZ',
      },
    );
    const [line] = (await lines(token, imported.body.id)).body.data as { id: number }[];
    const refused = await fee(token, line!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The bank account holds 0 Ks in the books: a charge of 2,000 Ks cannot be posted.',
    );
    expect((await lines(token, imported.body.id, 'unmatched')).body.data).toHaveLength(1);
  });

  it('shows another company nothing: its statement and its lines are not found', async () => {
    const other = await createCompany(app.db, bankTestRates);
    const token = await signIn(app, other.userNames.accountant);
    const mine = await importStatement(
      app,
      w.accountant,
      statementCsv([[kbzDate(w.today), `Mine ${w.tag}`, '', '', '31', '']]),
      {
        bank: 'KBZ',
      },
    );
    const [line] = (await lines(w.accountant, mine.body.id)).body.data as { id: number }[];
    expect((await lines(token, mine.body.id)).status).toBe(404);
    expect((await match(token, line!.id, { kind: 'remittance', target_id: w.remittances[0]!.id })).status).toBe(404);
    expect((await fee(token, line!.id)).status).toBe(404);
    expect((await app.request('POST', `/api/bank-statement/${mine.body.id}/confirm-exact`, { token })).status).toBe(
      404,
    );
    const theirs = await app.request('GET', '/api/bank-statement', { token });
    expect(theirs.body.data).toEqual([]);
    // Their own line cannot take our remittance either.
    const own = await importStatement(
      app,
      token,
      statementCsv([[kbzDate(w.today), 'x', '', '', String(w.remittances[0]!.amount), '']]),
      {
        bank: 'KBZ',
      },
    );
    const [ownLine] = (await lines(token, own.body.id)).body.data as { id: number }[];
    expect((await match(token, ownLine!.id, { kind: 'remittance', target_id: w.remittances[0]!.id })).status).toBe(422);
  });

  it('lets only finance: counter staff cannot see or import statements', async () => {
    expect((await app.request('GET', '/api/bank-statement', { token: w.staff })).status).toBe(403);
    const refused = await importStatement(app, w.staff, statementCsv([[kbzDate(w.today), 'x', '', '1', '', '']]), {
      bank: 'KBZ',
    });
    expect(refused.status).toBe(403);
  });

  it('speaks Burmese: a refusal in mm with Myanmar digits', async () => {
    const empty = await createCompany(app.db, bankTestRates);
    const token = await signIn(app, empty.userNames.accountant);
    const imported = await importStatement(
      app,
      token,
      statementCsv([[kbzDate(w.today), 'Charge', '', '2,000', '', '']]),
      {
        bank: 'KBZ',
      },
    );
    const [line] = (await lines(token, imported.body.id)).body.data as { id: number }[];
    const refused = await app.request('POST', `/api/bank-statement/lines/${line!.id}/fee`, {
      token,
      headers: { 'idempotency-key': unique('fee-key'), 'accept-language': 'mm' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('၂,၀၀၀');
  });
});
