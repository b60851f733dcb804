import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { openDatabase, type Database } from './client.js';
import { announcements, branches, locations, roles, users } from './schema/index.js';
import { seedDatabase } from './seed/seed.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'waypost-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A hang guard for tests that open PGlite cold (seconds on an idle machine, tens of seconds on a busy one). */
const coldStartBudget = 180_000;

/** The reference data the product needs, as seeded. */
async function expectReferenceData(db: Database): Promise<void> {
  const levels = await db.select({ level: locations.level, n: count() }).from(locations).groupBy(locations.level);
  expect(Object.fromEntries(levels.map((row) => [row.level, row.n]))).toEqual({
    region: 15,
    district: 80,
    township: 330,
    ward: 3476,
    village_tract: 13809,
  });
  const codes = (await db.select({ code: branches.code, type: branches.type }).from(branches)).map(
    (b) => `${b.code}:${b.type}`,
  );
  expect(codes).toEqual(expect.arrayContaining(['YGN:fcs', 'MDY:fcs', 'MYK:agent']));
  const [roleCount] = await db.select({ n: count() }).from(roles);
  expect(roleCount?.n).toBeGreaterThanOrEqual(21);
}

describe('embedded PGlite database', () => {
  // Opening PGlite cold and seeding (argon2 hashes, 17 000 places) is the slowest thing a test here does: a busy
  // 2-core machine took over 30 s for this test. Its budget only bounds a hang; the reference data is checked on the
  // same first start rather than paying for another one.
  it(
    'seeds the reference data on the first start, keeps data across restarts and seeds only once',
    async () => {
      const dataDir = tempDir();
      const first = await openDatabase({ dataDir });
      await first.migrate();
      expect(await seedDatabase({ db: first.db, hashPassword })).toEqual({ seeded: true });
      await expectReferenceData(first.db);
      await first.db.insert(announcements).values({ title: 'kept', body: 'across restarts' });
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.migrate();
      expect(await seedDatabase({ db: second.db, hashPassword })).toEqual({ seeded: false });
      const kept = await second.db.select().from(announcements);
      expect(kept.map((row) => row.title)).toContain('kept');
      const [userCount] = await second.db.select({ n: count() }).from(users);
      expect(userCount?.n).toBe(8);
      await second.close();
    },
    coldStartBudget,
  );

  it('refuses a second process on the same data directory', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    // A live process (this one's parent) holds the lock.
    fs.writeFileSync(path.join(dataDir, 'waypost.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another Waypost process/);
  });

  it(
    'takes over a lock left by a process that is gone',
    async () => {
      const dataDir = tempDir();
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'waypost.lock'), '999999');
      const handle = await openDatabase({ dataDir });
      await handle.close();
      expect(fs.existsSync(path.join(dataDir, 'waypost.lock'))).toBe(false);
    },
    coldStartBudget,
  );
});
