import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userRecoveryCodes, userTwoStep } from '../../db/schema/index.js';

export const twoStepRepository = {
  async find(tx: Database, userId: number) {
    const [row] = await tx
      .select({
        sealedSecret: userTwoStep.sealedSecret,
        enabledAt: userTwoStep.enabledAt,
        lastStep: userTwoStep.lastStep,
      })
      .from(userTwoStep)
      .where(eq(userTwoStep.userId, userId));
    return row ?? null;
  },

  /** A new secret waiting for its first code; replaces an earlier one that was never confirmed. */
  async startSetup(tx: Database, { userId, sealedSecret, now }: { userId: number; sealedSecret: string; now: Date }) {
    const rows = await tx
      .insert(userTwoStep)
      .values({ userId, sealedSecret, createdAt: now })
      .onConflictDoUpdate({
        target: userTwoStep.userId,
        set: { sealedSecret, createdAt: now, lastStep: 0 },
        setWhere: isNull(userTwoStep.enabledAt),
      })
      .returning({ userId: userTwoStep.userId });
    return rows.length > 0;
  },

  /**
   * Takes a code's time step once: true only if it is later than every step accepted before (a code seen once, at
   * sign-in or set-up, is never good again — also when two requests bring it at the same moment).
   */
  async takeStep(tx: Database, { userId, step }: { userId: number; step: number }): Promise<boolean> {
    const rows = await tx
      .update(userTwoStep)
      .set({ lastStep: step })
      .where(and(eq(userTwoStep.userId, userId), lt(userTwoStep.lastStep, step)))
      .returning({ userId: userTwoStep.userId });
    return rows.length > 0;
  },

  async enable(tx: Database, { userId, now }: { userId: number; now: Date }): Promise<boolean> {
    const rows = await tx
      .update(userTwoStep)
      .set({ enabledAt: now })
      .where(and(eq(userTwoStep.userId, userId), isNull(userTwoStep.enabledAt)))
      .returning({ userId: userTwoStep.userId });
    return rows.length > 0;
  },

  async remove(tx: Database, userId: number): Promise<void> {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.delete(userTwoStep).where(eq(userTwoStep.userId, userId));
  },

  async replaceRecoveryCodes(tx: Database, { userId, hashes, now }: { userId: number; hashes: string[]; now: Date }) {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  },

  /** Uses a recovery code once: true when it was the account's and not used yet. */
  async useRecoveryCode(tx: Database, { userId, codeHash, now }: { userId: number; codeHash: string; now: Date }) {
    const rows = await tx
      .update(userRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(userRecoveryCodes.userId, userId),
          eq(userRecoveryCodes.codeHash, codeHash),
          isNull(userRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: userRecoveryCodes.id });
    return rows.length > 0;
  },
};
