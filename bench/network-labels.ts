// The labels the branch-network benchmark bags (generate-network.ts makes them, network-benchmarks.ts uses them):
// express labels accepted at `origin` for `destination`, on the normal path, in no bag on its way.
import { sql } from 'drizzle-orm';

export function readyNetworkLabelsSql({
  origin,
  destination,
  count = false,
  limit = 0,
}: {
  origin: number;
  destination: number;
  count?: boolean;
  limit?: number;
}) {
  const where = sql`where l.accept_branch_id = ${origin}::int and l.status = 'accept_from_origin_branch'
      and l.deliver_branch_id = ${destination}::int and l.service_type = 'express' and l.shipping_type = 'normal'
      and not l.direct and l.via_branch_id is null
      and not exists (select 1 from mailbag_items i where i.label_id = l.id and i.live)`;
  return count
    ? sql`select count(*)::int as ready from labels l ${where}`
    : sql`select l.tracking_code from labels l ${where} order by l.id limit ${limit}::int`;
}
