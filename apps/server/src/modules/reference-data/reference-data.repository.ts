import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { referenceDataVersion } from '../../db/schema/index.js';

export const referenceDataRepository = {
  async findVersion(tx: Database) {
    const [row] = await tx.select().from(referenceDataVersion).where(eq(referenceDataVersion.id, 1));
    return row ?? null;
  },
};
