import fs from 'node:fs';
import { roleDefinitions, roleSlugs, type Permission, type RoleSlug } from '@waypost/domain';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, openUnmigratedDatabase } from '../test/migrations-before.js';
import { databaseKinds } from '../test/test-app.js';
import { migrationsFolder } from './client.js';
import { roles } from './schema/index.js';

/** What issue 12 added to the roles: a database seeded before it had none of these. */
const fieldRoles: readonly RoleSlug[] = ['postman', 'courier'];
const newPermissions: readonly Permission[] = [
  'expense.record',
  'delivery.assign',
  'pickup-request.assign',
  'delivery.handover',
  'customer.export',
  'pickup-request.work',
  'delivery.work',
];

/** A role's permissions as the seed wrote them before issue 12. */
function permissionsBefore(slug: RoleSlug): string[] {
  return roleDefinitions[slug].permissions
    .filter((permission) => !newPermissions.includes(permission))
    .map((permission) => (permission === 'expense.approve' ? 'expense.manage' : permission));
}

describe.each(databaseKinds)('the field operations migration (0015) on %s', (kind) => {
  let close = async () => {};
  afterAll(() => close());

  it(
    'gives a database seeded before it the roles and permissions a new one is seeded with',
    { timeout: 120_000 },
    async () => {
      const database = await openUnmigratedDatabase(kind);
      close = database.close;
      const { db, migrateTo } = database;
      const before = migrationsBefore('0015_field_operations');
      await migrateTo(before);
      fs.rmSync(before, { recursive: true, force: true });
      const olderRoles = roleSlugs.filter((slug) => !fieldRoles.includes(slug));
      await db.insert(roles).values(
        olderRoles.map((slug) => ({
          slug,
          level: roleDefinitions[slug].level,
          nameEn: slug,
          nameMm: slug,
          nameZh: slug,
          permissions: permissionsBefore(slug),
        })),
      );
      // An operator took a permission away from staff: the migration adds the new ones and keeps that choice.
      await db.execute(
        sql`UPDATE roles SET permissions = array_remove(permissions, 'label.print') WHERE slug = 'staff'`,
      );

      await migrateTo(migrationsFolder);

      const migrated = await db.select().from(roles).orderBy(asc(roles.id));
      expect(migrated.map((role) => role.slug).sort()).toEqual([...roleSlugs].sort());
      for (const role of migrated) {
        const slug = role.slug as RoleSlug;
        const expected = roleDefinitions[slug].permissions.filter(
          (permission) => !(slug === 'staff' && permission === 'label.print'),
        );
        expect(new Set(role.permissions), slug).toEqual(new Set(expected));
        expect(role.level, slug).toBe(roleDefinitions[slug].level);
      }
    },
  );

  it(
    'adds no roles to an empty database, which the seed fills after the migrations',
    { timeout: 120_000 },
    async () => {
      await close();
      const database = await openUnmigratedDatabase(kind);
      close = database.close;
      await database.migrateTo(migrationsFolder);
      expect(await database.db.select().from(roles)).toEqual([]);
    },
  );
});
