import { ProviderError } from './notification-provider.js';

/** How long a gateway may take to answer one send when its configuration does not say. */
export const defaultGatewayTimeoutMs = 10_000;

export interface GatewayRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** The worker's signal (shutdown, its own failover deadline). */
  signal: AbortSignal;
  timeoutMs: number;
}

export interface GatewayAnswer {
  status: number;
  text: string;
}

/** Error text quoted from a gateway's answer is cut short: it lands in the outbox row and the logs. */
const quotedAnswerLength = 300;

/**
 * One HTTP call to a gateway with Node's own fetch. The URL comes from the operator's configuration, never from a
 * user, so no address check is made (unlike webhooks). Never follows a redirect: a moved gateway is a configuration
 * error to fix, not a POST to repeat elsewhere. A network failure, a timeout or an abort is a retryable ProviderError;
 * any HTTP answer is returned for the provider to read (see `failureForStatus`). A timeout may hide a message that
 * went out: it is retried all the same, as no answer says either way and a lost message is the worse outcome.
 */
export async function callGateway(request: GatewayRequest): Promise<GatewayAnswer> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, timeout]),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (timeout.aborted) throw new ProviderError('TIMEOUT', true, `no answer within ${request.timeoutMs} ms`);
    if (request.signal.aborted) throw new ProviderError('ABORTED', true, 'the send was stopped');
    throw new ProviderError('NETWORK', true, networkErrorText(error));
  }
}

function networkErrorText(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'connection failed';
}

/**
 * What a non-2xx answer means for the worker. Retryable (so the worker retries, then fails over to the next
 * provider): 5xx, 408, 429, redirects, and the answers that say our side is misconfigured or out of credit — 401/403
 * (bad token, IP not whitelisted), 402, 404/405 (wrong base URL): the message itself is fine and another provider can
 * send it. Not retryable: any other 4xx, the gateway refusing this message (bad number, sender not approved, too long)
 * — another provider would most likely refuse it too, and the row shows why.
 */
export function failureForStatus(status: number, answerText: string): ProviderError {
  const retryable = status >= 500 || status < 400 || [401, 402, 403, 404, 405, 408, 429].includes(status);
  const detail = answerText.trim().slice(0, quotedAnswerLength);
  return new ProviderError(`HTTP_${status}`, retryable, detail === '' ? `HTTP ${status}` : `HTTP ${status}: ${detail}`);
}

/**
 * A 2xx answer the provider cannot read. Never retried: the gateway may well have sent the message, and a retry or a
 * failover would send it a second time (a duplicate costs money and confuses the receiver more than a row marked
 * failed that a clerk can resend by hand).
 */
export function unreadableAnswer(answerText: string, why: string): ProviderError {
  return new ProviderError('BAD_RESPONSE', false, `${why}: ${answerText.trim().slice(0, quotedAnswerLength)}`);
}

/** The answer as JSON, or undefined when it is not JSON. */
export function parseAnswerJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
