import {
  myanmarOperatorNames,
  yangonDay,
  yangonDayStart,
  type MyanmarOperator,
  type NotificationReportQuery,
  type NotificationProviderHealthResponse,
  type NotificationReportResponse,
} from '@waypost/domain';
import { sql } from 'drizzle-orm';
import { branches, labels, merchants, notifications } from '../../db/schema/index.js';
import type { Actor } from '../../plugins/request-context.js';
import type { ProviderDescription } from './notify-config.js';
import type { NotificationDeps } from './read-notifications.js';

/** The column a scope groups by, and how its rows are named. */
const groupings = {
  branch: { key: sql`n.branch_id::text`, name: sql`coalesce(b.name_en, '')` },
  merchant: { key: sql`coalesce(n.merchant_id::text, '')`, name: sql`coalesce(m.name, '')` },
  operator: { key: sql`coalesce(n.operator, '')`, name: sql`coalesce(n.operator, '')` },
  provider: { key: sql`coalesce(n.provider, '')`, name: sql`coalesce(n.provider, '')` },
} as const;

/**
 * GET /api/report/notifications: what the messages sent in a period cost — messages, SMS parts and the providers'
 * charge — by branch (the one that sold the label), merchant, operator or provider, against the `sms_fee` the labels
 * they were about were charged (each label's fee once per row it appears in). A branch user sees his branch's.
 * Without from/to, the current Yangon month.
 */
export async function notificationReport({
  db,
  clock,
  actor,
  query,
}: NotificationDeps & { actor: Actor; query: NotificationReportQuery }): Promise<NotificationReportResponse> {
  const today = yangonDay(clock.now());
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  const { key, name } = groupings[query.scope];
  const branchId = actor.allBranches ? null : (actor.branch?.id ?? -1);
  const result = (await db.execute(sql`
    with sent as (
      select ${key} as key, ${name} as name, n.label_id, n.parts, coalesce(n.cost, 0) as cost
      from ${notifications} n
      left join ${branches} b on b.id = n.branch_id
      left join ${merchants} m on m.id = n.merchant_id
      where n.company_id = ${actor.companyId} and n.sent_at is not null
        and n.sent_at >= ${yangonDayStart(from).toISOString()}::timestamptz
        and n.sent_at < ${new Date(yangonDayStart(to).getTime() + 86_400_000).toISOString()}::timestamptz
        and (${branchId}::int is null or n.branch_id = ${branchId}::int)
    ), fees as (
      select s.key, coalesce(sum((
        select coalesce(sum((f->>'amount')::int), 0) from jsonb_array_elements(l.fee_lines) f
        where f->>'code' = 'sms_fee')), 0)::int as charged
      from (select distinct key, label_id from sent where label_id is not null) s
      join ${labels} l on l.id = s.label_id
      group by s.key
    )
    select sent.key, min(sent.name) as name, count(*)::int as messages, sum(sent.parts)::int as parts,
      sum(sent.cost)::int as cost, coalesce(min(fees.charged), 0)::int as sms_fee_charged
    from sent left join fees on fees.key = sent.key
    group by sent.key
    order by count(*) desc, sent.key`)) as unknown as {
    rows: { key: string; name: string; messages: number; parts: number; cost: number; sms_fee_charged: number }[];
  };
  const rows = result.rows.map((row) => ({
    key: row.key,
    name:
      query.scope === 'operator' && row.key in myanmarOperatorNames
        ? myanmarOperatorNames[row.key as MyanmarOperator]
        : row.name,
    messages: Number(row.messages),
    parts: Number(row.parts),
    cost: Number(row.cost),
    sms_fee_charged: Number(row.sms_fee_charged),
  }));
  const total = (field: 'messages' | 'parts' | 'cost' | 'sms_fee_charged') =>
    rows.reduce((sum, row) => sum + row[field], 0);
  return {
    period: query.period,
    from,
    to,
    scope: query.scope,
    rows,
    totals: {
      messages: total('messages'),
      parts: total('parts'),
      cost: total('cost'),
      sms_fee_charged: total('sms_fee_charged'),
    },
  };
}

/**
 * GET /api/notification-provider: each configured provider (in failover order, described without secrets) with its
 * company's messages of the last 24 hours — sent, delivered, failed — and the queue's length.
 */
export async function notificationProviderHealth({
  db,
  clock,
  actor,
  providers,
}: NotificationDeps & {
  actor: Actor;
  providers: readonly ProviderDescription[];
}): Promise<NotificationProviderHealthResponse> {
  const since = new Date(clock.now().getTime() - 86_400_000);
  const result = (await db.execute(sql`
    select provider,
      count(*) filter (where sent_at is not null)::int as sent,
      count(*) filter (where state = 'delivered')::int as delivered,
      count(*) filter (where state in ('failed', 'undelivered', 'rejected'))::int as failed,
      max(sent_at) as last_sent_at
    from ${notifications}
    where company_id = ${actor.companyId} and provider is not null and updated_at >= ${since.toISOString()}::timestamptz
    group by provider`)) as unknown as {
    rows: { provider: string; sent: number; delivered: number; failed: number; last_sent_at: string | Date | null }[];
  };
  const [queued] = (
    (await db.execute(sql`
      select count(*)::int as queued from ${notifications}
      where company_id = ${actor.companyId} and state = 'queued'`)) as unknown as { rows: { queued: number }[] }
  ).rows;
  const stats = new Map(result.rows.map((row) => [row.provider, row]));
  return {
    data: providers.map((provider) => {
      const row = stats.get(provider.name);
      const finished = (row?.delivered ?? 0) + (row?.failed ?? 0);
      return {
        ...provider,
        sent: row?.sent ?? 0,
        delivered: row?.delivered ?? 0,
        failed: row?.failed ?? 0,
        delivery_rate: finished > 0 ? Math.round(((row?.delivered ?? 0) * 1000) / finished) / 10 : null,
        last_sent_at: row?.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
      };
    }),
    queued: Number(queued?.queued ?? 0),
  };
}
