import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies } from '../db/schema/index.js';
import { hashDemoPasswords, seedDemoData } from './seed-demo-data.js';
import { seedReferenceData } from './seed-reference-data.js';

/** Held while seeding or creating the first administrator, so concurrent first starts of several instances are safe. */
export const seedLockKey = 7_305_2027;

export interface SeedResult {
  /** This start seeded the database (it was empty). */
  seeded: boolean;
  /** …and with demo data. */
  demo: boolean;
}

/**
 * Seeds the reference data the product needs to work (company, branches, roles, locations, rate table) on first
 * start, and demo data on top when `demo` is set, in one transaction; later starts find the company and do nothing.
 */
export async function seedDatabase({
  db,
  hashPassword,
  demo,
  demoLabels = false,
}: {
  db: Database;
  hashPassword: (password: string) => Promise<string>;
  demo: boolean;
  /** With demo data, a few hundred demo labels too (`npm start`; test setups leave them out and make their own). */
  demoLabels?: boolean;
}): Promise<SeedResult> {
  const notSeeded = { seeded: false, demo: false };
  if (await hasCompany(db)) return notSeeded;
  // Hash before the transaction: argon2 is deliberately slow and must not hold the lock.
  const demoPasswordHashes = demo ? await hashDemoPasswords(hashPassword) : [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasCompany(tx)) return notSeeded;
    const reference = await seedReferenceData(tx);
    if (demo) await seedDemoData({ tx, reference, passwordHashes: demoPasswordHashes, labels: demoLabels });
    return { seeded: true, demo };
  });
}

async function hasCompany(db: Database): Promise<boolean> {
  return (await db.select({ id: companies.id }).from(companies).limit(1)).length > 0;
}
