import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers, locations } from '../../db/schema/index.js';

const township = aliasedTable(locations, 'township');
/** The township's parent: its district, or its region where a township has no district. */
const above = aliasedTable(locations, 'above_township');
const aboveThat = aliasedTable(locations, 'above_district');

const placeColumns = (table: typeof locations) => ({
  id: table.id,
  level: table.level,
  nameEn: table.nameEn,
  nameMm: table.nameMm,
  postcode: table.postcode,
});

export const customersRepository = {
  /** A company's customers with this (canonical) phone, newest first, with the places above their township. */
  async findByPhone(tx: Database, { companyId, phone, limit }: { companyId: number; phone: string; limit: number }) {
    return tx
      .select({
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        address: customers.address,
        township: placeColumns(township),
        above: placeColumns(above),
        aboveThat: placeColumns(aboveThat),
      })
      .from(customers)
      .leftJoin(township, eq(township.id, customers.townshipId))
      .leftJoin(above, eq(above.id, township.parentId))
      .leftJoin(aboveThat, eq(aboveThat.id, above.parentId))
      .where(and(eq(customers.companyId, companyId), eq(customers.phone, phone)))
      .orderBy(desc(customers.updatedAt), desc(customers.id))
      .limit(limit);
  },
};
