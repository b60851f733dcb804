import { timingSafeEqual } from 'node:crypto';
import { normalizeMyanmarPhone } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { notificationSettingsRepository } from './notification-settings.repository.js';
import { notificationsRepository } from './notifications.repository.js';
import type { NotificationProvider } from './providers/notification-provider.js';

export interface CallbackDeps {
  db: Database;
  clock: Clock;
  providers: readonly NotificationProvider[];
  receiptSecret: string;
}

/**
 * The secret path segment most gateways can be given as their callback's signature (issue 29): compared in constant
 * time; a wrong one is a 401 before the body is read for anything. The provider must be one this server sends through.
 */
function providerOf({ providers, receiptSecret }: CallbackDeps, name: string, secret: string): NotificationProvider {
  const expected = Buffer.from(receiptSecret);
  const given = Buffer.from(secret);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('UNAUTHORIZED');
  const provider = providers.find((candidate) => candidate.name === name);
  if (!provider) throw new AppError('NOT_FOUND');
  return provider;
}

/**
 * POST /api/notification/receipt/{provider}/{secret}: a delivery receipt in the provider's own shape (its
 * parseReceipt reads it) moves each message it names forward — by the provider's message id, or by our id echoed
 * as the client reference. A receipt naming no message we know, or a message already final, changes nothing: 202.
 */
export async function receiveNotificationReceipt(
  deps: CallbackDeps,
  { providerName, secret, body }: { providerName: string; secret: string; body: unknown },
): Promise<{ status: 200 | 202; body: { applied: number } }> {
  const provider = providerOf(deps, providerName, secret);
  let applied = 0;
  for (const update of provider.parseReceipt(body)) {
    const reference = update.clientReference === null ? null : Number(update.clientReference);
    applied += await notificationsRepository.applyReceipt(deps.db, {
      provider: provider.name,
      providerMessageId: update.providerMessageId,
      clientReference: reference !== null && Number.isSafeInteger(reference) && reference > 0 ? reference : null,
      state: update.status,
      at: update.at ?? deps.clock.now(),
      error: update.error,
    });
  }
  return { status: applied > 0 ? 200 : 202, body: { applied } };
}

/** "STOP", "stop all", Burmese "ရပ်" ("stop"): a reply asking for no more messages. */
const stopWords = /^\s*(stop|unsubscribe|ရပ်)(\s+all)?\s*[.!]?\s*$/iu;

/**
 * POST /api/notification/inbound/{provider}/{secret}: a receiver's reply. STOP opts the phone out of the messages of
 * the company that last wrote to it — of that merchant's parcels when the last message was about one, of every
 * sender otherwise or when he wrote STOP ALL. Anything else is not ours to act on: 202.
 */
export async function receiveInboundMessage(
  deps: CallbackDeps,
  { providerName, secret, body }: { providerName: string; secret: string; body: unknown },
): Promise<{ status: 200 | 202; body: { opted_out: boolean } }> {
  const provider = providerOf(deps, providerName, secret);
  const inbound = provider.parseInbound(body);
  const stop = inbound ? stopWords.exec(inbound.text) : null;
  const phone = inbound ? normalizeMyanmarPhone(inbound.from) : null;
  if (!stop || !phone) return { status: 202, body: { opted_out: false } };
  const latest = await notificationsRepository.latestTo(deps.db, phone.e164);
  if (!latest) return { status: 202, body: { opted_out: false } };
  const forMerchant = latest.merchantId !== null && stop[2] === undefined;
  await notificationSettingsRepository.insertOptOut(deps.db, {
    companyId: latest.companyId,
    phone: phone.e164,
    scope: forMerchant ? 'merchant' : 'all',
    merchantId: forMerchant ? latest.merchantId : null,
    source: 'reply',
    createdBy: null,
    at: inbound?.at ?? deps.clock.now(),
  });
  return { status: 200, body: { opted_out: true } };
}
