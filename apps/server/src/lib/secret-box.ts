import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema/index.js';

/**
 * Seals a secret the server must read back (an authenticator's TOTP secret cannot be stored hashed): AES-256-GCM,
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The key is the operator's (TWO_STEP_KEY) or, unset, one made once and
 * kept in app_secrets, shared by every API process.
 */
const secretName = 'two-step-key';
const keys = new WeakMap<Database, Promise<Buffer>>();

async function readOrMakeKey(db: Database): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, secretName));
  return Buffer.from(row!.value, 'hex');
}

export function secretBoxKey(db: Database, configured: Buffer | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(configured);
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed secret, or an error when it was sealed with another key or altered. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
