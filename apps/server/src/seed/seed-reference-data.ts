import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultRateTable, domainMessages, roleDefinitions, roleSlugs, type LocationLevel } from '@waypost/domain';
import type { Database } from '../db/client.js';
import { branchCollections, branches, companies, locations, rateTables, roles } from '../db/schema/index.js';
import { demoBranchCollections, demoBranches, demoCompany } from './demo-data.js';

const locationsFile = fileURLToPath(new URL('../../seed-data/locations.json', import.meta.url));
const insertBatchSize = 1_000;

interface LocationsFile {
  rows: [string, string, string, string, string | null, string | null][];
}

/** Ids of the reference rows, for data seeded on top of them. */
export interface SeededReference {
  companyId: number;
  branchIds: ReadonlyMap<string, number>;
  roleIds: ReadonlyMap<string, number>;
}

/** What every database needs to work, demo or not: the company, branches, roles, locations and rate table. */
export async function seedReferenceData(tx: Database): Promise<SeededReference> {
  const [company] = await tx.insert(companies).values(demoCompany).returning({ id: companies.id });
  if (!company) throw new Error('company insert returned nothing');
  // The glossary's default domestic tariff, as editable data (labels fall back to it when no row is active).
  await tx.insert(rateTables).values({ companyId: company.id, rates: defaultRateTable });

  const { rows } = JSON.parse(fs.readFileSync(locationsFile, 'utf8')) as LocationsFile;
  const levelOf = new Map(rows.map(([id, level]) => [id, level as LocationLevel]));
  for (let start = 0; start < rows.length; start += insertBatchSize) {
    await tx.insert(locations).values(
      rows.slice(start, start + insertBatchSize).map(([id, level, nameEn, nameMm, postcode, parentId]) => ({
        id,
        level: level as (typeof locations.$inferInsert)['level'],
        nameEn,
        nameMm,
        postcode,
        parentId,
        parentType: parentId ? (levelOf.get(parentId) ?? null) : null,
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

  return {
    companyId: company.id,
    branchIds: new Map(insertedBranches.map((branch) => [branch.code, branch.id])),
    roleIds: new Map(insertedRoles.map((role) => [role.slug, role.id])),
  };
}
