import {
  firstText,
  commonReceiptWords,
  gatewayTime,
  internationalPhone,
  nationalPhone,
  numberOf,
  readPath,
  receiptStatusOf,
  recordOf,
  recordsOf,
  textOf,
} from './gateway-fields.js';
import {
  callGateway,
  defaultGatewayTimeoutMs,
  failureForStatus,
  parseAnswerJson,
  unreadableAnswer,
} from './gateway-request.js';
import { countMessageParts } from './message-parts.js';
import {
  ProviderError,
  type InboundMessage,
  type NotificationProvider,
  type ReceiptUpdate,
  type SendResult,
} from './notification-provider.js';

/** SMSPoh's v2 REST base (smspoh.com/rest-api-documentation/send?version=2: `POST https://smspoh.com/api/v2/send`). */
export const smspohDefaultBaseUrl = 'https://smspoh.com/api';

export interface SmspohProviderOptions {
  /** Without a trailing `/v2/send`; a setting so tests point it at a local server. */
  baseUrl?: string;
  /** The v2 API token, sent as `Authorization: Bearer <token>`. */
  token: string;
  /** The approved sender ID (3–11 letters and digits, or up to 13 digits); empty = the account's default. */
  sender?: string;
  /** SMSPoh's test mode: nothing is sent and no credit is spent, but the answer has the same shape. */
  test?: boolean;
  /**
   * Where SMSPoh posts this message's delivery receipts (its `deliveryReceiptUrl`), so the URL need not also be set
   * in SMSPoh's portal. Carries the receipt secret: never log it.
   */
  deliveryReceiptUrl?: string;
  timeoutMs?: number;
}

/**
 * SMSPoh, Myanmar's SMS gateway with public API documentation (v2 REST).
 *
 * Send (smspoh.com/rest-api-documentation/send?version=2): `POST {baseUrl}/v2/send`, `Authorization: Bearer <token>`
 * (the header the docs' own excerpt leaves out; SMSPoh's published Laravel channel and its users send it), JSON
 * `{ to, message, sender, clientReference, test, deliveryReceiptUrl? }`. `to` goes in the national form '09…' the
 * docs show (E.164 only for numbers outside Myanmar). The answer `{ status, data: { messages: [{ id, message_to,
 * operator, is_delivered, is_queuing, num_parts, credit }], balance } }` gives the message id, `num_parts` and
 * `credit` — SMSPoh credits, not kyat: `cost` is in credits for this provider.
 *
 * Delivery receipts (smspoh.com/rest-api-documentation/delivery-receipts?version=2), POSTed to the receipt URL. The
 * fields read, from JSON or form fields alike:
 *   - `id` — SMSPoh's message id (the `id` the send returned); also accepted as `message_id` / `messageId`;
 *   - `client_reference` — our notification id sent as `clientReference`; also accepted as `clientReference`;
 *   - `status` — the new status; the documentation's list of values did not survive in any copy we could read, so
 *     the common gateway words are mapped (`commonReceiptWords`: delivered / DELIVRD / success → delivered; sent /
 *     queued / queuing / accepted / pending → sent; undelivered / UNDELIV / expired → undelivered; failed / error →
 *     failed; rejected / REJECTD / blocked → rejected) and any other value is ignored, never guessed;
 *   - `updated_at` — "the Unix timestamp of the new status (GMT +6:30)", read as Unix seconds; a zone-less
 *     'YYYY-MM-DD HH:mm:ss' is read as Myanmar time; also accepted as `updatedAt`;
 *   - `error` / `error_message`, when present, as the reason.
 * A list of such objects is read as several receipts.
 *
 * Inbound messages (v3 inbox webhook, smspoh.com/v3/developers/inbox): `{ message, from, to, messageType: 'sms.text',
 * receivedAt: 'YYYY-MM-DD HH:mm:ss' (Myanmar time) }`; `from` is an MSISDN without '+', given one here.
 */
export function createSmspohProvider({
  baseUrl = smspohDefaultBaseUrl,
  token,
  sender = '',
  test = false,
  deliveryReceiptUrl,
  timeoutMs = defaultGatewayTimeoutMs,
}: SmspohProviderOptions): NotificationProvider {
  const sendUrl = `${baseUrl.replace(/\/+$/, '')}/v2/send`;

  return {
    name: 'smspoh',
    channel: 'sms',

    async send(message, { signal }): Promise<SendResult> {
      const body = {
        to: nationalPhone(message.to),
        message: message.text,
        ...(sender === '' ? {} : { sender }),
        clientReference: message.clientReference,
        test,
        ...(deliveryReceiptUrl === undefined ? {} : { deliveryReceiptUrl }),
      };
      const answer = await callGateway({
        url: sendUrl,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
        timeoutMs,
      });
      if (answer.status < 200 || answer.status >= 300) throw failureForStatus(answer.status, answer.text);

      const json = parseAnswerJson(answer.text);
      // A 2xx saying `status: false`, or carrying an `error` (what SMSPoh's own Laravel channel checks), is a refusal.
      if (readPath(json, 'status') === false || textOf(readPath(json, 'error')) !== null) {
        const reason =
          textOf(readPath(json, 'error')) ?? textOf(readPath(json, 'message')) ?? answer.text.slice(0, 300);
        throw new ProviderError('GATEWAY_REFUSED', false, reason);
      }
      const sent = recordOf(readPath(json, 'data.messages.0'));
      const providerMessageId = textOf(sent?.id);
      if (sent === null || providerMessageId === null)
        throw unreadableAnswer(answer.text, 'no message id in the answer');
      return {
        providerMessageId,
        parts: numberOf(sent.num_parts) ?? countMessageParts(message.text, message.encoding),
        cost: numberOf(sent.credit),
      };
    },

    parseReceipt(body): ReceiptUpdate[] {
      return recordsOf(body).flatMap((record) => {
        const status = receiptStatusOf(record.status, commonReceiptWords);
        if (status === null) return [];
        const providerMessageId = firstText(record, ['id', 'message_id', 'messageId']);
        const clientReference = firstText(record, ['client_reference', 'clientReference']);
        if (providerMessageId === null && clientReference === null) return [];
        return [
          {
            providerMessageId,
            clientReference,
            status,
            at: gatewayTime(record.updated_at ?? record.updatedAt),
            error: firstText(record, ['error', 'error_message']),
          },
        ];
      });
    },

    parseInbound(body): InboundMessage | null {
      const record = recordOf(body);
      if (record === null) return null;
      const messageType = textOf(record.messageType);
      if (messageType !== null && messageType !== 'sms.text') return null;
      const from = textOf(record.from);
      if (from === null || typeof record.message !== 'string') return null;
      return { from: internationalPhone(from), text: record.message, at: gatewayTime(record.receivedAt) };
    },
  };
}
