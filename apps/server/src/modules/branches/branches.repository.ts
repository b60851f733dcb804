import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';

export const branchesRepository = {
  async listAll(tx: Database) {
    return tx
      .select({
        id: branches.id,
        code: branches.code,
        nameEn: branches.nameEn,
        nameMm: branches.nameMm,
        town: branches.town,
        type: branches.type,
        internationalMail: branches.internationalMail,
      })
      .from(branches)
      .orderBy(asc(branches.id));
  },
};
