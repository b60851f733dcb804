import {
  calendarDay,
  notificationProviders,
  notificationReportScopes,
  notificationStates,
  reportPeriods,
  type NotificationListQuery,
  type NotificationProvider,
  type NotificationReportQuery,
  type NotificationReportScope,
  type NotificationState,
  type NotificationTemplatePreviewResponse,
  type ReportPeriod,
} from '@waypost/domain';

/** The colour of a state's tag: waiting blue, with the provider gold, delivered green, lost red, never sent grey. */
export const notificationStateColors: Record<NotificationState, string> = {
  queued: 'blue',
  sent: 'gold',
  delivered: 'green',
  undelivered: 'volcano',
  failed: 'red',
  rejected: 'magenta',
  invalid_number: 'default',
  opted_out: 'default',
};

/** Messages still moving: a list showing one of them asks again every few seconds (the worker and receipts move them). */
export function hasMovingMessages(states: readonly NotificationState[]): boolean {
  return states.some((state) => state === 'queued' || state === 'sent');
}

/** How often a list with moving messages asks again. */
export const outboxRefreshMs = 3_000;

/** A query's refetchInterval: every few seconds while a shown message is queued or sent, else not. */
export function whileMoving(states: readonly NotificationState[] | undefined): number | false {
  return states && hasMovingMessages(states) ? outboxRefreshMs : false;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const day = (value: string | null) => (value !== null && calendarDay.safeParse(value).success ? value : undefined);

/**
 * The outbox's query from its URL (`?search=&state=&provider=&from=&to=&page=`): what is not valid is left out (a
 * period needs both ends, in order), so a hand-edited link shows a list rather than an error.
 */
export function outboxQueryFrom(params: URLSearchParams, perPage: number): NotificationListQuery {
  const search = params.get('search')?.trim().slice(0, 40);
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const page = Number(params.get('page'));
  const state = oneOf<NotificationState>(notificationStates, params.get('state'));
  const provider = oneOf<NotificationProvider>(notificationProviders, params.get('provider'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    per_page: perPage,
    ...(search ? { search } : {}),
    ...(state ? { state } : {}),
    ...(provider ? { provider } : {}),
    ...(from && to && from <= to ? { from, to } : {}),
  };
}

/** The cost report's query from its URL: by month and branch unless it says otherwise; the server picks the span. */
export function reportQueryFrom(params: URLSearchParams): NotificationReportQuery {
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  return {
    period: oneOf<ReportPeriod>(reportPeriods, params.get('period')) ?? 'monthly',
    scope: oneOf<NotificationReportScope>(notificationReportScopes, params.get('scope')) ?? 'branch',
    ...(from && to && from <= to ? { from, to } : {}),
  };
}

export type PreviewWarning =
  | { kind: 'unknown_variables'; names: string }
  | { kind: 'over_limit'; segments: number; limit: number }
  | { kind: 'empty' };

/** What the template editor warns of under its preview (saving an over-limit text is still allowed). */
export function previewWarnings(
  body: string,
  preview: NotificationTemplatePreviewResponse | undefined,
  segmentLimit: number | undefined,
): PreviewWarning[] {
  if (body.trim() === '') return [{ kind: 'empty' }];
  if (!preview) return [];
  const warnings: PreviewWarning[] = [];
  if (preview.unknown_variables.length > 0)
    warnings.push({ kind: 'unknown_variables', names: preview.unknown_variables.join(', ') });
  if (preview.over_limit) warnings.push({ kind: 'over_limit', segments: preview.segments, limit: segmentLimit ?? 0 });
  return warnings;
}

/** `{{name}}` inserted at the caret (or the end), for the variables hint's buttons. */
export function insertVariable(body: string, name: string, caret: number | null): { body: string; caret: number } {
  const at = caret === null || caret < 0 || caret > body.length ? body.length : caret;
  const token = `{{${name}}}`;
  return { body: body.slice(0, at) + token + body.slice(at), caret: at + token.length };
}
