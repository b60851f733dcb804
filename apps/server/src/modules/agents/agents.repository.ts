import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, users } from '../../db/schema/index.js';
import type { StaffScope } from '../staff/staff.repository.js';

export const agentsRepository = {
  /** One page of the accounts working at the company's agent branches (within the scope), and how many in all. */
  async listAgents(db: Database, { scope, limit, offset }: { scope: StaffScope; limit: number; offset: number }) {
    const where = and(
      eq(users.companyId, scope.companyId),
      eq(branches.type, 'agent'),
      scope.branchId === null ? undefined : eq(users.branchId, scope.branchId),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: users.id,
          name: users.name,
          userName: users.userName,
          phone: users.phone,
          status: users.status,
          createdAt: users.createdAt,
          branch: {
            id: branches.id,
            code: branches.code,
            nameEn: branches.nameEn,
            nameMm: branches.nameMm,
            town: branches.town,
          },
        })
        .from(users)
        .innerJoin(branches, eq(branches.id, users.branchId))
        .where(where)
        .orderBy(asc(branches.code), asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(users).innerJoin(branches, eq(branches.id, users.branchId)).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },
};
