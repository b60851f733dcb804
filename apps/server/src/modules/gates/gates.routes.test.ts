import { ledgerAccounts } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../test/cod-flow.js';
import { createMerchant, createUser, unique } from '../../test/fixtures.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { demoTownships } from '../../test/sample-label.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

/** Kyaukse, Mandalay Region: no branch of the demo company sits there, so the network does not serve it. */
const kyaukse = 'MMR010013';

// Issue 28 §1: parcels handed to a highway bus gate, what the gate reports, and paying the gate.
describe.each(databaseKinds)('bus gates on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let net: NetworkCompany;
  let accountant: string;
  let gateId: number;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
    accountant = await signIn(app, (await createUser(app.db, { role: 'accountant' })).userName);
    const created = await net.call(net.tokens.headOffice, 'POST', '/api/gate', {
      name: 'Shwe Mandalar Express (Aung Mingalar)',
      township_id: demoTownships.pazundaung,
      operator: 'Shwe Mandalar',
      phone: '09 420 111 222',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    gateId = created.body.data.id;
  });

  const gateLabel = (overrides: Record<string, unknown> = {}) =>
    net.accepted({ destination_township: kyaukse, ...overrides });
  const submit = (labelIds: number[], extra: Record<string, unknown> = {}, token = net.tokens.ygnClerk) =>
    net.call(token, 'POST', '/api/gate-submit', {
      gate_id: gateId,
      label_ids: labelIds,
      vehicle_no: 'YGN 7B-1234',
      driver_phone: '09 5123 4567',
      departs_at: '2026-11-28T20:30:00+06:30',
      ...extra,
    });

  it('head office keeps the gates: the glossary’s fee by default, names unique, only head office edits', async () => {
    const list = await net.call(net.tokens.ygnClerk, 'GET', '/api/gate');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: gateId, fee: 1500, active: true, owed: 0, phone: '09420111222' });
    expect(list.body.data[0].township.id).toBe(demoTownships.pazundaung);

    const clerk = await net.call(net.tokens.ygnClerk, 'POST', '/api/gate', {
      name: 'x',
      township_id: demoTownships.pazundaung,
      operator: 'x',
      phone: '09420111222',
    });
    expect(clerk.status).toBe(403);
    const twice = await net.call(net.tokens.headOffice, 'POST', '/api/gate', {
      name: 'shwe mandalar express (aung mingalar)',
      township_id: demoTownships.pazundaung,
      operator: 'x',
      phone: '09420111222',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ name: ['There is already a gate with this name.'] });
    const nowhere = await net.call(net.tokens.headOffice, 'POST', '/api/gate', {
      name: 'Nowhere',
      township_id: 'MMR999999',
      operator: 'x',
      phone: '09420111222',
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors).toEqual({ township_id: ['Please choose one.'] });

    const other = await net.call(net.tokens.headOffice, 'POST', '/api/gate', {
      name: 'Mandalar Minn',
      township_id: demoTownships.chanayethazan,
      operator: 'Mandalar Minn',
      phone: '09420333444',
      fee: 2000,
    });
    const edited = await net.call(net.tokens.headOffice, 'PUT', `/api/gate/${other.body.data.id}`, {
      name: 'Mandalar Minn',
      township_id: demoTownships.chanayethazan,
      operator: 'Mandalar Minn Co.',
      phone: '09420333444',
      fee: 2500,
      active: false,
    });
    expect(edited.body.data).toMatchObject({ operator: 'Mandalar Minn Co.', fee: 2500, active: false });
  });

  it('a scan answers each label: ready for a gate, or why not, in the rules’ order', async () => {
    const scan = (code: string, token = net.tokens.ygnClerk) =>
      net.call(token, 'GET', `/api/gate-submit/scan?code=${encodeURIComponent(code)}`);
    const unserved = await gateLabel();
    const ok = await scan(unserved.tracking_code.toLowerCase());
    expect(ok.body).toMatchObject({ answer: 'ok', label: { id: unserved.id, gate_submit: false } });
    expect(ok.body.label.destination_township.id).toBe(kyaukse);

    const byService = await net.accepted({ gate_submit: true });
    expect((await scan(byService.tracking_code)).body).toMatchObject({ answer: 'ok', label: { gate_submit: true } });

    const served = await net.accepted();
    expect((await scan(served.tracking_code)).body).toMatchObject({ answer: 'refused', reason: 'not_for_gate' });
    const post = await net.accepted({ type: 'mm_post', destination_township: kyaukse });
    expect((await scan(post.tracking_code)).body).toMatchObject({ answer: 'refused', reason: 'mm_post' });
    const booked = await net.call(net.tokens.ygnClerk, 'POST', '/api/label', {
      ...(await import('../../test/sample-label.js')).sampleLabel(net.ids.MDY, { destination_township: kyaukse }),
    });
    const notHere = await scan(booked.body.data.tracking_code);
    expect(notHere.body).toMatchObject({ answer: 'refused', reason: 'not_here' });
    expect(notHere.body.message).toBe('This parcel is not waiting at this branch (now: Pending).');
    // Another branch's label is not found, as everywhere.
    expect((await scan(unserved.tracking_code, net.tokens.nptClerk)).status).toBe(404);
  });

  it('hands five parcels to the gate: sent on with the gate holding them, the slip numbered, the fee owed', async () => {
    const labels = await Promise.all([1, 2, 3, 4, 5].map(() => gateLabel()));
    const key = unique('gate-key-');
    const answer = await app.request('POST', '/api/gate-submit', {
      token: net.tokens.ygnClerk,
      headers: { 'idempotency-key': key },
      body: {
        gate_id: gateId,
        label_ids: labels.map((label) => label.id),
        vehicle_no: 'YGN 7B-1234',
        driver_phone: '09 5123 4567',
        departs_at: '2026-11-28T20:30:00+06:30',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.slip_no).toMatch(/^GS-\d{6}$/);
    const replay = await app.request('POST', '/api/gate-submit', {
      token: net.tokens.ygnClerk,
      headers: { 'idempotency-key': key },
      body: {
        gate_id: gateId,
        label_ids: labels.map((label) => label.id),
        vehicle_no: 'YGN 7B-1234',
        driver_phone: '09 5123 4567',
        departs_at: '2026-11-28T20:30:00+06:30',
      },
    });
    expect(replay.body).toEqual(answer.body);

    const slip = await net.call(net.tokens.ygnClerk, 'GET', `/api/gate-submit/${answer.body.id}`);
    expect(slip.body.data).toMatchObject({
      slip_no: answer.body.slip_no,
      state: 'open',
      label_count: 5,
      handed: 5,
      amount: 7500,
      vehicle_no: 'YGN 7B-1234',
      driver_phone: '0951234567',
      departs_at: '2026-11-28T14:00:00.000Z',
    });
    const detail = await net.call(net.tokens.ygnClerk, 'GET', `/api/label/${labels[0]!.id}`);
    expect(detail.body.data).toMatchObject({ status: 'send_to_destination_address', partner_hold: 'gate' });
    expect(detail.body.data.allowed_actions).toEqual([]);
    expect(detail.body.data.transactions.at(-1).note).toContain(answer.body.slip_no);
    const moved = await net.call(net.tokens.ygnClerk, 'POST', `/api/label/${labels[0]!.id}/status`, {
      action: 'return',
      expected_status: 'send_to_destination_address',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('This parcel is with a bus gate: its status comes from their reports.');

    expect(await balanceOf(app.db, ledgerAccounts.gatePayable(gateId))).toBe(-7500);
    expect(await balanceOf(app.db, ledgerAccounts.expense('gate_fee', net.ids.YGN))).toBe(7500);
    const again = await submit([labels[0]!.id]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Parcel ${labels[0]!.tracking_code} cannot go to a gate: This parcel is already with a bus gate or Myanmar Post.`,
    );
    // Only the handing branch sees its slips.
    expect((await net.call(net.tokens.mdyClerk, 'GET', `/api/gate-submit/${answer.body.id}`)).status).toBe(404);
    const open = await net.call(net.tokens.ygnClerk, 'GET', '/api/gate-submit?state=open');
    expect(open.body.data.map((row: { id: number }) => row.id)).toContain(answer.body.id);
  });

  it('refuses the whole hand-over when one parcel may not go, and writes nothing', async () => {
    const good = await gateLabel();
    const served = await net.accepted();
    const refused = await submit([good.id, served.id]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(served.tracking_code);
    expect(await net.status(good.id)).toBe('accept_from_origin_branch');
    const missing = await submit([good.id, 999_999_999]);
    expect(missing.status).toBe(404);
    const badPhone = await submit([good.id], { driver_phone: '12', departs_at: 'tonight' });
    expect(badPhone.status).toBe(422);
    expect(Object.keys(badPhone.body.errors).sort()).toEqual(['departs_at', 'driver_phone']);
  });

  it('records what the gate reports: collected is delivered, returned goes back and the branch walks it on', async () => {
    const labels = await Promise.all([1, 2, 3].map(() => gateLabel()));
    const slip = (await submit(labels.map((label) => label.id))).body;
    const collected = await net.call(net.tokens.ygnClerk, 'POST', `/api/gate-submit/${slip.id}/collected`, {
      label_ids: [labels[0]!.id, labels[1]!.id],
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect(collected.body.data).toMatchObject({ collected: 2, handed: 1, state: 'open' });
    expect(await net.status(labels[0]!.id)).toBe('delivered');

    const returned = await net.call(net.tokens.ygnClerk, 'POST', `/api/gate-submit/${slip.id}/returned`, {
      label_ids: [labels[2]!.id],
    });
    expect(returned.body.data).toMatchObject({ returned: 1, handed: 0, state: 'done' });
    const back = await net.call(net.tokens.ygnClerk, 'GET', `/api/label/${labels[2]!.id}`);
    expect(back.body.data).toMatchObject({ status: 'sendback_to_origin_branch', partner_hold: null });
    expect(back.body.data.allowed_actions.map((action: { status: string }) => action.status)).toContain(
      'arrived_to_origin_branch',
    );

    const twice = await net.call(net.tokens.ygnClerk, 'POST', `/api/gate-submit/${slip.id}/collected`, {
      label_ids: [labels[0]!.id],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Parcel ${labels[0]!.tracking_code} is not with this gate now.`);
    const notOnSlip = await net.call(net.tokens.ygnClerk, 'POST', `/api/gate-submit/${slip.id}/collected`, {
      label_ids: [(await gateLabel()).id],
    });
    expect(notOnSlip.status).toBe(404);
    const otherBranch = await net.call(net.tokens.mdyClerk, 'POST', `/api/gate-submit/${slip.id}/returned`, {
      label_ids: [labels[0]!.id],
    });
    expect(otherBranch.status).toBe(404);
  });

  it('a COD parcel collected at the far gate is paid into the handing branch’s till; the merchant owes the gate charge', async () => {
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const booked = await net.call(
      net.tokens.ygnClerk,
      'POST',
      '/api/label',
      (await import('../../test/sample-label.js')).sampleLabel(net.ids.MDY, {
        accept_type: 'cod',
        purchase_type: 'sender_pay',
        cod_amount: 40_000,
        merchant_id: merchant.id,
        gate_submit: true,
        destination_township: kyaukse,
        source_phone: '09421234567',
      }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.data.id as number;
    expect(await balanceOf(app.db, ledgerAccounts.merchantChargesReceivable(merchant.id))).toBe(1500);
    await net.call(net.tokens.ygnClerk, 'POST', `/api/label/${id}/status`, {
      action: 'next',
      expected_status: 'pending',
    });
    const cashBefore = await balanceOf(app.db, ledgerAccounts.branchCash(net.ids.YGN));
    const slip = (await submit([id])).body;
    await net.call(net.tokens.ygnClerk, 'POST', `/api/gate-submit/${slip.id}/collected`, { label_ids: [id] });
    expect(await balanceOf(app.db, ledgerAccounts.branchCash(net.ids.YGN))).toBe(cashBefore + 40_000);
    const label = await net.call(net.tokens.ygnClerk, 'GET', `/api/label/${id}`);
    expect(label.body.data.cod_state).toBe('process');
  });

  it('finance pays a gate what it owes: re-authenticated, from the bank, once; nothing owed is refused', async () => {
    const reauth = () => app.request('POST', '/api/reauth', { token: accountant, body: { password: demoPassword } });
    const settle = (key = unique('settle-')) =>
      app.request('POST', `/api/gate/${gateId}/settle`, { token: accountant, headers: { 'idempotency-key': key } });
    const clerk = await app.request('POST', `/api/gate/${gateId}/settle`, {
      token: net.tokens.ygnClerk,
      headers: { 'idempotency-key': unique('settle-') },
    });
    expect(clerk.status).toBe(403);
    expect((await settle()).status).toBe(401);
    expect((await reauth()).status).toBe(204);
    const owed = -(await balanceOf(app.db, ledgerAccounts.gatePayable(gateId)));
    expect(owed).toBeGreaterThan(0);
    const short = await settle();
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      `The bank account holds 0 Ks, less than the ${owed.toLocaleString('en-US')} Ks owed to the gate.`,
    );

    // A merchant's credit payment brings money into the bank.
    const merchant = await createMerchant(app.db, { homeBranch: 'YGN' });
    const paid = await app.request('POST', `/api/credit/${merchant.id}/payments`, {
      token: accountant,
      headers: { 'idempotency-key': unique('credit-') },
      body: { amount: 100_000, bank_ref: unique('KBZ') },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const key = unique('settle-');
    const done = await settle(key);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({ gate_id: gateId, amount: owed });
    expect((await settle(key)).body).toEqual(done.body);
    expect(await balanceOf(app.db, ledgerAccounts.gatePayable(gateId))).toBe(0);
    const nothing = await settle();
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('Nothing is owed to this gate.');
    const gates = await net.call(accountant, 'GET', '/api/gate');
    expect(gates.body.data.find((gate: { id: number }) => gate.id === gateId).owed).toBe(0);
  });
});
