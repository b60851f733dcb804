import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { openDatabase } from './client.js';
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

describe('embedded PGlite database', () => {
  it('keeps data across restarts and seeds only on the first start', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seedDatabase({ db: first.db, hashPassword })).toEqual({ seeded: true });
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
  }, 60_000);

  it('refuses a second process on the same data directory', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    // A live process (this one's parent) holds the lock.
    fs.writeFileSync(path.join(dataDir, 'waypost.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another Waypost process/);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'waypost.lock'), '999999');
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(fs.existsSync(path.join(dataDir, 'waypost.lock'))).toBe(false);
  }, 60_000);

  it('seeds the reference data the product needs', async () => {
    const handle = await openDatabase({});
    await handle.migrate();
    await seedDatabase({ db: handle.db, hashPassword });
    const levels = await handle.db
      .select({ level: locations.level, n: count() })
      .from(locations)
      .groupBy(locations.level);
    expect(Object.fromEntries(levels.map((row) => [row.level, row.n]))).toEqual({
      region: 15,
      district: 80,
      township: 330,
      ward: 3476,
      village_tract: 13809,
    });
    const codes = (await handle.db.select({ code: branches.code, type: branches.type }).from(branches)).map(
      (b) => `${b.code}:${b.type}`,
    );
    expect(codes).toEqual(expect.arrayContaining(['YGN:fcs', 'MDY:fcs', 'MYK:agent']));
    const [roleCount] = await handle.db.select({ n: count() }).from(roles);
    expect(roleCount?.n).toBeGreaterThanOrEqual(21);
    await handle.close();
  }, 60_000);
});
