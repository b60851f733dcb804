import { labelDraft } from '@waypost/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { agentServices, branches } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { decideAgentService } from '../modules/agent-services/decide-agent-service.js';
import { bookLabel } from '../modules/labels/create-label.js';
import { actorFor } from './demo-money.js';

const hour = 60 * 60_000;

/** Receivers in Myitkyina, where the company has an agent, not a branch. */
const receivers = [
  { name: 'Daw Seng Nu', phone: '09780300501' },
  { name: 'Ko Brang Shawng', phone: '09780300502' },
  { name: 'Ma Lu Awng', phone: '09780300503' },
  { name: 'U Tu Ja', phone: '09780300504' },
] as const;

/**
 * Agent services (issue 30 §4) as a newcomer finds them: four Yangon parcels for Myitkyina booked this morning, each
 * offered to the Myitkyina agent — one already confirmed by the agent (its deliver fee owed to the agent), three
 * waiting for the agent (`agent`) to confirm or deny.
 */
export async function seedDemoAgents({ db, clock }: { db: Database; clock: Clock }): Promise<void> {
  const ygnClerk = await actorFor(db, 'staff');
  const agent = await actorFor(db, 'agent');
  const [myk] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, ygnClerk.companyId), eq(branches.code, 'MYK')));
  if (!myk) return;
  const start = clock.now().getTime();
  const labelIds: number[] = [];
  for (const [index, receiver] of receivers.entries()) {
    const draft = labelDraft.parse({
      type: 'fcs_express',
      accept_type: 'walkin',
      service_type: 'express',
      item_type: 'parcel',
      purchase_type: 'sender_pay',
      weight: 1,
      source_name: 'Ma Hla Hla',
      source_phone: '09450100200',
      source_township: 'MMR013016',
      destination_name: receiver.name,
      destination_phone: receiver.phone,
      destination_township: 'MMR001001',
      deliver_branch_id: myk.id,
      include_products: 'Books',
    });
    const at = new Date(start - (4 - index) * hour);
    labelIds.push(
      await bookLabel({
        db,
        clock: { now: () => at },
        actor: ygnClerk,
        draft,
        idempotencyKey: null,
        channel: 'counter',
      }),
    );
  }
  const [first] = await db
    .select({ id: agentServices.id })
    .from(agentServices)
    .where(eq(agentServices.labelId, labelIds[0]!));
  if (first) {
    await decideAgentService({
      db,
      clock: { now: () => new Date(start - 30 * 60_000) },
      actor: agent,
      id: first.id,
      decision: 'confirm',
    });
  }
}
