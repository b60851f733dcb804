import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { branches, users } from '../db/schema/index.js';
import { unique } from './fixtures.js';

/** A label as a test places it: its kind, money and the moments of its events, at branches by index. */
export interface PlacedLabel {
  merchant: boolean;
  acceptType: 'walkin' | 'cod';
  serviceType: 'register' | 'express' | 'special' | 'vpp' | 'vpl';
  services: string[];
  pickupAtPo: boolean;
  channel: 'counter' | 'import' | 'api';
  codAmount: number;
  totalCost: number;
  createdAt: Date;
  acceptedAt: Date | null;
  deliveredAt: Date | null;
  returnedAt: Date | null;
  accept: number;
  deliver: number;
  status?: string;
  updatedAt?: Date;
  trackingCode?: string;
}

/** More branches for a test company, copied from its first (the report and dashboard tests read three). */
export async function addBranches(db: Database, firstBranchId: number, count: number): Promise<number[]> {
  const [templateRow] = await db.select().from(branches).where(eq(branches.id, firstBranchId));
  const { id: _templateId, ...template } = templateRow!;
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const code = unique('DB').toUpperCase().replace('-', '').slice(0, 10);
    const [row] = await db
      .insert(branches)
      .values({ ...template, code, nameEn: code, nameMm: code, branchCollectionId: null })
      .returning({ id: branches.id });
    ids.push(row!.id);
  }
  return ids;
}

/**
 * Inserts labels as they would stand after their events, straight into the table (the rollup triggers count them as
 * they count any label): the moments are the test's to choose, which the API would set to the clock's.
 */
export async function insertLabels(
  db: Database,
  { companyId, branchIds, merchantId }: { companyId: number; branchIds: readonly number[]; merchantId: number },
  placed: readonly PlacedLabel[],
): Promise<number[]> {
  if (placed.length === 0) return [];
  const [creator] = await db.select({ id: users.id }).from(users).limit(1);
  const iso = (at: Date | null) => (at === null ? null : at.toISOString());
  const rows = placed.map(
    (label) => sql`(${companyId}, ${label.trackingCode ?? unique('DL')}, 'fcs_express', ${label.acceptType},
      ${label.serviceType}, 'parcel', 'sender_pay', 1000, ${label.status ?? 'pending'}, 'normal', 'S', '0911',
      'MMR013016', 'MM-06', 'R', '0922', 'MMR010002', 'MM-04', ${label.merchant ? merchantId : null}::int,
      ${`{${label.services.join(',')}}`}::text[], ${label.pickupAtPo}, ${label.channel}, ${label.codAmount},
      ${label.totalCost}, ${JSON.stringify([{ code: 'shipping_fee', amount: label.totalCost }])}::jsonb,
      ${iso(label.createdAt)}::timestamptz, ${iso(label.acceptedAt)}::timestamptz,
      ${iso(label.deliveredAt)}::timestamptz, ${iso(label.returnedAt)}::timestamptz,
      ${iso(label.updatedAt ?? label.createdAt)}::timestamptz, ${branchIds[label.accept]!},
      ${branchIds[label.deliver]!}, 0, ${creator!.id})`,
  );
  const result = (await db.execute(sql`
    insert into labels (company_id, tracking_code, type, accept_type, service_type, item_type, purchase_type,
      weight_grams, status, shipping_type, source_name, source_phone, source_township, source_region,
      destination_name, destination_phone, destination_township, destination_region, merchant_id, services,
      pickup_at_po, channel, cod_amount, total_cost, fee_lines, created_at, accepted_at, delivered_at, returned_at,
      updated_at, accept_branch_id, deliver_branch_id, shipping_fee, creator_id)
    values ${sql.join(rows, sql`, `)}
    returning id`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}
