import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, roles, users } from '../db/schema/index.js';
import { seedLockKey } from './seed.js';

export interface FirstAdmin {
  userName: string;
  /** The password made up for it when none was configured: shown once by the caller, never stored in clear. */
  generatedPassword: string | null;
}

/**
 * Creates the first super-admin when the database has no users at all (a first start without demo data), with the
 * configured password or a random strong one. Later starts find users and do nothing, so no second admin is made
 * and no password is shown again.
 */
export async function createFirstAdmin({
  db,
  hashPassword,
  userName,
  password,
}: {
  db: Database;
  hashPassword: (password: string) => Promise<string>;
  userName: string;
  password: string | undefined;
}): Promise<FirstAdmin | null> {
  if (await hasUsers(db)) return null;
  const generatedPassword = password === undefined ? randomBytes(18).toString('base64url') : null;
  // Hash before the transaction: argon2 is deliberately slow and must not hold the lock.
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasUsers(tx)) return null;
    const [company] = await tx.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'super-admin'));
    if (!company || !role) throw new Error('The reference data must be seeded before the first administrator.');
    await tx.insert(users).values({
      companyId: company.id,
      name: 'Administrator',
      userName,
      passwordHash,
      roleId: role.id,
      allBranches: true,
    });
    return { userName, generatedPassword };
  });
}

async function hasUsers(db: Database): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}
