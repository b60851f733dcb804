/**
 * One contract for every gateway a receiver's message can leave through (Novu's `ISmsProvider` shape: send, and the
 * gateway's own callbacks mapped into one status vocabulary by the provider that knows them). The worker tries the
 * providers in the configured order and fails over on a retryable error; it never knows which gateway it talks to.
 */

export const providerChannels = ['sms', 'viber'] as const;
export type ProviderChannel = (typeof providerChannels)[number];

export interface OutgoingMessage {
  /** E.164, e.g. '+959250000001' (already normalised and validated by the caller). */
  to: string;
  text: string;
  /** Our notification id as text: gateways echo it in receipts (SMSPoh `clientReference`). */
  clientReference: string;
  encoding: 'gsm7' | 'ucs2';
}

export interface SendResult {
  providerMessageId: string;
  parts: number;
  /** kyat, when the gateway says */
  cost: number | null;
}

export const receiptStatuses = ['sent', 'delivered', 'undelivered', 'failed', 'rejected'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

export interface ReceiptUpdate {
  providerMessageId: string | null;
  clientReference: string | null;
  status: ReceiptStatus;
  at: Date | null;
  error: string | null;
}

export interface InboundMessage {
  from: string;
  text: string;
  at: Date | null;
}

/** Thrown by send: `retryable` false = the gateway refused the message itself (bad number, blocked sender): no retry, no failover. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'ProviderError';
  }
}

export interface NotificationProvider {
  /** The name in NOTIFY_PROVIDERS and in the receipt URL: 'fake', 'smspoh', 'http', 'viber'. */
  readonly name: string;
  readonly channel: ProviderChannel;
  send(message: OutgoingMessage, options: { signal: AbortSignal }): Promise<SendResult>;
  /** A receipt callback's body (already parsed JSON or form fields) → the updates it carries ([] when none). */
  parseReceipt(body: unknown): ReceiptUpdate[];
  /** An inbound message callback (a receiver replying STOP), or null when the body is not one. */
  parseInbound(body: unknown): InboundMessage | null;
}
