import { bagCodeText, normalizeBagCode } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { databaseKinds, demoPassword, useTestApp, type TestApp } from '../../test/test-app.js';
import { dispatches } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

// Issue 27: the branch network — bags filled by scan at the origin, handed to a carrier in a dispatch, scanned
// through transit, received and opened at the destination, and what the opening did not find never silently lost.
describe.each(databaseKinds)('mailbags and dispatches on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let net: NetworkCompany;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
  });

  const openBag = (body: Record<string, unknown> = {}, token = net.tokens.ygnClerk) =>
    net.call(token, 'POST', '/api/mailbag', {
      destination_branch_id: net.ids.MDY,
      category: 'express',
      transit_branch_ids: [net.ids.NPT],
      ...body,
    });
  const scanIn = (bagId: number, trackingCode: string, locale = 'en') =>
    app.request('POST', `/api/mailbag/${bagId}/labels`, {
      token: net.tokens.ygnClerk,
      body: { tracking_code: trackingCode },
      headers: { 'accept-language': locale },
    });

  it('a clerk opens a bag with a tag code of its route, category, day, planned dispatch, serial and check', async () => {
    const response = await openBag();
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ status: 'pending', category: 'express', label_count: 0, weight: null });
    expect(response.body.bag_code).toMatch(/^YGNMDYE\d{9}[0-9A-Z]$/);
    expect(normalizeBagCode(response.body.bag_code)).toBe(response.body.bag_code);
    expect(response.body.bag_text).toBe(bagCodeText(response.body.bag_code));
    expect(response.body.transit.map((branch: { code: string }) => branch.code)).toEqual(['NPT']);
    const second = await openBag();
    // The next bag of the route that day: the serial goes up by one.
    expect(Number(second.body.bag_code.slice(13, 16))).toBe(Number(response.body.bag_code.slice(13, 16)) + 1);
    const byCode = await net.call(net.tokens.ygnClerk, 'GET', `/api/mailbag/by-code/${response.body.bag_text}`);
    expect(byCode.body.id).toBe(response.body.id);
  });

  it('a retried bag or hand-over with its Idempotency-Key answers the first, making no second', async () => {
    const keyed = (url: string, body: unknown, key: string) =>
      app.request('POST', url, { token: net.tokens.ygnClerk, body, headers: { 'idempotency-key': key } });
    const bagBody = { destination_branch_id: net.ids.MDY, category: 'express', transit_branch_ids: [] };
    const [first, retry] = [
      await keyed('/api/mailbag', bagBody, 'bag-key-1'),
      await keyed('/api/mailbag', bagBody, 'bag-key-1'),
    ];
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    const next = await keyed('/api/mailbag', bagBody, 'bag-key-2');
    expect(Number(next.body.bag_code.slice(13, 16))).toBe(Number(first.body.bag_code.slice(13, 16)) + 1);
    // The same key for another bag is refused.
    expect((await keyed('/api/mailbag', { ...bagBody, category: 'ordinary' }, 'bag-key-1')).status).toBe(409);

    const bag = await net.closedBag([await net.accepted()]);
    const handOver = {
      destination_branch_id: net.ids.MDY,
      mailbag_ids: [bag.id],
      carrier: { kind: 'own_vehicle', name: 'Van 3' },
    };
    const sent = await keyed('/api/dispatch', handOver, 'dispatch-key-1');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const again = await keyed('/api/dispatch', handOver, 'dispatch-key-1');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: sent.body.id, bag_count: 1 });
    // Without the key, the bag already left: refused.
    expect((await net.call(net.tokens.ygnClerk, 'POST', '/api/dispatch', handOver)).status).toBe(409);
  });

  it('refuses a bag for its own branch or an unknown one with field errors', async () => {
    const own = await openBag({ destination_branch_id: net.ids.YGN });
    expect(own.status).toBe(422);
    expect(own.body.errors.destination_branch_id).toEqual(['A bag goes to another branch.']);
    const unknown = await openBag({ destination_branch_id: 999_999 });
    expect(unknown.status).toBe(422);
    const badCategory = await openBag({ category: 'parcel' });
    expect(badCategory.status).toBe(422);
    expect(Object.keys(badCategory.body.errors)).toEqual(['category']);
  });

  it('scans labels in: a double scan is one line, every refusal says why in the issue’s order', async () => {
    const bag = (await openBag()).body;
    const ready = await net.accepted();
    const first = await scanIn(bag.id, ready.tracking_code);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ count: 1, already: false, label: { tracking_code: ready.tracking_code } });
    const again = await scanIn(bag.id, ready.tracking_code.toLowerCase());
    expect(again.body).toMatchObject({ count: 1, already: true });

    // in_other_bag: the same label into a second bag.
    const other = (await openBag()).body;
    const taken = await scanIn(other.id, ready.tracking_code);
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ reason: 'in_other_bag', message: `This parcel is already in bag ${bag.bag_code}.` });

    // not_here: booked but not accepted yet.
    const booked = await net.call(net.tokens.ygnClerk, 'POST', '/api/label', {
      ...(await import('../../test/sample-label.js')).sampleLabel(net.ids.MDY),
    });
    const notHere = await scanIn(bag.id, booked.body.data.tracking_code);
    expect(notHere.body.reason).toBe('not_here');
    expect(notHere.body.message).toContain('Pending');

    // wrong_destination: accepted for Nay Pyi Taw.
    const forNpt = await net.accepted({}, 'NPT');
    const wrongDestination = await scanIn(bag.id, forNpt.tracking_code);
    expect(wrongDestination.body).toEqual({
      reason: 'wrong_destination',
      message: 'This parcel goes to NPT, not to this bag’s destination.',
    });

    // wrong_category: a registered letter into the express bag; in Burmese too.
    const registered = await net.accepted({ service_type: 'register' });
    const wrongCategory = await scanIn(bag.id, registered.tracking_code);
    expect(wrongCategory.status, JSON.stringify(wrongCategory.body)).toBe(422);
    expect(wrongCategory.body.reason).toBe('wrong_category');
    const burmese = await scanIn(bag.id, registered.tracking_code, 'mm');
    expect(burmese.body.message).toBe('ဤပါဆယ်သည် မှတ်ပုံတင် စာဖြစ်ပြီး ဤအိတ်တွင် အမြန် စာသာ ထည့်ရသည်။');

    // An unknown tracking code.
    expect((await scanIn(bag.id, 'EE999999999MM')).status).toBe(404);

    // Taken out while open: logged, and it may go into another bag.
    const removed = await net.call(net.tokens.ygnClerk, 'DELETE', `/api/mailbag/${bag.id}/labels/${ready.id}`);
    expect(removed.body).toEqual({ count: 0 });
    expect((await scanIn(other.id, ready.tracking_code)).body).toMatchObject({ count: 1, already: false });
    const detail = await net.call(net.tokens.ygnClerk, 'GET', `/api/mailbag/${bag.id}`);
    expect(detail.body.events.map((event: { event: string }) => event.event)).toEqual([
      'created',
      'label_added',
      'label_removed',
    ]);
    expect(detail.body.labels).toEqual([]);
  });

  it('a finished label is refused first; a label in a bag moves only with its bag', async () => {
    const bag = (await openBag()).body;
    // Booked at Yangon for Yangon and handed over at the counter: delivered.
    const local = await net.accepted({}, 'YGN');
    const handedOver = await net.call(net.tokens.ygnClerk, 'POST', `/api/label/${local.id}/status`, {
      action: 'hand_over',
      expected_status: 'accept_from_origin_branch',
      receiver_name: 'Ma Hla',
    });
    expect(handedOver.status, JSON.stringify(handedOver.body)).toBe(200);
    const finished = await scanIn(bag.id, local.tracking_code);
    expect(finished.body).toEqual({
      reason: 'finished',
      message: 'This parcel is already delivered or returned: it goes in no bag.',
    });
    const label = await net.accepted();
    const inBag = await scanIn(bag.id, label.tracking_code);
    expect(inBag.status).toBe(200);
    // Sealed in a bag on its way, the desk cannot move it: it moves with its bag.
    const desk = await net.call(net.tokens.ygnClerk, 'POST', `/api/label/${label.id}/status`, {
      action: 'next',
      expected_status: 'accept_from_origin_branch',
    });
    expect(desk.status).toBe(409);
    expect(desk.body.message).toContain(bag.bag_code);
  });

  it('closes with a weight typed with a decimal comma; nothing goes in or out after; an empty bag does not close', async () => {
    const empty = (await openBag()).body;
    const emptyClose = await net.call(net.tokens.ygnClerk, 'POST', `/api/mailbag/${empty.id}/close`, { weight: '1' });
    expect(emptyClose.status).toBe(409);
    const badWeight = await net.call(net.tokens.ygnClerk, 'POST', `/api/mailbag/${empty.id}/close`, {
      weight: 'heavy',
    });
    expect(badWeight.status).toBe(422);
    expect(Object.keys(badWeight.body.errors)).toEqual(['weight']);

    const label = await net.accepted();
    const bag = await net.closedBag([label], '3,25');
    const detail = await net.call(net.tokens.ygnClerk, 'GET', `/api/mailbag/${bag.id}`);
    expect(detail.body).toMatchObject({ status: 'process', weight: 3.25, label_count: 1 });
    const late = await scanIn(bag.id, (await net.accepted()).tracking_code);
    expect(late.status).toBe(409);
    const out = await net.call(net.tokens.ygnClerk, 'DELETE', `/api/mailbag/${bag.id}/labels/${label.id}`);
    expect(out.status).toBe(409);
  });

  it('dispatches, checks in and out at transit, receives, opens with one missing and one extra, and the note is signed by two', async () => {
    const labels = [await net.accepted(), await net.accepted(), await net.accepted()];
    const bagA = await net.closedBag(labels.slice(0, 2));
    const bagB = await net.closedBag(labels.slice(2));
    const extra = await net.accepted(); // accepted at Yangon, slipped into bag A unscanned

    const dispatch = await net.dispatch([bagA.id, bagB.id]);
    expect(dispatch).toMatchObject({ state: 'in_transit', bag_count: 2, label_count: 3, weight: 5 });
    expect(dispatch.dispatch_no).toBeGreaterThanOrEqual(1);
    for (const label of labels) expect(await net.status(label.id)).toBe('send_to_destination_branch');
    // A bag leaves once: a second hand-over of it is refused.
    const twice = await net.call(net.tokens.ygnClerk, 'POST', '/api/dispatch', {
      destination_branch_id: net.ids.MDY,
      mailbag_ids: [bagA.id],
      carrier: { kind: 'own_vehicle', name: 'Van 2' },
    });
    expect(twice.status).toBe(409);

    // Transit at Nay Pyi Taw, without opening.
    const checkin = await net.scan(net.tokens.nptClerk, bagA.bag_code, 'checkin_transit');
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(200);
    expect(checkin.body).toMatchObject({ mis_sent: false, already: false, mailbag: { status: 'checkin_transit' } });
    expect((await net.scan(net.tokens.nptClerk, bagA.bag_code, 'checkin_transit')).body.already).toBe(true);
    const checkout = await net.scan(net.tokens.nptClerk, bagA.bag_code, 'checkout_transit');
    expect(checkout.body.mailbag.status).toBe('checkout_transit');
    // The public tracking page: "in transit to MDY" from the bag scans, and no bag ids.
    const tracked = await app.request('GET', `/api/track/${labels[0]!.tracking_code}`);
    expect(tracked.body.data.in_transit).toEqual({ to: 'MDY', text: 'In transit to MDY' });
    expect(
      tracked.body.data.network_scans.map((scan: { event: string; branch_code: string }) => [
        scan.event,
        scan.branch_code,
      ]),
    ).toEqual([
      ['dispatched', 'YGN'],
      ['checkin_transit', 'NPT'],
      ['checkout_transit', 'NPT'],
    ]);
    expect(JSON.stringify(tracked.body)).not.toContain(bagA.bag_code);
    // Checking in at its destination is refused: it is received there.
    expect((await net.scan(net.tokens.mdyClerk, bagA.bag_code, 'checkin_transit')).status).toBe(409);
    // A garbled tag.
    expect((await net.scan(net.tokens.mdyClerk, 'YGNMDYE000000000', 'receive')).status).toBe(404);

    // Mandalay receives bag A against the advance list: bag B is reported missing from it at once.
    const received = await net.scan(net.tokens.mdyClerk, bagA.bag_code, 'receive', dispatch.id);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.dispatch).toMatchObject({ bags_expected: 2, bags_received: 1, missing_bags: [bagB.bag_code] });
    expect(received.body.mailbag.received_at).not.toBeNull();
    expect((await app.request('GET', `/api/track/${labels[0]!.tracking_code}`)).body.data.in_transit).toBeNull();
    const arrived = await net.call(net.tokens.mdyClerk, 'GET', `/api/dispatch/${dispatch.id}`);
    expect(arrived.body.state).toBe('arrived');

    // Opening: one label scanned, one missing, one extra.
    const opened = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagA.id}/open/scan`, {
      tracking_code: labels[0]!.tracking_code,
    });
    expect(opened.body).toMatchObject({ extra: false, already: false, scanned: 1, listed: 2 });
    expect(await net.status(labels[0]!.id)).toBe('arrived_to_destination_branch');
    const extraScan = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagA.id}/open/scan`, {
      tracking_code: extra.tracking_code,
    });
    expect(extraScan.body).toMatchObject({ extra: true, label: { status: 'arrived_to_destination_branch' } });
    const note = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagA.id}/open/finish`, { weight: '2,1' });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body).toMatchObject({
      missing: [{ id: labels[1]!.id, tracking_code: labels[1]!.tracking_code }],
      extra: [{ id: extra.id, tracking_code: extra.tracking_code }],
      weight_difference: -0.4,
      weight_off: true,
      signed_by: null,
    });
    // The extra label walked its skipped hand-over, and its history says so.
    const extraDetail = await net.call(net.tokens.mdyClerk, 'GET', `/api/label/${extra.id}`);
    expect(extraDetail.body.data.mailbag).toMatchObject({ id: bagA.id, bag_code: bagA.bag_code });

    // The second officer signs in on the same screen: not the opener, and with the right password.
    const self = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagA.id}/verification/sign`, {
      user_name: net.people.mdyClerk.userName,
      password: demoPassword,
    });
    expect(self.status).toBe(422);
    const wrong = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagA.id}/verification/sign`, {
      user_name: net.people.mdyClerk2.userName,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['password']);
    const signed = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagA.id}/verification/sign`, {
      user_name: net.people.mdyClerk2.userName,
      password: demoPassword,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.signed_by).toMatchObject({ id: net.people.mdyClerk2.id });

    // The missing label waits on the work list; a clerk may not decide it, a supervisor confirms it missing.
    const list = await net.call(net.tokens.mdyLead, 'GET', '/api/discrepancy');
    expect(list.body.data.map((item: { label: { id: number } }) => item.label.id)).toContain(labels[1]!.id);
    const byClerk = await net.call(net.tokens.mdyClerk, 'POST', `/api/discrepancy/${labels[1]!.id}/confirm-missing`);
    expect(byClerk.status).toBe(403);
    const confirmed = await net.call(net.tokens.mdyLead, 'POST', `/api/discrepancy/${labels[1]!.id}/confirm-missing`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ state: 'confirmed', label: { status: 'missing' } });
    expect(
      (await net.call(net.tokens.mdyLead, 'POST', `/api/discrepancy/${labels[1]!.id}/confirm-missing`)).status,
    ).toBe(409);
    const missingDetail = await net.call(net.tokens.mdyLead, 'GET', `/api/label/${labels[1]!.id}`);
    expect(missingDetail.body.data.status).toBe('missing');
    expect(missingDetail.body.data.bag_scans.map((scan: { event: string }) => scan.event)).toEqual(
      expect.arrayContaining([
        'label_added',
        'closed',
        'dispatched',
        'checkin_transit',
        'checkout_transit',
        'received',
        'finished',
        'missing_confirmed',
      ]),
    );
    // It turns up: found again, both steps kept.
    const found = await net.call(net.tokens.mdyLead, 'POST', `/api/discrepancy/${labels[1]!.id}/found`);
    expect(found.body.data).toMatchObject({ state: 'found', label: { status: 'arrived_to_destination_branch' } });
    const history = (
      await net.call(net.tokens.mdyLead, 'GET', `/api/label/${labels[1]!.id}`)
    ).body.data.transactions.map((step: { status: string }) => step.status);
    expect(history.slice(-3)).toEqual(['send_to_destination_branch', 'missing', 'arrived_to_destination_branch']);

    // Bag B: received and opened complete; the dispatch closes once nothing waits.
    await net.scan(net.tokens.mdyClerk, bagB.bag_code, 'receive', dispatch.id);
    await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagB.id}/open/scan`, {
      tracking_code: labels[2]!.tracking_code,
    });
    const cleanNote = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bagB.id}/open/finish`, {});
    expect(cleanNote.body).toMatchObject({ missing: [], extra: [], weight_difference: null });
    const closed = await net.call(net.tokens.headOffice, 'GET', `/api/dispatch/${dispatch.id}`);
    expect(closed.body.state).toBe('closed');
    expect(closed.body.bags.map((bag: { status: string }) => bag.status)).toEqual(['complete', 'complete']);
  });

  it('refuses each step out of order, with the reason', async () => {
    const label = await net.accepted();
    const bag = (await openBag()).body;
    await scanIn(bag.id, label.tracking_code);
    // Not closed: it cannot leave, nor be scanned on the road, opened or signed.
    const early = await net.call(net.tokens.ygnClerk, 'POST', '/api/dispatch', {
      destination_branch_id: net.ids.MDY,
      mailbag_ids: [bag.id],
      carrier: { kind: 'bus', name: 'Bus' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(bag.bag_code);
    expect((await net.scan(net.tokens.nptClerk, bag.bag_code, 'checkin_transit')).status).toBe(409);
    const notReceived = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/open/scan`, {
      tracking_code: label.tracking_code,
    });
    expect(notReceived.status).toBe(409);
    const unsigned = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/verification/sign`, {
      user_name: net.people.mdyClerk2.userName,
      password: demoPassword,
    });
    expect(unsigned.status).toBe(409);
    await net.call(net.tokens.ygnClerk, 'POST', `/api/mailbag/${bag.id}/close`, { weight: 1 });
    // A dispatch to another branch than the bag's.
    const elsewhere = await net.call(net.tokens.ygnClerk, 'POST', '/api/dispatch', {
      destination_branch_id: net.ids.NPT,
      mailbag_ids: [bag.id],
      carrier: { kind: 'bus', name: 'Bus' },
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toContain('MDY');
    await net.dispatch([bag.id]);
    // Checked out of a transit office it was never checked into.
    const out = await net.scan(net.tokens.nptClerk, bag.bag_code, 'checkout_transit');
    expect(out.status).toBe(409);
    const received = await net.scan(net.tokens.mdyClerk, bag.bag_code, 'receive');
    expect(received.status).toBe(200);
    expect((await net.scan(net.tokens.mdyClerk, bag.bag_code, 'receive')).body.already).toBe(true);
    await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/open/finish`, {});
    // Opened and checked: no more scans of its tag or its labels.
    expect((await net.scan(net.tokens.mdyClerk, bag.bag_code, 'receive')).status).toBe(409);
    const late = await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/open/scan`, {
      tracking_code: label.tracking_code,
    });
    expect(late.status).toBe(409);
  });

  it('a bag scanned where it should not be is flagged mis-sent and leaves again from there', async () => {
    const label = await net.accepted();
    const bag = (await openBag({ transit_branch_ids: [] })).body;
    await scanIn(bag.id, label.tracking_code);
    await net.call(net.tokens.ygnClerk, 'POST', `/api/mailbag/${bag.id}/close`, { weight: 1 });
    const first = await net.dispatch([bag.id]);
    const misSent = await net.scan(net.tokens.nptClerk, bag.bag_code, 'checkin_transit');
    expect(misSent.body.mis_sent).toBe(true);
    expect(misSent.body.mailbag.mis_sent_at).not.toBeNull();
    const again = await net.call(net.tokens.nptClerk, 'POST', '/api/dispatch', {
      destination_branch_id: net.ids.MDY,
      mailbag_ids: [bag.id],
      carrier: { kind: 'own_vehicle', name: 'NPT van' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.origin.code).toBe('NPT');
    expect(await net.status(label.id)).toBe('send_to_destination_branch');
    const received = await net.scan(net.tokens.mdyClerk, bag.bag_code, 'receive');
    expect(received.status).toBe(200);
    // Both dispatches that carried it have it now.
    for (const id of [first.id, again.body.id]) {
      expect((await net.call(net.tokens.mdyClerk, 'GET', `/api/dispatch/${id}`)).body.state).toBe('arrived');
    }
  });

  it('another branch’s bag is a 404; head office sees every branch’s transfers, overdue first', async () => {
    const bag = (await openBag({ transit_branch_ids: [] })).body;
    expect((await net.call(net.tokens.nptClerk, 'GET', `/api/mailbag/${bag.id}`)).status).toBe(404);
    expect(
      (await net.call(net.tokens.mdyClerk, 'POST', `/api/mailbag/${bag.id}/labels`, { tracking_code: 'X' })).status,
    ).toBe(404);
    expect((await net.call(net.tokens.headOffice, 'GET', `/api/mailbag/${bag.id}`)).status).toBe(200);
    const label = await net.accepted();
    const late = await net.dispatch([(await net.closedBag([label])).id]);
    const onTime = await net.dispatch([(await net.closedBag([await net.accepted()])).id]);
    // The first truck was due yesterday.
    await app.db
      .update(dispatches)
      .set({ expectedAt: new Date(app.clock.now().getTime() - 86_400_000) })
      .where(eq(dispatches.id, late.id));
    const outgoing = await net.call(net.tokens.ygnClerk, 'GET', '/api/dispatch?direction=outgoing&state=in_transit');
    expect(outgoing.status).toBe(200);
    expect(outgoing.body.data[0]).toMatchObject({ id: late.id, overdue: true });
    expect(outgoing.body.data.find((row: { id: number }) => row.id === onTime.id).overdue).toBe(false);
    // Mandalay sees them as incoming; Nay Pyi Taw (no side of them) does not.
    const incoming = await net.call(net.tokens.mdyClerk, 'GET', '/api/dispatch?direction=incoming');
    expect(incoming.body.data.map((row: { id: number }) => row.id)).toContain(late.id);
    const npt = await net.call(net.tokens.nptClerk, 'GET', '/api/dispatch');
    expect(npt.body.data.map((row: { id: number }) => row.id)).not.toContain(late.id);
    expect((await net.call(net.tokens.nptClerk, 'GET', `/api/dispatch/${late.id}`)).status).toBe(404);
    const all = await net.call(net.tokens.headOffice, 'GET', '/api/dispatch?state=in_transit');
    expect(all.body.data[0]).toMatchObject({ id: late.id, overdue: true });
    // Unfiltered (and closed), overdue first and then the newest: a list opens on this week, not the first dispatch.
    const everything = await net.call(net.tokens.ygnClerk, 'GET', '/api/dispatch?direction=outgoing');
    expect(everything.body.data[0]).toMatchObject({ id: late.id, overdue: true });
    const expected = everything.body.data
      .filter((row: { overdue: boolean }) => !row.overdue)
      .map((row: { expected_at: string }) => row.expected_at);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected).toEqual([...expected].sort().reverse());
  });

  it('head office sets a route’s hours and the company’s status variant; a clerk may not', async () => {
    const route = await net.call(net.tokens.headOffice, 'PUT', '/api/transfer-route', {
      origin_branch_id: net.ids.YGN,
      destination_branch_id: net.ids.MDY,
      transit_hours: 30,
    });
    expect(route.status, JSON.stringify(route.body)).toBe(200);
    expect(route.body.data).toEqual([expect.objectContaining({ transit_hours: 30 })]);
    expect(
      (
        await net.call(net.tokens.ygnClerk, 'PUT', '/api/transfer-route', {
          origin_branch_id: 1,
          destination_branch_id: 2,
          transit_hours: 3,
        })
      ).status,
    ).toBe(403);
    expect((await net.call(net.tokens.ygnClerk, 'GET', '/api/company/settings')).body).toEqual({ status_variant: 1 });
    expect((await net.call(net.tokens.ygnClerk, 'PUT', '/api/company/settings', { status_variant: 2 })).status).toBe(
      403,
    );
    expect((await net.call(net.tokens.headOffice, 'PUT', '/api/company/settings', { status_variant: 3 })).status).toBe(
      422,
    );
  });
});
