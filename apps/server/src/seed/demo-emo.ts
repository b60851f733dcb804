import { emoBookRequest, emoPayRequest } from '@waypost/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { branches } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { bookEmo } from '../modules/emo/book-emo.js';
import { cancelEmo, payEmo } from '../modules/emo/pay-emo.js';
import { returnOverdueEmos } from '../modules/emo/return-emos.js';
import { actorFor } from './demo-money.js';

const hour = 60 * 60_000;
const day = 24 * hour;

/** Who sends money from one town and who collects it in the other (NRCs in both scripts, as counters see them). */
const people = [
  { name: 'Daw Khin Myo', phone: '09450200101', nrc: '12/OUKAMA(N)204518' },
  { name: 'U Kyaw Thura', phone: '09780200202', nrc: '၉/မထလ(နိုင်)၃၃၁၂၀၇' },
  { name: 'Ma Ei Phyu', phone: '09450200303', nrc: '12/BAHANA(N)118734' },
  { name: 'Ko Min Htet', phone: '09780200404', nrc: '9/CHAMATHA(N)076512' },
] as const;

/**
 * EMO money orders (issue 28 §3) in every state, made through the use cases by the demo users: pending (YGN → MDY,
 * and MDY → YGN, which also puts cash in Mandalay's till), complete (paid out at MDY), process (above the threshold:
 * MDY's clerk checked code and NRC, a supervisor's approval waits), cancel (refunded at YGN), locked (three wrong
 * codes at MDY, waiting for a supervisor), and returned (booked 35 days ago, unpaid, back to its sender with the
 * `emo_return` remark). The codes are drawn and thrown away: nobody can pay the demo's open orders.
 */
export async function seedDemoEmo({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const ygnClerk = await actorFor(db, 'staff');
  const ygnLead = await actorFor(db, 'supervisor');
  const mdyClerk = await actorFor(db, 'mdy-staff');
  const rows = await db
    .select({ id: branches.id, code: branches.code })
    .from(branches)
    .where(and(eq(branches.companyId, ygnClerk.companyId), inArray(branches.code, ['YGN', 'MDY'])));
  const [ygn, mdy] = [rows.find((row) => row.code === 'YGN'), rows.find((row) => row.code === 'MDY')];
  if (!ygn || !mdy) return;
  const start = clock.now().getTime();
  const at = (ago: number): Clock => ({ now: () => new Date(start - ago) });
  let serial = 0;

  const book = async (actor: typeof ygnClerk, payBranchId: number, amount: number, ago: number) => {
    const sender = people[serial % people.length]!;
    const receiver = people[(serial + 1) % people.length]!;
    serial += 1;
    const answer = await bookEmo({
      db,
      clock: at(ago),
      actor,
      idempotencyKey: `demo-emo-${serial}`,
      request: emoBookRequest.parse({
        amount,
        pay_branch_id: payBranchId,
        sender_name: sender.name,
        sender_phone: sender.phone,
        sender_nrc: sender.nrc,
        receiver_name: receiver.name,
        receiver_phone: receiver.phone,
        receiver_nrc: receiver.nrc,
      }),
    });
    return {
      id: answer.body.id,
      code: answer.body.code!,
      receiverNrc: emoPayRequest.shape.receiver_nrc.parse(receiver.nrc),
    };
  };
  const pay = (order: Awaited<ReturnType<typeof book>>, code: string, ago: number) =>
    payEmo({
      db,
      clock: at(ago),
      actor: mdyClerk,
      id: order.id,
      request: { code, receiver_nrc: order.receiverNrc },
      idempotencyKey: `demo-emo-pay-${order.id}-${code}`,
    });

  // Unpaid for 35 days: the return job sends it back (as every process's housekeeping would).
  await book(ygnClerk, mdy.id, 120_000, 35 * day);
  await returnOverdueEmos({ db, now: clock.now() });
  // Cash into Mandalay's till, pending there for Yangon.
  await book(mdyClerk, ygn.id, 2_000_000, 2 * day);
  const paid = await book(ygnClerk, mdy.id, 250_000, day + 3 * hour);
  await pay(paid, paid.code, day);
  const cancelled = await book(ygnClerk, mdy.id, 60_000, 20 * hour);
  await cancelEmo({ db, clock: at(19 * hour), actor: ygnLead, id: cancelled.id, idempotencyKey: 'demo-emo-cancel' });
  const large = await book(ygnClerk, mdy.id, 1_500_000, 6 * hour);
  await pay(large, large.code, 2 * hour);
  const locked = await book(ygnClerk, mdy.id, 80_000, 4 * hour);
  const wrong = locked.code === '00000000' ? '11111111' : '00000000';
  for (let attempt = 0; attempt < 3; attempt += 1) await pay(locked, wrong, 3 * hour).catch(() => undefined);
  await book(ygnClerk, mdy.id, 45_000, hour);
}
