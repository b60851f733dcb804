import { randomUUID } from 'node:crypto';
import { firstText, gatewayTime, recordsOf, recordOf, textOf } from './gateway-fields.js';
import { countMessageParts } from './message-parts.js';
import {
  ProviderError,
  receiptStatuses,
  type InboundMessage,
  type NotificationProvider,
  type OutgoingMessage,
  type ProviderChannel,
  type ReceiptStatus,
  type ReceiptUpdate,
  type SendResult,
} from './notification-provider.js';

/** How tests script the fake's answers. */
export interface FakeBehaviour {
  /** The first n sends of this provider throw a retryable ProviderError('HTTP_500'), as a gateway that is down. */
  failTimes?: number;
  /** Messages the fake refuses for good (ProviderError('REFUSED', retryable false)), as a gateway refuses a number. */
  refuse?: (message: OutgoingMessage) => boolean;
  /** Each send waits this long first (an abort ends the wait with a retryable ProviderError('TIMEOUT')). */
  delayMs?: number;
}

export interface FakeProviderOptions {
  name?: string;
  channel?: ProviderChannel;
  behaviour?: FakeBehaviour;
}

export interface FakeProvider extends NotificationProvider {
  /** Messages accepted, oldest first (the last `fakeSentKept`), for tests' assertions. */
  readonly sent: OutgoingMessage[];
}

/**
 * The fake keeps only the last messages it accepted: `npm start` runs it for as long as the process lives, and the
 * outbox table, not this list, is the record the Outbox screen shows.
 */
export const fakeSentKept = 10_000;

/**
 * A gateway that sends nothing anywhere: the default for `npm start` and the tests. It accepts a message and answers
 * as a real gateway would (an id `fake-<uuid>`, the parts an operator would bill, no cost). It keeps no state that
 * matters across processes; with several API processes each has its own fake.
 *
 * Receipts it reads (JSON or form fields): `{ id, status, at? }` or `{ client_reference, status, at? }`, status one
 * of sent / delivered / undelivered / failed / rejected, `at` an ISO time or Unix seconds, `error` optional.
 * Inbound messages: `{ from, text, at? }`.
 */
export function createFakeProvider({
  name = 'fake',
  channel = 'sms',
  behaviour = {},
}: FakeProviderOptions = {}): FakeProvider {
  const sent: OutgoingMessage[] = [];
  let sends = 0;

  return {
    name,
    channel,
    sent,

    async send(message, { signal }): Promise<SendResult> {
      sends += 1;
      if (behaviour.delayMs !== undefined) await waitOrAbort(behaviour.delayMs, signal);
      if (signal.aborted) throw new ProviderError('ABORTED', true, 'the send was stopped');
      if (sends <= (behaviour.failTimes ?? 0)) {
        throw new ProviderError('HTTP_500', true, `fake gateway failure ${sends} of ${behaviour.failTimes}`);
      }
      if (behaviour.refuse?.(message))
        throw new ProviderError('REFUSED', false, 'the fake gateway refused the message');
      sent.push(message);
      if (sent.length > fakeSentKept) sent.shift();
      return {
        providerMessageId: `fake-${randomUUID()}`,
        parts: channel === 'sms' ? countMessageParts(message.text, message.encoding) : 1,
        cost: null,
      };
    },

    parseReceipt(body): ReceiptUpdate[] {
      return recordsOf(body).flatMap((record) => {
        const status = textOf(record.status)?.toLowerCase();
        if (!isReceiptStatus(status)) return [];
        const providerMessageId = textOf(record.id);
        const clientReference = firstText(record, ['client_reference', 'clientReference']);
        if (providerMessageId === null && clientReference === null) return [];
        return [
          { providerMessageId, clientReference, status, at: gatewayTime(record.at), error: textOf(record.error) },
        ];
      });
    },

    parseInbound(body): InboundMessage | null {
      const record = recordOf(body);
      const from = textOf(record?.from);
      const text = typeof record?.text === 'string' ? record.text : null;
      if (from === null || text === null) return null;
      return { from, text, at: gatewayTime(record?.at) };
    },
  };
}

function isReceiptStatus(value: string | undefined): value is ReceiptStatus {
  return (receiptStatuses as readonly string[]).includes(value ?? '');
}

/** Waits, or ends early with a retryable timeout when the worker's signal fires (its deadline or shutdown). */
function waitOrAbort(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ProviderError('TIMEOUT', true, 'the send was stopped'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ProviderError('TIMEOUT', true, 'the send was stopped'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
