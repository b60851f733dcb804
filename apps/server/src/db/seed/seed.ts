import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultRateTable, domainMessages, roleDefinitions, roleSlugs } from '@waypost/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  announcements,
  branchCollections,
  branches,
  companies,
  locations,
  rateTables,
  roles,
  userBranches,
  users,
} from '../schema/index.js';
import {
  demoAnnouncements,
  demoBranchCollections,
  demoBranches,
  demoCompany,
  demoPassword,
  demoUsers,
} from './demo-data.js';
import { seedDemoLabels } from './demo-labels.js';

const locationsFile = fileURLToPath(new URL('../../../seed-data/locations.json', import.meta.url));
const seedLockKey = 7_305_2027;
const insertBatchSize = 1_000;

interface LocationsFile {
  rows: [string, string, string, string, string | null, string | null][];
}

export interface SeedResult {
  seeded: boolean;
}

/**
 * Seeds reference and demo data on first start, in one transaction; later starts find the company and do nothing.
 * An advisory lock makes concurrent first starts of several instances safe.
 */
export async function seedDatabase({
  db,
  hashPassword,
  demoLabels = false,
}: {
  db: Database;
  hashPassword: (password: string) => Promise<string>;
  /** A few hundred demo labels too (the embedded default; test setups leave them out and make their own). */
  demoLabels?: boolean;
}): Promise<SeedResult> {
  // Hash before the transaction (argon2 is deliberately slow and must not hold the lock); one salt per account.
  const passwordHashes = await Promise.all(demoUsers.map(() => hashPassword(demoPassword)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${seedLockKey})`);
    const existing = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length > 0) return { seeded: false };

    const [company] = await tx.insert(companies).values(demoCompany).returning({ id: companies.id });
    if (!company) throw new Error('company insert returned nothing');
    // The glossary's default domestic tariff, as editable data (labels fall back to it when no row is active).
    await tx.insert(rateTables).values({ companyId: company.id, rates: defaultRateTable });

    const { rows } = JSON.parse(fs.readFileSync(locationsFile, 'utf8')) as LocationsFile;
    for (let start = 0; start < rows.length; start += insertBatchSize) {
      await tx.insert(locations).values(
        rows.slice(start, start + insertBatchSize).map(([id, level, nameEn, nameMm, postcode, parentId]) => ({
          id,
          level: level as (typeof locations.$inferInsert)['level'],
          nameEn,
          nameMm,
          postcode,
          parentId,
        })),
      );
    }

    const collections = await tx
      .insert(branchCollections)
      .values(demoBranchCollections.map((collection) => ({ ...collection, companyId: company.id })))
      .returning({ id: branchCollections.id, code: branchCollections.code });
    const collectionId = new Map(collections.map((collection) => [collection.code, collection.id]));

    const insertedBranches = await tx
      .insert(branches)
      .values(
        demoBranches.map(({ collection, ...branch }) => ({
          ...branch,
          companyId: company.id,
          branchCollectionId: collectionId.get(collection) ?? null,
        })),
      )
      .returning({ id: branches.id, code: branches.code });
    const branchId = new Map(insertedBranches.map((branch) => [branch.code, branch.id]));

    const insertedRoles = await tx
      .insert(roles)
      .values(
        roleSlugs.map((slug) => ({
          slug,
          level: roleDefinitions[slug].level,
          nameEn: domainMessages.en.role[slug],
          nameMm: domainMessages.mm.role[slug],
          nameZh: domainMessages.zh.role[slug],
          permissions: [...roleDefinitions[slug].permissions],
        })),
      )
      .returning({ id: roles.id, slug: roles.slug });
    const roleId = new Map(insertedRoles.map((role) => [role.slug, role.id]));

    for (const [index, demoUser] of demoUsers.entries()) {
      const homeBranchId = demoUser.branch ? branchId.get(demoUser.branch) : undefined;
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          name: demoUser.name,
          userName: demoUser.userName,
          passwordHash: passwordHashes[index]!,
          roleId: roleId.get(demoUser.role)!,
          branchId: homeBranchId ?? null,
          branchCollectionId: null,
          allBranches: demoUser.allBranches,
          status: demoUser.status,
        })
        .returning({ id: users.id });
      if (user && demoUser.jointedBranches.length > 0) {
        await tx
          .insert(userBranches)
          .values(demoUser.jointedBranches.map((code) => ({ userId: user.id, branchId: branchId.get(code)! })));
      }
    }

    if (demoLabels) await seedDemoLabels({ db: tx });
    await tx.insert(announcements).values(demoAnnouncements.map((announcement) => ({ ...announcement })));
    return { seeded: true };
  });
}
