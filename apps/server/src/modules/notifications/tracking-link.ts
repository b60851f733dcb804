import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { labels } from '../../db/schema/index.js';
import { signLink } from '../../lib/link-signing.js';

/** Characters of the signature a link carries: 12 base64url characters, 72 bits — unguessable, and short in an SMS. */
const signatureLength = 12;

/** The signature of a label's link, from the database's link-signing key (the same in every process). */
async function signatureOf(db: Database, labelId: number): Promise<string> {
  const hex = await signLink(db, `tracking-link:${labelId}`);
  return createHmac('sha256', Buffer.from(hex, 'hex')).update('short').digest('base64url').slice(0, signatureLength);
}

/**
 * The short, signed tracking link a message carries (issue 29 §1): `{PUBLIC_URL}/t/{label id in base 36}{signature}`.
 * Tracking codes are sequential, so the link never carries one: without the key nobody can make a link to another
 * parcel.
 */
export async function trackingLinkOf(
  db: Database,
  { publicUrl, label }: { publicUrl: string | null; label: { id: number } },
): Promise<string> {
  return `${publicUrl ?? ''}/t/${label.id.toString(36)}${await signatureOf(db, label.id)}`;
}

/** The label a link's token names, or null when its signature is wrong (a made-up or mistyped link). */
export async function labelIdOfLinkToken(db: Database, token: string): Promise<number | null> {
  if (!/^[0-9a-z]{1,12}[A-Za-z0-9_-]{12}$/.test(token)) return null;
  const id = Number.parseInt(token.slice(0, -signatureLength), 36);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await signatureOf(db, id)) === token.slice(-signatureLength) ? id : null;
}

/** The tracking code of the parcel a link names, or null for a link that is not ours. */
export async function trackingCodeOfLinkToken(db: Database, token: string): Promise<string | null> {
  const labelId = await labelIdOfLinkToken(db, token);
  if (labelId === null) return null;
  const [row] = await db.select({ code: labels.trackingCode }).from(labels).where(eq(labels.id, labelId));
  return row?.code ?? null;
}
