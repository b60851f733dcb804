import {
  dispatchCreateRequest,
  labelDraft,
  mailbagCloseRequest,
  mailbagCreateRequest,
  mailbagFinishRequest,
  mailbagScanRequest,
  type MailbagScanAction,
} from '@waypost/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import { changeLabelStatus } from '../modules/labels/change-label-status.js';
import { bookLabel } from '../modules/labels/create-label.js';
import { createDispatch } from '../modules/mailbags/dispatch-mailbags.js';
import { addLabelToMailbag, closeMailbag, createMailbag } from '../modules/mailbags/fill-mailbag.js';
import { finishOpening, scanOpenedLabel } from '../modules/mailbags/open-mailbag.js';
import { scanMailbagTag } from '../modules/mailbags/scan-mailbag-tag.js';
import type { Actor } from '../plugins/request-context.js';
import type { Database } from '../db/client.js';
import { branches } from '../db/schema/index.js';
import { actorFor } from './demo-money.js';

const minute = 60_000;
const hour = 60 * minute;

/** Who sends from Yangon and who waits in Mandalay: the demo's n-th label takes the n-th of each, round the lists. */
const senders = [
  { name: 'Ma Hla Hla', phone: '09450100200', township: 'MMR013016' },
  { name: 'Ko Zaw Min', phone: '09450100201', township: 'MMR013010' },
  { name: 'Ma Thu Zar', phone: '09450100202', township: 'MMR013015' },
  { name: 'U Soe Win', phone: '09450100203', township: 'MMR013001' },
] as const;
const receivers = [
  { name: 'Daw Mya Mya', phone: '09780100301', township: 'MMR010002' },
  { name: 'Ko Nyi Nyi', phone: '09780100302', township: 'MMR010001' },
  { name: 'Ma Hnin Wai', phone: '09780100303', township: 'MMR010004' },
  { name: 'U Tun Lin', phone: '09780100304', township: 'MMR010006' },
  { name: 'Daw Khin Khin', phone: '09780100305', township: 'MMR010002' },
] as const;
const products = ['Clothes', 'Books', 'Documents', 'Cosmetics', 'Spare parts', 'လက်ဖက်'] as const;
const weights = [0.5, 1.2, 2, 0.8, 3.5, 1.5, 0.3] as const;

const carrier = {
  kind: 'bus',
  name: 'Shwe Mandalar Express',
  vehicle_no: 'YGN 7K-1234',
  driver_phone: '09421112223',
} as const;

/**
 * The branch network of issue 27 as a newcomer finds it on a first start, made through its use cases by the demo
 * users, over the 30 hours before the seed's clock:
 *
 * - Mandalay opened a bag the day before (received, opened, finished): one label on its list was not in it (it waits
 *   on MDY's missing work list, not decided yet) and one label not on its list was (an extra, taken in).
 * - A dispatch of two closed bags left Yangon for Mandalay five hours ago and has passed Nay Pyi Taw (checked in and
 *   out there): its labels are sent to the destination branch, and MDY sees it coming.
 * - Yangon's counter is filling an express bag for Mandalay (through Nay Pyi Taw): three labels in, still open.
 *
 * Every label is booked and accepted at YGN for MDY for the demo (express, walk-in), so the demo labels' counts and
 * steps stay as they are. Nay Pyi Taw's clerk (`npt-staff`) scans the bags in transit. Runs once, in the seed's transaction, on a fresh database (bag codes and tracking codes follow).
 */
export async function seedDemoNetwork({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const ygnClerk = await actorFor(db, 'staff');
  const mdyClerk = await actorFor(db, 'mdy-staff');
  const atNpt = await actorFor(db, 'npt-staff');
  const rows = await db
    .select({ id: branches.id, code: branches.code, internationalMail: branches.internationalMail })
    .from(branches)
    .where(and(eq(branches.companyId, ygnClerk.companyId), inArray(branches.code, ['MDY', 'NPT'])));
  const [mdy, npt] = [rows.find((row) => row.code === 'MDY'), rows.find((row) => row.code === 'NPT')];
  if (!mdy || !npt) return;

  // Each step at its own time, `ago` before the seed's clock.
  const start = clock.now().getTime();
  const at = (ago: number): Clock => ({ now: () => new Date(start - ago) });
  let booked = 0;

  /** `count` labels booked at YGN's counter for MDY and accepted there, as the counter would. */
  const acceptedLabels = async (count: number, ago: number) => {
    const made: { id: number; trackingCode: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const n = booked++;
      const sender = senders[n % senders.length]!;
      const receiver = receivers[n % receivers.length]!;
      const draft = labelDraft.parse({
        type: 'fcs_express',
        accept_type: 'walkin',
        service_type: 'express',
        item_type: n % 4 === 3 ? 'letter' : 'parcel',
        purchase_type: n % 3 === 0 ? 'receiver_pay' : 'sender_pay',
        weight: weights[n % weights.length],
        source_name: sender.name,
        source_phone: sender.phone,
        source_township: sender.township,
        destination_name: receiver.name,
        destination_phone: receiver.phone,
        destination_township: receiver.township,
        deliver_branch_id: mdy.id,
        include_products: products[n % products.length],
      });
      const bookedAt = at(ago - index * minute);
      const id = await bookLabel({
        db,
        clock: bookedAt,
        actor: ygnClerk,
        draft,
        idempotencyKey: null,
        channel: 'counter',
      });
      const accepted = await changeLabelStatus({
        db,
        clock: bookedAt,
        actor: ygnClerk,
        labelId: id,
        change: { action: 'next', expectedStatus: 'pending' },
        locale: 'en',
      });
      made.push({ id, trackingCode: accepted.data.tracking_code });
    }
    return made;
  };

  /** An express bag at YGN for MDY through NPT with `labels` scanned in; closed at `weight` kg when given. */
  const bagAtYangon = async (labels: readonly { trackingCode: string }[], ago: number, weight?: number) => {
    const bag = await createMailbag({
      db,
      clock: at(ago),
      actor: ygnClerk,
      request: mailbagCreateRequest.parse({
        destination_branch_id: mdy.id,
        category: 'express',
        transit_branch_ids: [npt.id],
      }),
    });
    for (const [index, label] of labels.entries()) {
      await addLabelToMailbag({
        db,
        clock: at(ago - (index + 1) * minute),
        actor: ygnClerk,
        mailbagId: bag.id,
        trackingCode: label.trackingCode,
        locale: 'en',
      });
    }
    if (weight === undefined) return bag;
    return closeMailbag({
      db,
      clock: at(ago - 10 * minute),
      actor: ygnClerk,
      mailbagId: bag.id,
      request: mailbagCloseRequest.parse({ weight }),
    });
  };

  const dispatchToMandalay = (mailbagIds: number[], ago: number) =>
    createDispatch({
      db,
      clock: at(ago),
      actor: ygnClerk,
      request: dispatchCreateRequest.parse({ destination_branch_id: mdy.id, mailbag_ids: mailbagIds, carrier }),
    });

  const scanTag = (actor: Actor, bagCode: string, action: MailbagScanAction, ago: number, dispatchId?: number) =>
    scanMailbagTag({
      db,
      clock: at(ago),
      actor,
      request: mailbagScanRequest.parse({
        bag_code: bagCode,
        action,
        ...(dispatchId === undefined ? {} : { dispatch_id: dispatchId }),
      }),
      locale: 'en',
    });

  /** Through Nay Pyi Taw on the bus, without opening. */
  const throughNayPyiTaw = async (bagCodes: readonly string[], ago: number) => {
    for (const code of bagCodes) await scanTag(atNpt, code, 'checkin_transit', ago);
    for (const code of bagCodes) await scanTag(atNpt, code, 'checkout_transit', ago - 30 * minute);
  };

  // The day before: a bag opened at Mandalay, three labels listed (one not in it) and one extra never scanned in.
  const dayBefore = await acceptedLabels(4, 30 * hour);
  const listed = dayBefore.slice(0, 3);
  const extra = dayBefore[3]!;
  const opened = await bagAtYangon(listed, 29 * hour, 2.4);
  const first = await dispatchToMandalay([opened.id], 28 * hour);
  await throughNayPyiTaw([opened.bag_code], 24 * hour);
  await scanTag(mdyClerk, opened.bag_code, 'receive', 20 * hour, first.id);
  for (const [index, label] of [listed[0]!, extra, listed[2]!].entries()) {
    await scanOpenedLabel({
      db,
      clock: at(19 * hour - index * minute),
      actor: mdyClerk,
      mailbagId: opened.id,
      trackingCode: label.trackingCode,
    });
  }
  await finishOpening({
    db,
    clock: at(19 * hour - 10 * minute),
    actor: mdyClerk,
    mailbagId: opened.id,
    request: mailbagFinishRequest.parse({
      weight: 2.4,
      note: 'One parcel on the list was not in the bag; one not on the list was.',
    }),
  });

  // Five hours ago: two bags on the road to Mandalay, past Nay Pyi Taw.
  const onTheRoad = await acceptedLabels(4, 6 * hour);
  const bagOne = await bagAtYangon(onTheRoad.slice(0, 2), 5.5 * hour, 1.8);
  const bagTwo = await bagAtYangon(onTheRoad.slice(2), 5.25 * hour, 3.1);
  await dispatchToMandalay([bagOne.id, bagTwo.id], 5 * hour);
  await throughNayPyiTaw([bagOne.bag_code, bagTwo.bag_code], 2 * hour);

  // The counter's bag being filled now.
  const filling = await acceptedLabels(3, hour);
  await bagAtYangon(filling, 30 * minute);
}
