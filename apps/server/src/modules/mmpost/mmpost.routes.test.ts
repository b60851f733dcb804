import { ledgerAccounts, makeTrackingCode, yangonDay } from '@waypost/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../test/cod-flow.js';
import { sendForm } from '../../test/multipart.js';
import { networkCompany, type NetworkCompany } from '../../test/network-flow.js';
import { databaseKinds, useTestApp, type TestApp, webClient } from '../../test/test-app.js';
import type { PostalPartner } from './postal-partner.js';

/** Kyaukse, Mandalay Region: no branch serves it; Myanmar Post does. */
const kyaukse = 'MMR010013';
let serial = 50_000_000;
/** A fresh Myanmar Post S10 code with its check digit. */
const postCode = () => makeTrackingCode({ indicator: 'RR', serial: (serial += 1) });

// Issue 28 §2: mm_post labels handed to Myanmar Post with its S10 codes, its manifest and its status file.
describe.each(databaseKinds)('the Myanmar Post hand-off on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;
  let net: NetworkCompany;

  beforeAll(async () => {
    app = getApp();
    net = await networkCompany(app);
  });

  const postLabel = () => net.accepted({ type: 'mm_post', destination_township: kyaukse });
  const handOff = (items: { label_id: number; mmpost_tracking_code: string }[], token = net.tokens.ygnClerk) =>
    net.call(token, 'POST', '/api/mmpost/hand-off', { items });
  const importFile = (text: string) =>
    sendForm(app, 'POST', '/api/mmpost/status-import', {
      token: net.tokens.ygnClerk,
      files: { file: { bytes: new TextEncoder().encode(text), filename: 'status.csv' } },
    });

  it('a scan answers each label: a Myanmar Post label accepted here is ready, anything else says why', async () => {
    const scan = (code: string) => net.call(net.tokens.ygnClerk, 'GET', `/api/mmpost/scan?code=${code}`);
    const ready = await postLabel();
    expect((await scan(ready.tracking_code)).body).toMatchObject({
      answer: 'ok',
      label: { id: ready.id, fee: 1000 },
    });
    const express = await net.accepted();
    const refused = await scan(express.tracking_code);
    expect(refused.body).toMatchObject({
      answer: 'refused',
      reason: 'not_mm_post',
      message: 'Only Myanmar Post labels are handed to Myanmar Post.',
    });
  });

  it('hands three labels to Myanmar Post with their S10 codes: sent, held by the post, its fee owed', async () => {
    const labels = await Promise.all([1, 2, 3].map(() => postLabel()));
    const codes = labels.map(() => postCode());
    const feeBefore = await balanceOf(app.db, ledgerAccounts.mmpostPayable(1));
    const answer = await handOff(
      labels.map((label, index) => ({
        label_id: label.id,
        // As scanned: lower case and spaced.
        mmpost_tracking_code: `${codes[index]!.slice(0, 2).toLowerCase()} ${codes[index]!.slice(2)}`,
      })),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.map((item: { mmpost_tracking_code: string }) => item.mmpost_tracking_code).sort()).toEqual(
      [...codes].sort(),
    );
    const detail = await net.call(net.tokens.ygnClerk, 'GET', `/api/label/${labels[0]!.id}`);
    expect(detail.body.data).toMatchObject({
      status: 'send_to_mmpost',
      partner_hold: 'mmpost',
      mmpost_tracking_code: codes[0],
      allowed_actions: [],
    });
    expect(await balanceOf(app.db, ledgerAccounts.mmpostPayable(1))).toBe(feeBefore - 3000);
    expect(await balanceOf(app.db, ledgerAccounts.expense('mmpost_fee', net.ids.YGN))).toBeGreaterThanOrEqual(3000);

    const tracked = await app.request('GET', `/api/track/${labels[0]!.tracking_code}`);
    expect(tracked.body.data.partner).toEqual({
      kind: 'mmpost',
      text: `With Myanmar Post: its item code is ${codes[0]}.`,
      mmpost_tracking_code: codes[0],
    });
    expect(tracked.body.data.status).toBe('send_to_mmpost');

    const listed = await net.call(net.tokens.ygnClerk, 'GET', '/api/mmpost?state=with_post');
    expect(listed.body.data.map((item: { label: { id: number } }) => item.label.id)).toEqual(
      expect.arrayContaining(labels.map((label) => label.id)),
    );
    expect((await net.call(net.tokens.mdyClerk, 'GET', '/api/mmpost')).body.data).toEqual([]);
  });

  it('refuses a wrong check digit, a code used twice and a label that may not go, writing nothing', async () => {
    const label = await postLabel();
    const code = postCode();
    const wrongDigit = `${code.slice(0, 10)}${(Number(code[10]) + 1) % 10}${code.slice(11)}`;
    const bad = await handOff([{ label_id: label.id, mmpost_tracking_code: wrongDigit }]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors['items.0.mmpost_tracking_code']).toEqual([
      'Not a Myanmar Post code: two letters, nine digits (the last a check digit), two letters.',
    ]);
    const other = await postLabel();
    const twice = await handOff([
      { label_id: label.id, mmpost_tracking_code: code },
      { label_id: other.id, mmpost_tracking_code: code },
    ]);
    expect(twice.status).toBe(422);
    expect(Object.values(twice.body.errors).flat()).toEqual(['A Myanmar Post code is listed twice.']);
    expect((await handOff([{ label_id: label.id, mmpost_tracking_code: code }])).status).toBe(201);
    const used = await handOff([{ label_id: other.id, mmpost_tracking_code: code }]);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(`Myanmar Post code ${code} is already on another parcel.`);
    const express = await net.accepted();
    const notPost = await handOff([
      { label_id: other.id, mmpost_tracking_code: postCode() },
      { label_id: express.id, mmpost_tracking_code: postCode() },
    ]);
    expect(notPost.status).toBe(409);
    expect(await net.status(other.id)).toBe('accept_from_origin_branch');
    // A branch that is no side of the label does not find it.
    expect(
      (await handOff([{ label_id: other.id, mmpost_tracking_code: postCode() }], net.tokens.nptClerk)).status,
    ).toBe(404);
  });

  it('downloads the day’s manifest as .xlsx and .csv with each item’s code, parcel and fee', async () => {
    const label = await postLabel();
    const code = postCode();
    await handOff([{ label_id: label.id, mmpost_tracking_code: code }]);
    const today = yangonDay(new Date());
    const xlsx = await fetch(`${app.baseUrl}/api/mmpost/manifest?date=${today}`, {
      headers: { ...webClient, authorization: `Bearer ${net.tokens.ygnClerk}` },
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="mmpost-manifest-${today}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 3)).toEqual(['mmpost_tracking_code', 'tracking_code']);
    expect(rows.some((row) => row[1] === code && row[2] === label.tracking_code && row[7] === 1000)).toBe(true);
    const csv = await net.call(net.tokens.ygnClerk, 'GET', `/api/mmpost/manifest?date=${today}&format=csv`);
    expect(csv.body).toContain(`${code},${label.tracking_code},Ma Hla`);
    const none = await net.call(net.tokens.ygnClerk, 'GET', '/api/mmpost/manifest?date=2020-01-01&format=csv');
    expect(none.body.trim().split('\n')).toHaveLength(1);
  });

  it('imports the post’s status file: rows applied, a bad row named, a second import adds nothing', async () => {
    const labels = await Promise.all([1, 2, 3].map(() => postLabel()));
    const codes = labels.map(() => postCode());
    await handOff(labels.map((label, index) => ({ label_id: label.id, mmpost_tracking_code: codes[index]! })));
    const file = [
      'mmpost_tracking_code,status,date,remark',
      `${codes[0]},in_transit,28/11/2026,Mandalay sorting`,
      `${codes[0]},delivered,2026-11-29,Signed by U Ba`,
      `${codes[1]},returned,၂၉/၁၁/၂၀၂၆,Receiver moved`,
      `${codes[2]},lost,2026-11-29,`,
      `EE000000005MM,delivered,2026-11-29,`,
    ].join('\n');
    const first = await importFile(file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      applied: 3,
      already: 0,
      errors: [
        { row: 5, message: 'The status must be in_transit, delivered or returned.' },
        { row: 6, message: 'No parcel was handed to Myanmar Post with this code.' },
      ],
    });
    expect(await net.status(labels[0]!.id, net.tokens.ygnClerk)).toBe('delivered');
    expect(await net.status(labels[1]!.id, net.tokens.ygnClerk)).toBe('schedule_return');
    expect(await net.status(labels[2]!.id, net.tokens.ygnClerk)).toBe('send_to_mmpost');
    const listed = await net.call(net.tokens.ygnClerk, 'GET', '/api/mmpost?state=delivered');
    const delivered = listed.body.data.find((item: { label: { id: number } }) => item.label.id === labels[0]!.id);
    expect(delivered.events).toEqual([
      { status: 'in_transit', date: '2026-11-28', remark: 'Mandalay sorting' },
      { status: 'delivered', date: '2026-11-29', remark: 'Signed by U Ba' },
    ]);

    const again = await importFile(file);
    expect(again.body).toMatchObject({ applied: 0, already: 3 });
    const late = await importFile(['mmpost_tracking_code,status,date', `${codes[0]},returned,2026-11-30`].join('\n'));
    expect(late.body.errors).toEqual([
      { row: 2, message: 'This item was already delivered or returned; this status cannot follow.' },
    ]);
    const noColumns = await importFile('code,state\nx,y');
    expect(noColumns.status).toBe(422);
    expect(noColumns.body.errors.file).toEqual([
      'The file needs the columns mmpost_tracking_code, status, date and remark.',
    ]);

    // The returned item comes back: the branch confirms it.
    const confirm = (ids: number[]) =>
      net.call(net.tokens.ygnClerk, 'POST', '/api/mmpost/return-confirm', { label_ids: ids });
    expect((await confirm([labels[1]!.id])).status).toBe(200);
    expect(await net.status(labels[1]!.id, net.tokens.ygnClerk)).toBe('mpost_return_confirmed');
    const notReturning = await confirm([labels[2]!.id]);
    expect(notReturning.status).toBe(409);
    expect(notReturning.body.message).toBe(`Parcel ${labels[2]!.tracking_code} is not being returned by Myanmar Post.`);
  });
});

/** A partner whose report the test writes: what an API or EDI partner would hand the same import. */
let reported: { row: number; cells: Record<string, unknown> }[] = [];
const fakePartner: PostalPartner = {
  manifest: async (lines) => new TextEncoder().encode(lines.map((line) => line.mmpostTrackingCode).join('\n')),
  readStatusReport: async () => ({ kind: 'rows', rows: reported }),
};

describe('the Myanmar Post hand-off through another PostalPartner', () => {
  const getApp = useTestApp('pglite', {}, { postalPartner: fakePartner });

  it('hands the manifest to the partner and applies its report as the file exchange does', async () => {
    const app = getApp();
    const net = await networkCompany(app);
    const label = await net.accepted({ type: 'mm_post', destination_township: kyaukse });
    const code = postCode();
    await net.call(net.tokens.ygnClerk, 'POST', '/api/mmpost/hand-off', {
      items: [{ label_id: label.id, mmpost_tracking_code: code }],
    });
    const manifest = await net.call(
      net.tokens.ygnClerk,
      'GET',
      `/api/mmpost/manifest?date=${yangonDay(new Date())}&format=csv`,
    );
    expect(manifest.body).toBe(code);
    reported = [{ row: 1, cells: { mmpost_tracking_code: code, status: 'delivered', date: '2026-11-29', remark: '' } }];
    const imported = await sendForm(app, 'POST', '/api/mmpost/status-import', {
      token: net.tokens.ygnClerk,
      files: { file: { bytes: new TextEncoder().encode('any,file\n'), filename: 'status.csv' } },
    });
    expect(imported.body).toEqual({ applied: 1, already: 0, errors: [] });
    expect(await net.status(label.id, net.tokens.ygnClerk)).toBe('delivered');
  });
});
