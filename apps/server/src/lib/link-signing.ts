import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema/index.js';

const secretName = 'link-signing';

/** Per database: every API process and instance reads the one key the first of them made. */
const keys = new WeakMap<Database, Promise<Buffer>>();

async function readOrMakeKey(db: Database): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, secretName));
  return Buffer.from(row!.value, 'hex');
}

function keyOf(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    // A failed read is tried again next time rather than kept.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The signature of a link to `subject` (an HMAC-SHA256 over it with a key made once and kept in the database):
 * unguessable, and stale as soon as the subject (which carries a version) changes.
 */
export async function signLink(db: Database, subject: string): Promise<string> {
  return createHmac('sha256', await keyOf(db))
    .update(subject)
    .digest('hex');
}

/** Whether `signature` is the one of `subject`, compared in constant time. */
export async function isSignedLink(db: Database, subject: string, signature: string): Promise<boolean> {
  const expected = Buffer.from(await signLink(db, subject), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
