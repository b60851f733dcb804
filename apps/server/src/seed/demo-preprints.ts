import { labelDraft, preprintIssueRequest } from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { branches, merchants } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { bookLabel } from '../modules/labels/create-label.js';
import { issuePreprints } from '../modules/preprints/issue-preprints.js';
import { actorFor } from './demo-money.js';
import { demoMerchants } from './demo-data.js';

const day = 24 * 60 * 60_000;

/** Who the demo's preprinted labels go to in Mandalay. */
const receivers = [
  { name: 'Daw Mya Mya', phone: '09780100301', township: 'MMR010002' },
  { name: 'Ko Nyi Nyi', phone: '09780100302', township: 'MMR010001' },
  { name: 'Ma Hnin Wai', phone: '09780100303', township: 'MMR010004' },
] as const;

/**
 * Preprinted labels (issue 30 §3): Yangon's supervisor issued Shwe Online Shop a sheet of 20 smart invoices a week
 * ago; the counter has since booked three of its parcels on codes from it (walk-in, receiver pays, so no till money
 * moves), pending at YGN for MDY. The other 17 codes are unused: the range shows 3 used, 17 unused.
 */
export async function seedDemoPreprints({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const lead = await actorFor(db, 'supervisor');
  const clerk = await actorFor(db, 'staff');
  const [shwe] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.companyId, lead.companyId), eq(merchants.name, demoMerchants.shwe.name)));
  const [mdy] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, lead.companyId), eq(branches.code, 'MDY')));
  if (!shwe || !mdy) return;
  const start = clock.now().getTime();
  const at = (ago: number): Clock => ({ now: () => new Date(start - ago) });

  const { body: range } = await issuePreprints({
    db,
    clock: at(7 * day),
    actor: lead,
    request: preprintIssueRequest.parse({ merchant_id: shwe.id, type: 'smart_invoice', count: 20 }),
    idempotencyKey: undefined,
  });
  for (const [index, receiver] of receivers.entries()) {
    await bookLabel({
      db,
      clock: at((3 - index) * day),
      actor: clerk,
      idempotencyKey: null,
      channel: 'counter',
      draft: labelDraft.parse({
        type: 'fcs_express',
        accept_type: 'walkin',
        service_type: 'express',
        item_type: 'parcel',
        purchase_type: 'receiver_pay',
        weight: 1,
        source_name: demoMerchants.shwe.name,
        source_phone: demoMerchants.shwe.phone,
        source_township: demoMerchants.shwe.townshipId,
        destination_name: receiver.name,
        destination_phone: receiver.phone,
        destination_township: receiver.township,
        deliver_branch_id: mdy.id,
        include_products: 'Clothes',
        preprint_code: range.codes[index],
      }),
    });
  }
}
