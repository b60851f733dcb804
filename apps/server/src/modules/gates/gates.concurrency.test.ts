import { ledgerAccounts, makeTrackingCode } from '@waypost/domain';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateSettlements, gateSubmitItems, journalEntries } from '../../db/schema/index.js';
import { balanceOf } from '../../test/cod-flow.js';
import { createMerchant, createUser, unique } from '../../test/fixtures.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { demoTownships } from '../../test/sample-label.js';
import { demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';

const kyaukse = 'MMR010013';

// Races need real connections: PGlite has one and would serialise them, hiding the bugs these tests look for.
describe.runIf(postgresAvailable)('bus gates and Myanmar Post under concurrency on PostgreSQL', () => {
  const getApp = useTestApp('postgres');
  let app: TestApp;
  let net: NetworkCompany;
  let otherClerk: string;
  let accountant: string;
  let gateId: number;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
    otherClerk = await signIn(app, (await createUser(app.db, { role: 'staff', branch: 'YGN' })).userName);
    accountant = await signIn(app, (await createUser(app.db, { role: 'accountant' })).userName);
    const gate = await net.call(net.tokens.headOffice, 'POST', '/api/gate', {
      name: 'Aung Mingalar Gate 3',
      township_id: demoTownships.pazundaung,
      operator: 'Shwe Mandalar',
      phone: '09420111222',
    });
    gateId = gate.body.data.id;
  });

  const submit = (token: string, labelIds: number[]) =>
    net.call(token, 'POST', '/api/gate-submit', {
      gate_id: gateId,
      label_ids: labelIds,
      vehicle_no: 'YGN 7B-1234',
      driver_phone: '0951234567',
      departs_at: '2026-11-28T20:30:00+06:30',
    });

  it('two clerks handing the same parcels to the gate at once: one slip takes them, the other is refused', async () => {
    const labels = await Promise.all([1, 2, 3, 4, 5].map(() => net.accepted({ destination_township: kyaukse })));
    const ids = labels.map((label) => label.id);
    const answers = await Promise.all([submit(net.tokens.ygnClerk, ids), submit(otherClerk, [...ids].reverse())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const items = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(gateSubmitItems)
      .where(sql`${gateSubmitItems.labelId} = any(${`{${ids.join(',')}}`}::bigint[])`);
    expect(items[0]!.count).toBe(5);
  });

  it('fifty payments of one gate at once: one posting, the rest told nothing is owed', async () => {
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    await app.request('POST', `/api/credit/${merchant.id}/payments`, {
      token: accountant,
      headers: { 'idempotency-key': unique('credit-') },
      body: { amount: 1_000_000, bank_ref: unique('KBZ') },
    });
    expect(
      (await app.request('POST', '/api/reauth', { token: accountant, body: { password: demoPassword } })).status,
    ).toBe(204);
    const owed = -(await balanceOf(app.db, ledgerAccounts.gatePayable(gateId)));
    expect(owed).toBe(7500);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.request('POST', `/api/gate/${gateId}/settle`, {
          token: accountant,
          headers: { 'idempotency-key': unique('settle-') },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    const settlements = await app.db.select().from(gateSettlements).where(eq(gateSettlements.gateId, gateId));
    expect(settlements.map((row) => row.amount)).toEqual([owed]);
    const entries = await app.db.select().from(journalEntries).where(like(journalEntries.naturalKey, 'gate-settle:%'));
    expect(entries).toHaveLength(1);
    expect(await balanceOf(app.db, ledgerAccounts.gatePayable(gateId))).toBe(0);
  });

  it('one Myanmar Post code handed off on two parcels at once: one takes it, the other is refused', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => net.accepted({ type: 'mm_post', destination_township: kyaukse })),
    );
    const code = makeTrackingCode({ indicator: 'RR', serial: 40_000_001 });
    const answers = await Promise.all([
      net.call(net.tokens.ygnClerk, 'POST', '/api/mmpost/hand-off', {
        items: [{ label_id: first!.id, mmpost_tracking_code: code }],
      }),
      net.call(otherClerk, 'POST', '/api/mmpost/hand-off', {
        items: [{ label_id: second!.id, mmpost_tracking_code: code }],
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toContain(code);
  });
});
