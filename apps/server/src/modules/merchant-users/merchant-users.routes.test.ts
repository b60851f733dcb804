import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { userInvites, userTwoStep } from '../../db/schema/index.js';
import { createMerchant } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, signIn, useTestApp, type TestApp } from '../../test/test-app.js';

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });

async function invite(app: TestApp, token: string, merchantId: number, role = 'merchant-owner') {
  const userName = `shwe.${randomUUID().slice(0, 8)}`;
  const response = await app.request('POST', `/api/merchant/${merchantId}/users`, {
    token,
    body: { name: 'Daw Khin', user_name: userName, phone: '09421234567', role },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { userName, ...(response.body as { id: number; invite_url: string }) };
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe.each(databaseKinds)('merchant accounts on %s', (kind) => {
  const getApp = useTestApp(kind, { twoStepRequiredRoles: ['merchant-owner', 'accountant'] });

  it('invites a member with a one-time link: the password is set once, a second use is 410', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const owner = await signIn(app, 'owner');
    const member = await invite(app, owner, merchant.id, 'merchant-clerk');
    expect(member.invite_url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(member.invite_url);
    const [stored] = await app.db.select().from(userInvites).where(eq(userInvites.userId, member.id));
    expect(stored!.tokenHash).not.toContain(token);

    // Invited, not signed up: no password works.
    const early = await app.request('POST', '/api/login', { body: { user_name: member.userName, password: 'x' } });
    expect(early.status).toBe(401);

    const details = await app.request('GET', `/api/invite/${token}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      user_name: member.userName,
      merchant_name: merchant.name,
      role: 'merchant-clerk',
    });

    const accepted = await app.request('POST', `/api/invite/${token}`, { body: { password: 'clerk-pass-1' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ user_name: member.userName });
    const again = await app.request('POST', `/api/invite/${token}`, { body: { password: 'other-pass-2' } });
    expect(again.status).toBe(410);
    expect((await app.request('GET', `/api/invite/${token}`)).status).toBe(410);

    const login = await app.request('POST', '/api/login', {
      body: { user_name: member.userName, password: 'clerk-pass-1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      merchant: { id: merchant.id, name: merchant.name },
      role: { slug: 'merchant-clerk' },
      two_step: { enabled: false, required: false },
    });
    // A merchant's clerk is no staff member: the staff routes answer 403.
    const clerk = login.body.token as string;
    for (const url of ['/api/label', '/api/merchant', '/api/staff', `/api/merchant/${merchant.id}/users`]) {
      expect((await app.request('GET', url, { token: clerk })).status, url).toBe(403);
    }
    const staffList = await app.request('GET', '/api/staff?per_page=100', { token: owner });
    expect(JSON.stringify(staffList.body)).not.toContain(member.userName);
  });

  it('lets only the home branch or head office invite; the user name is taken at once', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db, { homeBranch: 'MDY' });
    const body = {
      name: 'U Aung',
      user_name: `mdy.${randomUUID().slice(0, 8)}`,
      phone: '09421234567',
      role: 'merchant-owner',
    };
    // Yangon's owner manages Yangon's merchants: a Mandalay merchant is not found for him.
    const yangon = await signIn(app, 'owner');
    expect((await app.request('POST', `/api/merchant/${merchant.id}/users`, { token: yangon, body })).status).toBe(404);
    const staff = await signIn(app, 'staff');
    expect((await app.request('POST', `/api/merchant/${merchant.id}/users`, { token: staff, body })).status).toBe(403);
    const admin = await signIn(app, 'admin');
    expect((await app.request('POST', `/api/merchant/${merchant.id}/users`, { token: admin, body })).status).toBe(201);
    const taken = await app.request('POST', `/api/merchant/${merchant.id}/users`, { token: admin, body });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.user_name).toBeDefined();
    const listed = await app.request('GET', `/api/merchant/${merchant.id}/users`, { token: admin });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ user_name: body.user_name, role: 'merchant-owner', two_step_enabled: false }),
    ]);
    expect(listed.body.data[0].invite_expires_at).not.toBeNull();
  });

  it('makes an owner set up 2-step before anything else, then asks for a code at every sign-in', async () => {
    const app = getApp();
    const merchant = await createMerchant(app.db);
    const staffOwner = await signIn(app, 'owner');
    const member = await invite(app, staffOwner, merchant.id, 'merchant-owner');
    await app.request('POST', `/api/invite/${tokenOf(member.invite_url)}`, { body: { password: 'owner-pass-1' } });
    const credentials = { user_name: member.userName, password: 'owner-pass-1' };

    const first = await app.request('POST', '/api/login', { body: credentials });
    expect(first.status).toBe(200);
    expect(first.body.user.two_step).toEqual({ enabled: false, required: true });
    const token = first.body.token as string;
    const blocked = await app.request('GET', '/api/cod-pending?tab=cod_pending', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/2-step/);
    expect((await app.request('GET', '/api/active_account', { token })).status).toBe(200);

    const setup = await app.request('POST', '/api/auth/totp/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toContain(`secret=${setup.body.secret}`);
    const [sealed] = await app.db.select().from(userTwoStep).where(eq(userTwoStep.userId, member.id));
    expect(sealed!.sealedSecret).not.toContain(setup.body.secret);

    const wrong = await app.request('POST', '/api/auth/totp/verify', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(422);
    const code = codeAt(setup.body.secret, app.clock.now());
    const verified = await app.request('POST', '/api/auth/totp/verify', { token, body: { code } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const recovery = verified.body.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await app.request('POST', '/api/auth/totp/setup', { token })).status).toBe(409);

    // Next sign-in: the password alone asks for the code; the code just used is not good again.
    const asked = await app.request('POST', '/api/login', { body: credentials });
    expect(asked.status).toBe(422);
    expect(asked.body.errors.totp_code).toEqual(['Enter the 6-digit code from your authenticator app.']);
    const replay = await app.request('POST', '/api/login', { body: { ...credentials, totp_code: code } });
    expect(replay.status).toBe(422);
    app.clock.advance(30_000);
    const next = codeAt(setup.body.secret, app.clock.now());
    const signedIn = await app.request('POST', '/api/login', { body: { ...credentials, totp_code: next } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.two_step).toEqual({ enabled: true, required: true });

    // A recovery code signs in once.
    const viaRecovery = await app.request('POST', '/api/login', {
      body: { ...credentials, totp_code: recovery[0]!.toUpperCase() },
    });
    expect(viaRecovery.status).toBe(200);
    const recoveryAgain = await app.request('POST', '/api/login', { body: { ...credentials, totp_code: recovery[0] } });
    expect(recoveryAgain.status).toBe(422);

    // Required by the role: it cannot be turned off.
    const off = await app.request('POST', '/api/auth/totp/disable', {
      token: signedIn.body.token,
      body: { password: 'owner-pass-1', code: recovery[1] },
    });
    expect(off.status).toBe(409);
  });

  it('lets any account turn 2-step on and off; a role that does not require it is not blocked', async () => {
    const app = getApp();
    const token = await signIn(app, 'staff');
    expect((await app.request('GET', '/api/label?per_page=1', { token })).status).toBe(200);
    const setup = await app.request('POST', '/api/auth/totp/setup', { token });
    const code = codeAt(setup.body.secret, app.clock.now());
    expect((await app.request('POST', '/api/auth/totp/verify', { token, body: { code } })).status).toBe(200);
    const needsCode = await app.request('POST', '/api/login', { body: { user_name: 'staff', password: demoPassword } });
    expect(needsCode.status).toBe(422);
    app.clock.advance(30_000);
    const wrongPassword = await app.request('POST', '/api/auth/totp/disable', {
      token,
      body: { password: 'nope', code: codeAt(setup.body.secret, app.clock.now()) },
    });
    expect(wrongPassword.status).toBe(422);
    const off = await app.request('POST', '/api/auth/totp/disable', {
      token,
      body: { password: demoPassword, code: codeAt(setup.body.secret, app.clock.now()) },
    });
    expect(off.status).toBe(204);
    expect(
      (await app.request('POST', '/api/login', { body: { user_name: 'staff', password: demoPassword } })).status,
    ).toBe(200);
  });

  it('blocks a required finance role until it has 2-step', async () => {
    const app = getApp();
    const token = await signIn(app, 'accountant');
    const refused = await app.request('GET', '/api/cod-pending?tab=cod_pending', { token });
    expect(refused.status).toBe(403);
    expect((await app.request('POST', '/api/logout', { token })).status).toBe(204);
  });
});
