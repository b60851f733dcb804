import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createUser, unique } from '../../test/fixtures.js';
import { databaseKinds, demoPassword, useTestApp, type TestApp } from '../../test/test-app.js';

const minute = 60_000;

/** An address of its own per call (198.18.0.0/15 is for testing), so tests never share a throttle. */
const newAddress = () => `198.${randomInt(18, 20)}.${randomInt(256)}.${randomInt(1, 255)}`;

function signInFrom(app: TestApp, address: string, userName: string, password: string, cookie?: string) {
  return app.request('POST', '/api/login', {
    body: { user_name: userName, password },
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
}

/** The known-device cookie a successful sign-in set, as the browser sends it back. */
function deviceCookieOf(response: { headers: Headers }): string {
  const set = response.headers.get('set-cookie') ?? '';
  expect(set).toMatch(/^wp_device=[^;]+; Max-Age=\d+; Path=\/api\/login; HttpOnly; SameSite=Strict/);
  return set.split(';')[0]!;
}

describe.each(databaseKinds)('sign-in throttle on %s', (kind) => {
  // The defaults: 5 failures per account at one address, 50 per account, and a per-address limit out of the way.
  const getApp = useTestApp(kind, { trustProxy: true, loginMaxFailuresPerIp: 10_000 });

  it('checks at most 5 of 100 parallel wrong passwords, and the owner still signs in from elsewhere', async () => {
    const app = getApp();
    const { userName } = await createUser(app.db, { role: 'owner', branch: 'YGN' });
    const guesser = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signInFrom(app, guesser, userName, `wrong-${index}`)),
    );
    const refused = responses.filter((response) => response.status === 429);
    expect(responses.filter((response) => response.status === 401)).toHaveLength(5);
    expect(refused).toHaveLength(95);
    for (const response of refused) {
      expect(response.body).toEqual({ message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' });
      expect(response.headers.get('retry-after')).toBe('900');
    }
    // The 95 refused guesses counted nowhere, so the account's ceiling (50) is far away.
    expect((await signInFrom(app, newAddress(), userName, demoPassword)).status).toBe(200);
    expect((await signInFrom(app, guesser, userName, demoPassword)).status).toBe(429);
  });

  it('answers parallel right and wrong passwords from shared addresses without a server error', async () => {
    const app = getApp();
    const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const addresses = [newAddress(), newAddress(), newAddress()];
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        signInFrom(app, addresses[index % 3]!, userName, index % 2 === 0 ? demoPassword : 'wrong'),
      ),
    );
    expect(responses.filter((response) => ![200, 401, 429].includes(response.status))).toEqual([]);
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThan(0);
  });

  it('locks an account at one address after 5 failures, before checking the password, then lets it in again', async () => {
    const app = getApp();
    const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInFrom(app, address, userName, 'wrong')).status).toBe(401);
    }
    const locked = await signInFrom(app, address, userName, demoPassword);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    app.clock.advance(10 * minute);
    const later = await signInFrom(app, address, userName, demoPassword);
    expect(later.body.message).toBe('Too many sign-in attempts. Please wait 5 minutes and try again.');
    expect(later.headers.get('retry-after')).toBe('300');
    app.clock.advance(5 * minute + 1_000);
    expect((await signInFrom(app, address, userName, demoPassword)).status).toBe(200);
  });

  it('makes an unknown source wait longer with every failure past the per-address limit, without locking anyone', async () => {
    const app = getApp();
    const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const waits: number[] = [];
    // Ten addresses, one guess each: no address reaches its own limit, the account's failures grow.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const started = performance.now();
      expect((await signInFrom(app, newAddress(), userName, 'wrong')).status).toBe(401);
      waits.push(performance.now() - started);
    }
    // The sixth failure waits 25 ms, then 50, 100, 200, 400 (the test app's tenth of the real delays).
    expect(waits.slice(5).every((wait, index) => wait >= 25 * 2 ** index)).toBe(true);
    expect(waits.slice(-1)[0]).toBeGreaterThan(waits[0]!);
    expect((await signInFrom(app, newAddress(), userName, demoPassword)).status).toBe(200);
  });

  it('starts the count again at an address once the right password was given there', async () => {
    const app = getApp();
    const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN' });
    const address = newAddress();
    for (let attempt = 0; attempt < 4; attempt += 1) await signInFrom(app, address, userName, 'wrong');
    expect((await signInFrom(app, address, userName, demoPassword)).status).toBe(200);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signInFrom(app, address, userName, 'wrong')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts a suspended account like any other, without telling the guesser it is suspended', async () => {
    const app = getApp();
    const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN', status: 'suspend' });
    const address = newAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signInFrom(app, address, userName, 'wrong')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signInFrom(app, newAddress(), userName, demoPassword)).status).toBe(403);
  });

  describe('with small limits', () => {
    const getLimitedApp = useTestApp(kind, {
      trustProxy: true,
      loginMaxFailuresPerAccountAndIp: 2,
      loginMaxFailuresPerAccount: 6,
      loginMaxFailuresPerIp: 3,
    });

    it('locks the account for everyone once failures from many addresses reach its ceiling, until the window ends', async () => {
      const app = getLimitedApp();
      const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN' });
      for (let address = 0; address < 3; address += 1) {
        const guesser = newAddress();
        for (let attempt = 0; attempt < 2; attempt += 1) {
          expect((await signInFrom(app, guesser, userName, 'wrong')).status).toBe(401);
        }
      }
      app.clock.advance(5 * minute);
      const owner = newAddress();
      const locked = await signInFrom(app, owner, userName, demoPassword);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('600');
      app.clock.advance(10 * minute + 1_000);
      expect((await signInFrom(app, owner, userName, demoPassword)).status).toBe(200);
    });

    it('never locks a device that signed in before: guesses from elsewhere lock only unknown sources', async () => {
      const app = getLimitedApp();
      const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN' });
      // The clerk's counter browser signed in yesterday: it holds the known-device cookie.
      const counter = newAddress();
      const first = await signInFrom(app, counter, userName, demoPassword);
      expect(first.status).toBe(200);
      const cookie = deviceCookieOf(first);
      // Someone guesses from three other addresses until the account's ceiling is reached.
      for (let address = 0; address < 3; address += 1) {
        const guesser = newAddress();
        for (let attempt = 0; attempt < 2; attempt += 1) {
          expect((await signInFrom(app, guesser, userName, 'wrong')).status).toBe(401);
        }
      }
      expect((await signInFrom(app, newAddress(), userName, demoPassword)).status).toBe(429);
      // The counter signs in all the same, and is not handed a second device cookie.
      const again = await signInFrom(app, counter, userName, demoPassword, cookie);
      expect(again.status).toBe(200);
      expect(again.headers.get('set-cookie')).toBeNull();
      // Its own typos count on their own: a few, then it waits like anyone.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await signInFrom(app, counter, userName, 'wrong', cookie)).status).toBe(401);
      }
      expect((await signInFrom(app, counter, userName, demoPassword, cookie)).status).toBe(429);
      // Another account's cookie is no key to this one.
      const other = await createUser(app.db, { role: 'staff', branch: 'YGN' });
      const otherCookie = deviceCookieOf(await signInFrom(app, newAddress(), other.userName, demoPassword));
      expect((await signInFrom(app, newAddress(), userName, demoPassword, otherCookie)).status).toBe(429);
    });

    it('blocks an address after its failures across accounts, but not other addresses', async () => {
      const app = getLimitedApp();
      const { userName } = await createUser(app.db, { role: 'staff', branch: 'YGN' });
      const attacker = newAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await signInFrom(app, attacker, unique('guess'), 'x')).status).toBe(401);
      }
      expect((await signInFrom(app, attacker, userName, demoPassword)).status).toBe(429);
      expect((await signInFrom(app, newAddress(), userName, demoPassword)).status).toBe(200);
    });
  });
});
