import {
  commonReceiptWords,
  digitsPhone,
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
import type {
  InboundMessage,
  NotificationProvider,
  OutgoingMessage,
  ProviderChannel,
  ReceiptStatus,
  ReceiptUpdate,
  SendResult,
} from './notification-provider.js';

export const httpGatewayMethods = ['POST', 'PUT', 'GET'] as const;
export type HttpGatewayMethod = (typeof httpGatewayMethods)[number];

/** Where a gateway's delivery receipt keeps each field (paths as in `readPath`: 'data.status', 'results.0.id'). */
export interface HttpReceiptFields {
  /** The gateway's message id (the one the send answered with). */
  idPath: string;
  /** Our reference (`{{reference}}` in the body), when the gateway echoes it. */
  referencePath: string;
  statusPath: string;
  /** The gateway's status words → ours (case does not matter); a word not in the map is ignored. */
  statusMap: Record<string, ReceiptStatus>;
  /** When the status changed (Unix seconds or ms, ISO 8601, or zone-less Myanmar time). */
  atPath?: string;
  /** Why it failed, when the gateway says. */
  errorPath?: string;
}

/** Where a gateway's inbound-message callback keeps the sender and the text. */
export interface HttpInboundFields {
  fromPath: string;
  textPath: string;
  atPath?: string;
}

export interface HttpProviderOptions {
  name?: string;
  channel?: ProviderChannel;
  url: string;
  method?: HttpGatewayMethod;
  headers?: Record<string, string>;
  /**
   * The request body with placeholders (`httpBodyPlaceholders`). JSON when the content-type header says so or, with
   * no content-type, when the template starts with '{' or '['; otherwise form-encoded. Values are JSON-escaped in a
   * JSON body (put string placeholders inside quotes: `"text": "{{text}}"`) and URL-encoded in a form body. With GET
   * the rendered form goes in the query string.
   */
  bodyTemplate: string;
  /** Where the answer (JSON) keeps the message id, e.g. 'data.id'. */
  idPath: string;
  /** Where the answer keeps the number of parts / the cost in kyat, when the gateway says. */
  partsPath?: string;
  costPath?: string;
  receipt: HttpReceiptFields;
  inbound?: HttpInboundFields;
  timeoutMs?: number;
}

/** What a body template may ask for. */
export const httpBodyPlaceholders = {
  /** E.164: '+959250000001'. */
  to: (message: OutgoingMessage) => message.to,
  /** National form for Myanmar numbers: '09250000001' (E.164 for other countries). */
  to_national: (message: OutgoingMessage) => nationalPhone(message.to),
  /** MSISDN without '+': '959250000001'. */
  to_digits: (message: OutgoingMessage) => digitsPhone(message.to),
  text: (message: OutgoingMessage) => message.text,
  /** Our notification id, for gateways that echo a client reference in receipts. */
  reference: (message: OutgoingMessage) => message.clientReference,
  /** 'gsm7' or 'ucs2', for gateways that must be told to send Unicode. */
  encoding: (message: OutgoingMessage) => message.encoding,
} satisfies Record<string, (message: OutgoingMessage) => string>;

type Placeholder = keyof typeof httpBodyPlaceholders;
const placeholderPattern = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * A generic HTTP gateway, for any Myanmar aggregator with no SDK and no provider of its own (Novu's generic-sms
 * pattern): an administrator configures method, URL, headers, a body template and where the answer keeps the id. The
 * configuration is checked when the provider is made (unknown placeholders, a JSON template that does not render to
 * JSON, JSON with GET), so a mistake stops the server at start instead of failing every message. Answers are read
 * like SMSPoh's (gateway-request.ts): 5xx / timeouts / auth errors retry and fail over, other 4xx refuse the
 * message, a 2xx without an id is never retried.
 */
export function createHttpProvider({
  name = 'http',
  channel = 'sms',
  url,
  method = 'POST',
  headers = {},
  bodyTemplate,
  idPath,
  partsPath,
  costPath,
  receipt,
  inbound,
  timeoutMs = defaultGatewayTimeoutMs,
}: HttpProviderOptions): NotificationProvider {
  const format = bodyFormat(headers, bodyTemplate);
  checkBodyTemplate({ name, method, bodyTemplate, format });
  const requestHeaders = withContentType(headers, format, method);

  return {
    name,
    channel,

    async send(message, { signal }): Promise<SendResult> {
      const rendered = renderBodyTemplate(bodyTemplate, message, format);
      const answer = await callGateway({
        url: method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}${rendered}` : url,
        method,
        headers: requestHeaders,
        body: method === 'GET' ? undefined : rendered,
        signal,
        timeoutMs,
      });
      if (answer.status < 200 || answer.status >= 300) throw failureForStatus(answer.status, answer.text);
      const json = parseAnswerJson(answer.text);
      const providerMessageId = textOf(readPath(json, idPath));
      if (providerMessageId === null) throw unreadableAnswer(answer.text, `no message id at '${idPath}'`);
      const reportedParts = partsPath === undefined ? null : numberOf(readPath(json, partsPath));
      return {
        providerMessageId,
        // A Viber (or other chat) message is one message whatever its length; only SMS is billed in parts.
        parts: reportedParts ?? (channel === 'sms' ? countMessageParts(message.text, message.encoding) : 1),
        cost: costPath === undefined ? null : numberOf(readPath(json, costPath)),
      };
    },

    parseReceipt(body): ReceiptUpdate[] {
      return recordsOf(body).flatMap((record) => {
        const status = receiptStatusOf(readPath(record, receipt.statusPath), receipt.statusMap);
        if (status === null) return [];
        const providerMessageId = textOf(readPath(record, receipt.idPath));
        const clientReference = textOf(readPath(record, receipt.referencePath));
        if (providerMessageId === null && clientReference === null) return [];
        return [
          {
            providerMessageId,
            clientReference,
            status,
            at: receipt.atPath === undefined ? null : gatewayTime(readPath(record, receipt.atPath)),
            error: receipt.errorPath === undefined ? null : textOf(readPath(record, receipt.errorPath)),
          },
        ];
      });
    },

    parseInbound(body): InboundMessage | null {
      const record = recordOf(body);
      if (inbound === undefined || record === null) return null;
      const from = textOf(readPath(record, inbound.fromPath));
      const text = readPath(record, inbound.textPath);
      if (from === null || typeof text !== 'string') return null;
      const at = inbound.atPath === undefined ? null : gatewayTime(readPath(record, inbound.atPath));
      return { from: internationalPhone(from), text, at };
    },
  };
}

/**
 * The receipt words a generic gateway is assumed to use when its configuration names none: the common gateway words
 * (delivered / DELIVRD, undelivered / UNDELIV / expired, failed, rejected / REJECTD, sent / queued / accepted …).
 */
export const defaultHttpReceiptFields: HttpReceiptFields = {
  idPath: 'id',
  referencePath: 'reference',
  statusPath: 'status',
  statusMap: { ...commonReceiptWords },
};

type BodyFormat = 'json' | 'form';

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function bodyFormat(headers: Record<string, string>, bodyTemplate: string): BodyFormat {
  const contentType = headerValue(headers, 'content-type')?.toLowerCase();
  if (contentType !== undefined) return contentType.includes('json') ? 'json' : 'form';
  return /^\s*[[{]/.test(bodyTemplate) ? 'json' : 'form';
}

function withContentType(headers: Record<string, string>, format: BodyFormat, method: HttpGatewayMethod) {
  if (method === 'GET' || headerValue(headers, 'content-type') !== undefined) return { ...headers };
  const contentType = format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  return { ...headers, 'content-type': contentType };
}

/** The template with every placeholder replaced by the message's value, escaped for the body's format. */
function renderBodyTemplate(template: string, message: OutgoingMessage, format: BodyFormat): string {
  return template.replace(placeholderPattern, (_match, key: string) => {
    const value = httpBodyPlaceholders[key as Placeholder](message);
    return format === 'json' ? JSON.stringify(value).slice(1, -1) : encodeURIComponent(value);
  });
}

const sampleMessage: OutgoingMessage = {
  to: '+959250000001',
  text: 'Sample "quoted" text\nwith a new line',
  clientReference: '1',
  encoding: 'gsm7',
};

function checkBodyTemplate({
  name,
  method,
  bodyTemplate,
  format,
}: {
  name: string;
  method: HttpGatewayMethod;
  bodyTemplate: string;
  format: BodyFormat;
}) {
  for (const [, key] of bodyTemplate.matchAll(placeholderPattern)) {
    if (!(key! in httpBodyPlaceholders)) {
      throw new Error(
        `The ${name} provider's body template has an unknown placeholder {{${key}}}; ` +
          `known: ${Object.keys(httpBodyPlaceholders)
            .map((known) => `{{${known}}}`)
            .join(' ')}`,
      );
    }
  }
  if (format === 'json' && method === 'GET') {
    throw new Error(`The ${name} provider cannot send a JSON body with GET: use POST, or a form template`);
  }
  if (format === 'json' && parseAnswerJson(renderBodyTemplate(bodyTemplate, sampleMessage, 'json')) === undefined) {
    throw new Error(
      `The ${name} provider's JSON body template does not render to JSON (string placeholders go inside quotes)`,
    );
  }
}
