import type { CodFeeVersion, RateTable } from '@waypost/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { locations } from '../../db/schema/index.js';

/** A township with its district (its parent), as quoting resolves the zone of each end. */
export interface TownshipLookup {
  id: string;
  level: string;
  postcode: string | null;
  parentId: string | null;
  districtId: string | null;
  districtParentId: string | null;
}

const township = (placeholder: string) => sql`(
  select json_build_object('id', t.id, 'level', t.level, 'postcode', t.postcode, 'parentId', t.parent_id,
                           'districtId', d.id, 'districtParentId', d.parent_id)
  from locations t left join locations d on d.id = t.parent_id
  where t.id = ${sql.placeholder(placeholder)})`;

/** The merchant a label is booked for, as pricing needs it. */
export interface MerchantLookup {
  id: number;
  codFeeVersion: CodFeeVersion;
}

/**
 * Both townships of a quote, the company's active rate table and the label's merchant (of this company; its COD fee
 * version prices the COD fee), in one prepared statement.
 */
const quoteLookupStatement = preparedStatement<
  { source: string; destination: string; companyId: number; merchantId: number | null },
  {
    source: TownshipLookup | null;
    destination: TownshipLookup | null;
    rateTable: { id: number; rates: RateTable } | null;
    merchant: MerchantLookup | null;
  }
>(
  'label_quote_lookup',
  sql`select ${township('source')} as source, ${township('destination')} as destination,
        (select json_build_object('id', r.id, 'rates', r.rates) from rate_tables r
          where r.company_id = ${sql.placeholder('companyId')} and r.active order by r.id desc limit 1) as rate_table,
        (select json_build_object('id', m.id, 'codFeeVersion', m.cod_fee_version) from merchants m
          where m.id = ${sql.placeholder('merchantId')}::int and m.company_id = ${sql.placeholder('companyId')})
          as merchant`,
  (row) => ({
    source: row.source as TownshipLookup | null,
    destination: row.destination as TownshipLookup | null,
    rateTable: row.rate_table as { id: number; rates: RateTable } | null,
    merchant: row.merchant as MerchantLookup | null,
  }),
);

export interface BranchLookup {
  id: number;
  companyId: number;
  town: string;
  /** An agent-type branch (issue 30 §4); read where a booking offers agent services from it. */
  agent?: boolean;
}

/** The branches a new label names and the creating user's own branches, in one prepared statement. */
const createLookupStatement = preparedStatement<
  { deliverBranchId: number; acceptBranchId: number; userId: number },
  { deliverBranch: BranchLookup | null; acceptBranch: BranchLookup | null; userBranchIds: number[] }
>(
  'label_create_lookup',
  sql`select
        (select json_build_object('id', b.id, 'companyId', b.company_id, 'town', b.town, 'agent', b.type = 'agent')
          from branches b where b.id = ${sql.placeholder('deliverBranchId')}) as deliver_branch,
        (select json_build_object('id', b.id, 'companyId', b.company_id, 'town', b.town, 'agent', b.type = 'agent')
          from branches b where b.id = ${sql.placeholder('acceptBranchId')}) as accept_branch,
        array(select ub.branch_id from user_branches ub where ub.user_id = ${sql.placeholder('userId')}) as user_branch_ids`,
  (row) => ({
    deliverBranch: row.deliver_branch as BranchLookup | null,
    acceptBranch: row.accept_branch as BranchLookup | null,
    userBranchIds: row.user_branch_ids as number[],
  }),
);

/** What quoting and creating a label read before they write: one round trip each. */
export const labelLookups = {
  async forQuote(
    db: Database,
    params: { source: string; destination: string; companyId: number; merchantId: number | null },
  ) {
    const [row] = await quoteLookupStatement.run(db, params);
    return row!;
  },

  /**
   * The townships with these 5-digit postcodes, postcode → township id. Two townships sharing a code (Hlaingtharya
   * East and West share 11401) resolve to the first by id: the fee zone is the same, as both are in one district.
   */
  async townshipsByPostcode(db: Database, postcodes: readonly string[]): Promise<Map<string, string>> {
    if (postcodes.length === 0) return new Map();
    const rows = await db
      .select({ id: locations.id, postcode: locations.postcode })
      .from(locations)
      .where(and(eq(locations.level, 'township'), inArray(locations.postcode, [...postcodes])))
      .orderBy(asc(locations.id));
    const found = new Map<string, string>();
    for (const row of rows) if (row.postcode && !found.has(row.postcode)) found.set(row.postcode, row.id);
    return found;
  },

  async forCreate(db: Database, params: { deliverBranchId: number; acceptBranchId: number; userId: number }) {
    const [row] = await createLookupStatement.run(db, params);
    return row!;
  },
};
