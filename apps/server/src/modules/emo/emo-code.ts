import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { generateEmoCode } from '@waypost/domain';

/**
 * The payout code (issue 28 §3): drawn from the operating system's random source, shown once, stored only as a
 * salted scrypt hash — slow enough that a stolen table cannot be searched through its 10^8 codes cheaply — and
 * compared in constant time.
 */
const keyLength = 32;
// N = 2^14 (Node's default), ~20 ms here: the payout desk waits no longer, a guesser with the table much longer.
const cost = { N: 16_384, r: 8, p: 1 };

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, keyLength, cost, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export function newEmoCode(): string {
  return generateEmoCode((max) => randomInt(max));
}

export async function hashEmoCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await derive(code, salt)).toString('hex')}`;
}

export async function emoCodeMatches(code: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await derive(code, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
