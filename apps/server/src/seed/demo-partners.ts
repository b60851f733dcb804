import { gateRequest, gateSubmitRequest, labelDraft, makeTrackingCode, mmpostHandOffRequest } from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { branches } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { reportGate } from '../modules/gates/report-gate.js';
import { saveGate } from '../modules/gates/manage-gates.js';
import { submitToGate } from '../modules/gates/submit-to-gate.js';
import { changeLabelStatus } from '../modules/labels/change-label-status.js';
import { bookLabel } from '../modules/labels/create-label.js';
import { handOffToMmpost } from '../modules/mmpost/hand-off-mmpost.js';
import { importMmpostStatus } from '../modules/mmpost/mmpost-status.js';
import type { PostalPartner } from '../modules/mmpost/postal-partner.js';
import { actorFor } from './demo-money.js';

const hour = 60 * 60_000;

/** Towns of Mandalay Region no branch serves: the bus gates and Myanmar Post carry parcels there. */
const farReceivers = [
  { name: 'Daw Aye Aye', phone: '09780200401', township: 'MMR010013' },
  { name: 'Ko Min Thu', phone: '09780200402', township: 'MMR010009' },
  { name: 'Ma Su Su', phone: '09780200403', township: 'MMR010017' },
  { name: 'U Kyaw Kyaw', phone: '09780200404', township: 'MMR010028' },
] as const;

/**
 * Beyond the branches (issue 28 §1–2) as a newcomer finds it on a first start, made through the use cases by the
 * demo users: head office's two bus gates at Aung Mingalar; yesterday evening's slip of four Yangon parcels on the
 * Shwe Mandalar bus (one collected, one returned by the gate, two still with it — its fee owed to the gate); and
 * three Myanmar Post labels handed to the post this morning with their S10 codes, one already reported delivered by
 * the post's status file.
 */
export async function seedDemoPartners({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const admin = await actorFor(db, 'admin');
  const ygnClerk = await actorFor(db, 'staff');
  const [mdy] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, ygnClerk.companyId), eq(branches.code, 'MDY')));
  if (!mdy) return;
  const start = clock.now().getTime();
  const at = (ago: number): Clock => ({ now: () => new Date(start - ago) });

  const gates = [];
  for (const [name, operator, phone] of [
    ['Aung Mingalar — Shwe Mandalar Express', 'Shwe Mandalar Express', '09420111222'],
    ['Aung Mingalar — JJ Express', 'JJ Express', '09420333444'],
  ] as const) {
    const saved = await saveGate({
      db,
      actor: admin,
      request: gateRequest.parse({ name, operator, phone, township_id: 'MMR013002' }),
    });
    gates.push(saved.data);
  }

  let booked = 0;
  const accepted = async (type: 'fcs_express' | 'mm_post', ago: number) => {
    const receiver = farReceivers[booked++ % farReceivers.length]!;
    const draft = labelDraft.parse({
      type,
      accept_type: 'walkin',
      service_type: type === 'mm_post' ? 'register' : 'express',
      item_type: 'parcel',
      purchase_type: 'sender_pay',
      weight: 1.5,
      source_name: 'Ma Hla Hla',
      source_phone: '09450100200',
      source_township: 'MMR013016',
      destination_name: receiver.name,
      destination_phone: receiver.phone,
      destination_township: receiver.township,
      deliver_branch_id: mdy.id,
      include_products: 'Clothes',
    });
    const id = await bookLabel({
      db,
      clock: at(ago),
      actor: ygnClerk,
      draft,
      idempotencyKey: null,
      channel: 'counter',
    });
    await changeLabelStatus({
      db,
      clock: at(ago),
      actor: ygnClerk,
      labelId: id,
      change: { action: 'next', expectedStatus: 'pending' },
      locale: 'en',
    });
    return id;
  };

  const onBus = [];
  for (let index = 0; index < 4; index += 1) onBus.push(await accepted('fcs_express', 20 * hour - index * 60_000));
  const slip = await submitToGate({
    db,
    clock: at(18 * hour),
    actor: ygnClerk,
    request: gateSubmitRequest.parse({
      gate_id: gates[0]!.id,
      label_ids: onBus,
      vehicle_no: 'YGN 7K-4321',
      driver_phone: '09421112223',
      departs_at: new Date(start - 17 * hour).toISOString(),
    }),
    locale: 'en',
    idempotencyKey: undefined,
  });
  const report = { db, clock: at(3 * hour), actor: ygnClerk, id: slip.body.id } as const;
  await reportGate({ ...report, report: 'collected', request: { label_ids: [onBus[0]!] } });
  await reportGate({ ...report, report: 'returned', request: { label_ids: [onBus[1]!] } });

  const toPost = [];
  for (let index = 0; index < 3; index += 1) toPost.push(await accepted('mm_post', 6 * hour - index * 60_000));
  const codes = toPost.map((_, index) => makeTrackingCode({ indicator: 'RR', serial: 71_200_100 + index }));
  await handOffToMmpost({
    db,
    clock: at(5 * hour),
    actor: ygnClerk,
    request: mmpostHandOffRequest.parse({
      items: toPost.map((labelId, index) => ({ label_id: labelId, mmpost_tracking_code: codes[index] })),
    }),
    locale: 'en',
    idempotencyKey: undefined,
  });
  // The post's status file, read by the file exchange in production; here its rows as the post would send them.
  const today = new Date(start).toISOString().slice(0, 10);
  const statusFile: PostalPartner = {
    manifest: () => Promise.resolve(new Uint8Array()),
    readStatusReport: () =>
      Promise.resolve({
        kind: 'rows',
        rows: [
          { row: 2, cells: { mmpost_tracking_code: codes[0], status: 'in_transit', date: today, remark: 'Mandalay' } },
          { row: 3, cells: { mmpost_tracking_code: codes[0], status: 'delivered', date: today, remark: 'Signed' } },
        ],
      }),
  };
  await importMmpostStatus({
    db,
    clock: at(hour),
    actor: ygnClerk,
    bytes: new Uint8Array(),
    locale: 'en',
    partner: statusFile,
  });
}
