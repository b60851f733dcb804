import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { announcements, userBranches, users } from '../db/schema/index.js';
import { demoAnnouncements, demoPassword, demoUsers, type DemoUser } from './demo-data.js';
import { systemClock } from '../lib/clock.js';
import { seedDemoLabels } from './demo-labels.js';
import { seedDemoMoney } from './demo-money.js';
import { seedDemoCalls } from './demo-calls.js';
import { seedDemoDeliveries } from './demo-deliveries.js';
import { seedDemoPickups } from './demo-pickups.js';
import { seedDemoExpenses } from './demo-expenses.js';
import { seedDemoEmo } from './demo-emo.js';
import { seedDemoNetwork } from './demo-network.js';
import { seedDemoPartners } from './demo-partners.js';
import { seedDemoBankStatement } from './demo-bank-statement.js';
import { seedDemoTill } from './demo-till.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoAgents } from './demo-agents.js';
import { seedDemoPreprints } from './demo-preprints.js';
import type { SeededReference } from './seed-reference-data.js';

/** One hash per demo account, in `demoUsers` order (one salt each). */
export function hashDemoPasswords(hashPassword: (password: string) => Promise<string>): Promise<string[]> {
  return Promise.all(demoUsers.map(() => hashPassword(demoPassword)));
}

/**
 * Demo accounts (published password) and content, seeded on top of the reference data on a first start that asks for
 * them: the embedded database by default, PostgreSQL only with SEED_DEMO=true.
 */
export async function seedDemoData({
  tx,
  reference,
  passwordHashes,
  labels,
}: {
  tx: Database;
  reference: SeededReference;
  passwordHashes: readonly string[];
  labels: boolean;
}): Promise<void> {
  await insertDemoUsers(tx, reference, passwordHashes);
  if (labels) {
    await seedDemoLabels({ db: tx });
    await seedDemoMoney({ db: tx, clock: systemClock });
    await seedDemoDeliveries({ db: tx, clock: systemClock });
    await seedDemoCalls({ db: tx, clock: systemClock });
    await seedDemoPickups({ db: tx, clock: systemClock });
    await seedDemoExpenses({ db: tx, clock: systemClock });
    // Last: its labels are its own, booked for it, so the runs and calls above pick from the demo labels as before.
    await seedDemoNetwork({ db: tx, clock: systemClock });
    await seedDemoPartners({ db: tx, clock: systemClock });
    // After the money: its statement's lines are the demo's remittances and payout.
    await seedDemoBankStatement({ db: tx, clock: systemClock });
    // Issue 28 §3: EMO money orders in every state (cash of their own in the YGN and MDY tills).
    await seedDemoEmo({ db: tx, clock: systemClock });
    // Issue 28 §4: a closed and approved till (MDY, yesterday) and an open one (YGN, today).
    await seedDemoTill({ db: tx, clock: systemClock });
    // Issue 29: receiver messages in every state, and an opted-out phone.
    await seedDemoNotifications({ db: tx, clock: systemClock });
    // Issue 30 §4: Myitkyina parcels offered to its agent, one confirmed.
    await seedDemoAgents({ db: tx, clock: systemClock });
    await seedDemoPreprints({ db: tx, clock: systemClock });
  }
  await tx
    .insert(announcements)
    .values(demoAnnouncements.map((announcement) => ({ ...announcement, companyId: reference.companyId })));
}

async function insertDemoUsers(tx: Database, reference: SeededReference, passwordHashes: readonly string[]) {
  for (const [index, demoUser] of demoUsers.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        companyId: reference.companyId,
        name: demoUser.name,
        userName: demoUser.userName,
        passwordHash: passwordHashes[index]!,
        roleId: reference.roleIds.get(demoUser.role)!,
        branchId: demoUser.branch ? reference.branchIds.get(demoUser.branch)! : null,
        branchCollectionId: null,
        allBranches: demoUser.allBranches,
        status: demoUser.status,
      })
      .returning({ id: users.id });
    if (user && demoUser.jointedBranches.length > 0) {
      await tx
        .insert(userBranches)
        .values(
          demoUser.jointedBranches.map((code) => ({ userId: user.id, branchId: reference.branchIds.get(code)! })),
        );
    }
  }
}

/** The demo accounts present in the database that still sign in with the published password (for the start banner). */
export async function findDemoAccountsInUse({
  db,
  verifyPassword,
}: {
  db: Database;
  verifyPassword: (passwordHash: string, password: string) => Promise<boolean>;
}): Promise<DemoUser[]> {
  const rows = await db
    .select({ userName: users.userName, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.userName,
        demoUsers.map((user) => user.userName),
      ),
    );
  const inUse = await Promise.all(
    rows.map(async (row) => ((await verifyPassword(row.passwordHash, demoPassword)) ? row.userName : null)),
  );
  return demoUsers.filter((user) => inUse.includes(user.userName));
}
