import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/** The signed-in user's own record and sessions (issue 14.4). */
export const profileRepository = {
  async findProfile(db: Database, userId: number) {
    const [row] = await db
      .select({ name: users.name, userName: users.userName, phone: users.phone, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async updateUser(tx: Database, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
    await tx.update(users).set(values).where(eq(users.id, userId));
  },

  /** His sessions still open at `now`, the most recently used first. */
  async listOpenSessions(db: Database, userId: number, now: Date) {
    return db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.idleExpiresAt, now),
          gt(sessions.absoluteExpiresAt, now),
        ),
      )
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
  },

  /** Ends one of his open sessions; false when it is not his or already ended. */
  async revokeOwnSession(tx: Database, userId: number, sessionId: number, now: Date): Promise<boolean> {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  },

  /** Ends every open session of his but `keep` (this browser's). */
  async revokeOtherSessions(tx: Database, userId: number, keep: number, now: Date): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keep), isNull(sessions.revokedAt)));
  },
};
