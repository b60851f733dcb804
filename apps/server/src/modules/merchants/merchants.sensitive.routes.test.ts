import { randomInt } from 'node:crypto';
import { ledgerAccounts as ledgerAccountIds } from '@waypost/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts } from '../../db/schema/index.js';
import { branchIdOf, unique } from '../../test/fixtures.js';
import { sendForm } from '../../test/multipart.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const challenge = 'Bearer error="insufficient_user_authentication", error_description="password required", max_age=300';
const bank = { bank_name: 'KBZ Bank', bank_account_name: 'Daw Khin', bank_account_number: '0123 4567 8901' };

/** Money design §5: bank details and credit limits need the password again; limits need credit.manage too. */
describe.each(databaseKinds)('merchant bank details and credit limits on %s', (kind) => {
  // Re-authentication counts against the sign-in limits of this address, which other files share.
  const getApp = useTestApp(kind, { loginMaxFailuresPerIp: 10_000 });
  let app: TestApp;
  let ygn: number;

  beforeAll(async () => {
    app = getApp();
    ygn = await branchIdOf(app.db, 'YGN');
  });

  const fieldsOf = (overrides: Record<string, string> = {}) => ({
    name: unique('Credit Shop'),
    merchant_type: 'existing',
    home_branch_id: String(ygn),
    phone: `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
    township_id: 'MMR013016',
    ...overrides,
  });
  const create = (token: string, fields: Record<string, string>) =>
    sendForm(app, 'POST', '/api/merchant', { token, fields });
  const update = (token: string, id: number, fields: Record<string, string>) =>
    sendForm(app, 'POST', `/api/merchant/${id}`, { token, fields });
  const reauth = async (token: string) =>
    expect((await app.request('POST', '/api/reauth', { token, body: { password: demoPassword } })).status).toBe(204);
  const debitLimitOf = async (id: number) =>
    (
      await app.db
        .select({ limit: ledgerAccounts.debitLimit })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, ledgerAccountIds.merchantCredit(id)))
    )[0]?.limit;

  it('shows a merchant’s bank account and credit only to roles with a money permission, never to the counter', async () => {
    const manager = await signIn(app, 'manager');
    await reauth(manager);
    const created = await create(manager, fieldsOf(bank));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const staff = await signIn(app, 'staff');
    const atCounter = await app.request('GET', `/api/merchant/${id}`, { token: staff });
    expect(atCounter.status).toBe(200);
    expect(atCounter.body.data).toMatchObject({ bank: null, credit_limit: null, credit_balance: null });
    const listed = await app.request('GET', `/api/merchant?search=${encodeURIComponent(created.body.data.name)}`, {
      token: staff,
    });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ bank: null, credit_limit: null, credit_balance: null });
    expect(JSON.stringify(listed.body)).not.toContain('0123 4567 8901');
    for (const account of ['manager', 'supervisor', 'accountant']) {
      const seen = await app.request('GET', `/api/merchant/${id}`, { token: await signIn(app, account) });
      expect(seen.body.data.bank, account).toMatchObject({ account_number: '0123 4567 8901' });
      expect(seen.body.data.credit_limit, account).toEqual(expect.any(Number));
    }
  });

  it('asks for the password before bank details are set, then takes the same request', async () => {
    const manager = await signIn(app, 'manager');
    const fields = fieldsOf(bank);
    const asked = await create(manager, fields);
    expect(asked.status).toBe(401);
    expect(asked.headers.get('www-authenticate')).toBe(challenge);
    expect(asked.body).toEqual({ message: 'Please enter your password again to confirm this action.' });

    await reauth(manager);
    const created = await create(manager, fields);
    expect(created.status).toBe(201);
    expect(created.body.data.bank).toEqual({
      name: 'KBZ Bank',
      account_name: 'Daw Khin',
      account_number: '0123 4567 8901',
    });
    expect(created.body.data.bank_updated_at).toBe(app.clock.now().toISOString());
  });

  it('asks for the password before the COD fee version changes (a fee change), not when it is sent back as it was', async () => {
    const manager = await signIn(app, 'manager');
    const fields = fieldsOf({ cod_fee_version: '1' });
    const { id } = (await create(manager, fields)).body.data;
    app.clock.advance(6 * 60_000);
    expect((await update(manager, id, fields)).status).toBe(200);
    const changed = await update(manager, id, { ...fields, cod_fee_version: '2' });
    expect(changed.status).toBe(401);
    expect(changed.headers.get('www-authenticate')).toBe(challenge);
    await reauth(manager);
    const saved = await update(manager, id, { ...fields, cod_fee_version: '2' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.cod_fee_version).toBe(2);
  });

  it('lets other fields change without the password, and asks again to change or clear the bank details', async () => {
    const manager = await signIn(app, 'manager');
    await reauth(manager);
    const fields = fieldsOf(bank);
    const { id, bank_updated_at: bankSetAt } = (await create(manager, fields)).body.data;
    // The password was typed over 5 minutes ago: the same bank details pass, new ones do not.
    app.clock.advance(6 * 60_000);
    const renamed = await update(manager, id, { ...fields, address: 'Moved' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.bank_updated_at).toBe(bankSetAt);

    const changed = await update(manager, id, { ...fields, bank_account_number: '999' });
    expect(changed.status).toBe(401);
    expect(changed.headers.get('www-authenticate')).toBe(challenge);
    const cleared = await update(manager, id, {
      ...fields,
      bank_name: '',
      bank_account_name: '',
      bank_account_number: '',
    });
    expect(cleared.status).toBe(401);

    await reauth(manager);
    const done = await update(manager, id, { ...fields, bank_account_number: '999' });
    expect(done.status).toBe(200);
    expect(done.body.data.bank.account_number).toBe('999');
    expect(done.body.data.bank_updated_at).toBe(app.clock.now().toISOString());
  });

  it('sets a credit limit only for credit.manage holders who typed their password again', async () => {
    const manager = await signIn(app, 'manager');
    const fields = fieldsOf();
    const { id } = (await create(manager, fields)).body.data;
    expect((await create(manager, fieldsOf({ credit_limit: '50000' }))).status).toBe(403);
    // A branch manager onboards merchants but never sets credit, password or not.
    await reauth(manager);
    expect((await update(manager, id, { ...fields, credit_limit: '50000' })).status).toBe(403);
    // The limit as it stands is no change.
    expect((await update(manager, id, { ...fields, credit_limit: '0' })).status).toBe(200);

    const finance = await signIn(app, 'finance-manager');
    const asked = await update(finance, id, { ...fields, credit_limit: '၅၀,၀၀၀' });
    expect(asked.status).toBe(401);
    expect(asked.headers.get('www-authenticate')).toBe(challenge);
    expect(await debitLimitOf(id)).toBe(0);

    await reauth(finance);
    const set = await update(finance, id, { ...fields, credit_limit: '၅၀,၀၀၀' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ credit_limit: 50_000, credit_balance: 0 });
    expect(await debitLimitOf(id)).toBe(50_000);
    const audit = await app.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'merchant'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual(['merchant.create', 'merchant.update']);
    // The change of limit as it was written; the update that changed nothing wrote no row.
    expect(audit[1]).toMatchObject({ before: { credit_limit: 0 }, after: { credit_limit: 50_000 } });

    // Sent again by someone who may not set it, the same limit is no change; leaving it out keeps it too.
    expect((await update(manager, id, { ...fields, credit_limit: '50000' })).status).toBe(200);
    expect((await update(manager, id, { ...fields, address: 'x' })).body.data.credit_limit).toBe(50_000);
  });

  it('gives a new merchant no credit', async () => {
    const finance = await signIn(app, 'finance-manager');
    await reauth(finance);
    const refused = await create(finance, fieldsOf({ merchant_type: 'new', credit_limit: '1000' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ credit_limit: ['A new merchant gets no shipping credit.'] });

    const fields = fieldsOf({ credit_limit: '1000' });
    const { id } = (await create(finance, fields)).body.data;
    expect(await debitLimitOf(id)).toBe(1000);
    // Back to new while it has credit: the limit has to go to 0 first.
    const backToNew = await update(finance, id, { ...fields, merchant_type: 'new', credit_limit: '' });
    expect(backToNew.status).toBe(422);
    expect(backToNew.body.errors).toEqual({ credit_limit: ['A new merchant gets no shipping credit.'] });
    expect((await update(finance, id, { ...fields, merchant_type: 'new', credit_limit: '0' })).status).toBe(200);
  });
});
