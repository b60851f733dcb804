import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { codFlow } from '../../test/cod-flow.js';
import { branchIdOf, createMerchant, unique } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, signIn, useTestApp, webClient, type TestApp } from '../../test/test-app.js';

/** A member of `merchantId` who has set his password (invited by the branch owner). */
async function memberOf(app: TestApp, merchantId: number) {
  const owner = await signIn(app, 'owner');
  const userName = unique('clerk');
  const invited = await app.request('POST', `/api/merchant/${merchantId}/users`, {
    token: owner,
    body: { name: 'Ma Su', user_name: userName, phone: '09421234567', role: 'merchant-clerk' },
  });
  const token = (invited.body.invite_url as string).split('/').pop()!;
  await app.request('POST', `/api/invite/${token}`, { body: { password: 'member-pass-1' } });
  return signIn(app, userName, 'member-pass-1');
}

describe.each(databaseKinds)('merchant portal money on %s', (kind) => {
  const getApp = useTestApp(kind);

  it("shows a member his merchant's COD with totals, his clearance statements with their Excel, and his credit", async () => {
    const app = getApp();
    const flow = codFlow(app, await branchIdOf(app.db, 'YGN'));
    const [staff, accountant, financeManager] = await Promise.all([
      signIn(app, 'staff'),
      signIn(app, 'accountant'),
      signIn(app, 'finance-manager'),
    ]);
    await app.request('POST', '/api/reauth', { token: financeManager, body: { password: demoPassword } });
    const shop = await createMerchant(app.db, { creditLimit: 100_000 });
    const other = await createMerchant(app.db);
    const delivered = async (merchantId: number, codAmount: number) => {
      const label = await flow.book(staff, merchantId, { codAmount });
      await flow.deliver(staff, label.id);
      return label.id;
    };
    const issue = async (merchantId: number, labelIds: number[]) => {
      const issued = await app.request('POST', '/api/cod-clearance', {
        token: accountant,
        body: { merchant_id: merchantId, label_ids: labelIds },
        headers: { 'idempotency-key': unique('issue') },
      });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      return issued.body.data as { id: number; amount: number };
    };

    // Paid out: two labels; voided: one; collected, not remitted yet: one.
    const paidIds = [await delivered(shop.id, 30_000), await delivered(shop.id, 20_000)];
    const voidedId = await delivered(shop.id, 15_000);
    const collectedId = await delivered(shop.id, 10_000);
    const otherId = await delivered(other.id, 40_000);
    expect((await flow.remit(accountant, [...paidIds, voidedId, otherId], 105_000)).status).toBe(201);
    const paid = await issue(shop.id, paidIds);
    const bankRef = unique('KBZ-OUT');
    const completed = await app.request('POST', `/api/cod-clearance/${paid.id}/complete`, {
      token: financeManager,
      body: { transfer_date: '2026-11-25', bank_ref: bankRef },
      headers: { 'idempotency-key': unique('complete') },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const voided = await issue(shop.id, [voidedId]);
    expect((await app.request('POST', `/api/cod-clearance/${voided.id}/void`, { token: financeManager })).status).toBe(
      200,
    );
    const foreign = await issue(other.id, [otherId]);
    const member = await memberOf(app, shop.id);

    // COD by the merchant clearance tabs, with the whole tab's totals.
    const pending = await app.request('GET', '/api/cod-pending?tab=cod_pending', { token: member });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((label: { label_id: number }) => label.label_id).sort()).toEqual(
      [voidedId, collectedId].sort(),
    );
    const charges = (rows: { cod_charge: number }[]) => rows.reduce((sum, row) => sum + row.cod_charge, 0);
    expect(pending.body.totals).toEqual({ count: 2, cod_amount: 25_000, cod_charge: charges(pending.body.data) });
    const paidOut = await app.request('GET', '/api/cod-pending?tab=cod_delivered&per_page=1', { token: member });
    expect(paidOut.body.data).toHaveLength(1);
    expect(paidOut.body.totals).toMatchObject({ count: 2, cod_amount: 50_000 });

    // His statements: newest first, the voided one marked, the paid one with its payout reference.
    const list = await app.request('GET', '/api/merchant-portal/clearance', { token: member });
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ total: 2, per_page: 9, last_page: 1 });
    expect(list.body.data.map((batch: { id: number; status: string }) => [batch.id, batch.status])).toEqual([
      [voided.id, 'void'],
      [paid.id, 'complete'],
    ]);
    expect(list.body.data[1]).toMatchObject({
      count: 2,
      actual_amount: 50_000,
      amount: paid.amount,
      transfer_date: '2026-11-25',
      bank_ref: bankRef,
    });
    expect(list.body.data[1]).not.toHaveProperty('issue_by');
    const detail = await app.request('GET', `/api/merchant-portal/clearance/${paid.id}`, { token: member });
    expect(detail.status).toBe(200);
    expect(detail.body.data.lines.map((line: { label_id: number }) => line.label_id)).toEqual(paidIds);

    const excel = (id: number, token = member) =>
      fetch(`${app.baseUrl}/api/merchant-portal/clearance/${id}/excel`, {
        headers: { ...webClient, authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
    const file = await excel(paid.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/filename="cod-clearance-\d+-v\d+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    // A heading, the two labels and their total.
    expect(workbook.worksheets[1]!.rowCount).toBe(4);

    // Another merchant's batch is not found; staff have no portal.
    expect((await app.request('GET', `/api/merchant-portal/clearance/${foreign.id}`, { token: member })).status).toBe(
      404,
    );
    expect((await excel(foreign.id)).status).toBe(404);
    expect((await app.request('GET', '/api/merchant-portal/clearance', { token: accountant })).status).toBe(403);
    expect((await excel(paid.id, accountant)).status).toBe(403);
    const period = 'from=2020-01-01&to=2030-12-31';
    expect((await app.request('GET', `/api/merchant-portal/credit?${period}`, { token: accountant })).status).toBe(403);

    // His shipping credit: a label booked on credit, as the staff statement reads it.
    const onCredit = await flow.book(staff, shop.id, { purchaseType: 'credit', codAmount: 5_000 });
    const credit = await app.request('GET', `/api/merchant-portal/credit?${period}`, { token: member });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    const staffView = await app.request('GET', `/api/credit/${shop.id}/statement?${period}`, { token: accountant });
    expect(credit.body).toEqual(staffView.body);
    expect(credit.body.data.lines).toEqual([
      expect.objectContaining({ kind: 'label', reference: onCredit.tracking_code }),
    ]);
    expect(
      (await app.request('GET', '/api/merchant-portal/credit?from=2026-02-01&to=2026-01-01', { token: member })).status,
    ).toBe(422);
  });
});
