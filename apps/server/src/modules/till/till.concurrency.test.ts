import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, tillCloses } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { sampleLabel } from '../../test/sample-label.js';
import { signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

// Races need real connections: PGlite has one and would serialise them, hiding the bugs these tests look for.
describe.runIf(postgresAvailable)('the branch till under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  let app: TestApp;
  let net: NetworkCompany;
  let clerks: string[];

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
    clerks = [net.tokens.ygnClerk];
    for (let n = 0; n < 4; n++) {
      clerks.push((await signIn(app, (await createUser(app.db, { role: 'staff', branch: 'YGN' })).userName))!);
    }
  });

  it('several clerks closing the same day at once while labels are booked: one close, one difference posting', async () => {
    const book = () => net.call(net.tokens.ygnLead, 'POST', '/api/label', sampleLabel(net.ids.MDY));
    // The till holds the morning's fees, so whichever close wins has a difference to post.
    expect((await book()).status).toBe(201);
    // Every clerk counts nothing, so each close has a difference (the till holds the day's fees) and a reason.
    const answers = await Promise.all([
      ...clerks.map((token) =>
        net.call(token, 'POST', '/api/finance/till/close', { counts: {}, reason: 'Counted in a hurry' }),
      ),
      book(),
      book(),
    ]);
    const closes = answers.slice(0, clerks.length);
    expect(closes.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const booked of answers.slice(clerks.length)) expect(booked.status).toBe(201);
    const rows = await app.db.select().from(tillCloses).where(eq(tillCloses.branchId, net.ids.YGN));
    expect(rows).toHaveLength(1);
    const [close] = rows;
    expect(
      await app.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.naturalKey, `till-close:${close!.id}`)),
    ).toHaveLength(1);
    // The close took the till as it stood under its lock: counted 0, so its books hold 0 then; the labels booked
    // after it are tomorrow's, and the till now holds exactly them.
    expect(close!.counted).toBe(0);
    const till = (await net.call(net.tokens.ygnClerk, 'GET', '/api/finance/till')).body;
    expect(till.expected).toBe(close!.expected);
    const next = (await net.call(net.tokens.ygnClerk, 'GET', `/api/finance/till?date=${nextDay(till.date)}`)).body;
    expect(next.expected).toBe(till.cash_now);
    expect(next.opening + next.total_in - next.total_out + next.other.amount).toBe(next.expected);
  });
});

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
