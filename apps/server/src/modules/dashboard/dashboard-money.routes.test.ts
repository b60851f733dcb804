import { defaultRateTable, ledgerAccounts, type DashboardResponse } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, codFlow } from '../../test/cod-flow.js';
import { deliveryBranch, deliveryFlow, type DeliveryBranch } from '../../test/delivery-flow.js';
import { createCompany, createMerchant, createUser } from '../../test/fixtures.js';
import { databaseKinds, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds)('COD outstanding on the dashboard on %s', (kind) => {
  const getApp = useTestApp(kind);
  let app: TestApp;

  beforeAll(() => {
    app = getApp();
  });

  const dashboard = async (token: string) => {
    const response = await app.request<DashboardResponse>('GET', '/api/dashboard', { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  describe('for a branch', () => {
    let branch: DeliveryBranch;
    let owner: string;
    let accountant: string;

    beforeAll(async () => {
      // A branch of the test's own: its cash and its couriers' are moved by this test alone.
      branch = await deliveryBranch(app);
      const ownerUser = await createUser(app.db, { role: 'owner', branch: branch.code });
      [owner, accountant] = await Promise.all([signIn(app, ownerUser.userName), signIn(app, 'accountant')]);
    });

    it('is the cash of the branch and of its couriers, as the ledger keeps it, until banked', async () => {
      const merchant = await createMerchant(app.db);
      const cod = codFlow(app, branch.id);
      const delivery = deliveryFlow(app, branch);
      // One COD label delivered over the counter (the branch's cash), one by a courier (his, until handed over).
      const atCounter = await cod.book(branch.clerk, merchant.id, { codAmount: 40_000 });
      await cod.deliver(branch.clerk, atCounter.id);
      const onTheRoad = await cod.book(branch.clerk, merchant.id, { codAmount: 25_000 });
      await cod.step(branch.clerk, onTheRoad.id, 'next', 'accept_from_origin_branch');
      expect((await delivery.createRun([onTheRoad.id])).status).toBe(201);
      expect((await delivery.deliver(onTheRoad.id)).status).toBe(200);

      const branchCash = await balanceOf(app.db, ledgerAccounts.branchCash(branch.id));
      const courierCash = await balanceOf(app.db, ledgerAccounts.courierCash(branch.courier.id));
      expect(branchCash).toBeGreaterThanOrEqual(40_000);
      expect(courierCash).toBe(25_000);
      const before = await dashboard(owner);
      expect(before.variant).toBe('branch');
      expect(before.cod_outstanding).toEqual({
        branch_cash: branchCash,
        courier_cash: courierCash,
        total: branchCash + courierCash,
        merchants: null,
      });
      // Today's figures count both deliveries' COD.
      expect(before.figures.today.cod_collected).toBe(65_000);
      expect(before.figures.today.delivered).toBe(2);

      // The accountant finds the counter label's cash in the bank: it is no longer outstanding.
      const remitted = await cod.remit(accountant, [atCounter.id], 40_000);
      expect(remitted.status, JSON.stringify(remitted.body)).toBe(201);
      const after = await dashboard(owner);
      expect(after.cod_outstanding.branch_cash).toBe(await balanceOf(app.db, ledgerAccounts.branchCash(branch.id)));
      expect(after.cod_outstanding.branch_cash).toBe(branchCash - 40_000);
      expect(after.cod_outstanding.courier_cash).toBe(25_000);
    });
  });

  describe('for head office', () => {
    it('adds what is owed to the company’s merchants: COD not yet in a batch, batches not yet paid', async () => {
      const company = await createCompany(app.db, defaultRateTable);
      const merchant = await createMerchant(app.db, { companyId: company.companyId, homeBranchId: company.branchId });
      const [staff, officer] = await Promise.all([
        signIn(app, company.userNames.staff),
        signIn(app, company.userNames.accountant),
      ]);
      const cod = codFlow(app, company.branchId);
      const label = await cod.book(staff, merchant.id, { codAmount: 90_000 });
      await cod.deliver(staff, label.id);

      const clearanceBefore = await balanceOf(app.db, ledgerAccounts.clearancePayable);
      const body = await dashboard(officer);
      const clearanceAfter = await balanceOf(app.db, ledgerAccounts.clearancePayable);
      expect(body.variant).toBe('officer');
      const branchCash = await balanceOf(app.db, ledgerAccounts.branchCash(company.branchId));
      const codPayable = await balanceOf(app.db, ledgerAccounts.merchantCodPayable(merchant.id));
      expect(codPayable).toBe(-90_000);
      expect(body.cod_outstanding).toMatchObject({ branch_cash: branchCash, courier_cash: 0, total: branchCash });
      // Only this company's merchants; the clearance account is one for the whole ledger (other tests move it).
      expect(body.cod_outstanding.merchants!.cod_payable).toBe(90_000);
      expect([-clearanceBefore, -clearanceAfter]).toContain(body.cod_outstanding.merchants!.clearance_payable);
      expect(body.cod_outstanding.merchants!.total).toBe(90_000 + body.cod_outstanding.merchants!.clearance_payable);
    });
  });
});
