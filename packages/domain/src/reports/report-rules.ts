import type { AcceptType, LabelStatus, ServiceType } from '../labels/label-enums.js';
import type { ServiceName } from '../fees/fee-enums.js';
import { reportTypes, type ReportType } from './report-enums.js';

/**
 * How a label is booked (issue 13): at a counter, in a bulk import, by a merchant's system through the public API, or
 * by the merchant's member on the merchant portal's form (issue 30 §2; always a merchant's, so an online label in the
 * reports). i18n: `labelChannel.*`.
 */
export const labelChannels = ['counter', 'import', 'api', 'portal'] as const;
export type LabelChannel = (typeof labelChannels)[number];

/**
 * What a report counts, each on the Yangon day it happened (issue 13 rollups): a label booked, taken in by its origin
 * branch, delivered, or back with its sender. i18n: `reportEvent.*`.
 */
export const reportEvents = ['created', 'accepted', 'delivered', 'returned'] as const;
export type ReportEvent = (typeof reportEvents)[number];

/** The status that makes a label accepted: its origin branch has the parcel in hand. */
export const acceptedEventStatuses = ['accept_from_origin_branch'] as const satisfies readonly LabelStatus[];
/** The statuses that make a label returned: back in its sender's hands (variant 2 confirms it again). */
export const returnedEventStatuses = [
  'sentback_to_customer',
  'return_confirmed',
  'mpost_return_confirmed',
] as const satisfies readonly LabelStatus[];

/**
 * The report types of spec §3 each label belongs to. The counter / online families partition every label: a label
 * booked for a merchant (an online seller) or through the API is online, any other is walk-in; within a family the
 * service decides (COD is the courier's VPP; walk-in services other than express and register are "ops", the
 * ordinary parcel — glossary, low confidence). On top: online_return (an online label, counted when it comes back),
 * sms and phone (the label has that service), hold_mail (held at the post office for the receiver), api (booked
 * through the API), and emo for a COD label (counted when its money is collected): those rollup rows are what the
 * dashboard's "COD collected" figure sums. The `emo` report tab itself counts EMO money orders since issue 28 §3
 * (reportEventOf), not these rows. The same rule is the SQL function `label_report_types` of migration 0016;
 * `report-rules.test.ts` and the API tests hold the two together.
 */
export function reportTypesOfLabel(label: {
  merchantId: number | null;
  acceptType: AcceptType;
  serviceType: ServiceType;
  services: readonly ServiceName[];
  pickupAtPo: boolean;
  channel: LabelChannel;
}): ReportType[] {
  const online = label.merchantId !== null || label.channel === 'api';
  const family: ReportType = online
    ? label.acceptType === 'cod' || label.serviceType === 'vpp'
      ? 'online_vpp'
      : label.serviceType === 'vpl'
        ? 'online_vpl'
        : label.serviceType === 'express'
          ? 'online_express'
          : 'online_register'
    : label.serviceType === 'express'
      ? 'walkin_express'
      : label.serviceType === 'register'
        ? 'walkin_register'
        : 'walkin_ops';
  return [
    family,
    ...(online ? (['online_return'] as const) : []),
    ...(label.acceptType === 'cod' ? (['emo'] as const) : []),
    ...(label.services.includes('sms') ? (['sms'] as const) : []),
    ...(label.services.includes('phone_call') ? (['phone'] as const) : []),
    ...(label.pickupAtPo ? (['hold_mail'] as const) : []),
    ...(label.channel === 'api' ? (['api'] as const) : []),
  ];
}

/** The walk-in and online families: every label is in exactly one, so their sum is every label. */
export const reportFamilyTypes = [
  'walkin_express',
  'walkin_register',
  'walkin_ops',
  'online_express',
  'online_vpp',
  'online_vpl',
  'online_register',
] as const satisfies readonly ReportType[];

/**
 * The report screens (`/report/{tab}`, default accepted): `accepted`, every label taken in, and one per report type.
 * i18n: `reportTab.*` (the report types reuse `reportType.*`).
 */
export const reportTabs = ['accepted', ...reportTypes] as const;
export type ReportTab = (typeof reportTabs)[number];

/**
 * Which event a report type is counted by: most by the day the parcel was accepted. `emo` counts no labels but EMO
 * money orders (issue 28 §3), each on the Yangon day it was booked at its booking branch (`created`).
 */
export function reportEventOf(type: ReportType): ReportEvent {
  if (type === 'online_return') return 'returned';
  if (type === 'emo') return 'created';
  return 'accepted';
}

/** The event times a label keeps: each set the first time it happens, cleared when the step is undone. */
export interface LabelEventTimes {
  acceptedAt: Date | null;
  returnedAt: Date | null;
}

/** After a step to `status` at `now`: the events it makes happen for the first time (the others are kept). */
export function eventTimesAfterStep(times: LabelEventTimes, status: LabelStatus, now: Date): Partial<LabelEventTimes> {
  const changes: Partial<LabelEventTimes> = {};
  if (times.acceptedAt === null && (acceptedEventStatuses as readonly LabelStatus[]).includes(status)) {
    changes.acceptedAt = now;
  }
  if (times.returnedAt === null && (returnedEventStatuses as readonly LabelStatus[]).includes(status)) {
    changes.returnedAt = now;
  }
  return changes;
}

/** After the newest step is undone (rollback, delete): an event no status left in the history holds is undone too. */
export function eventTimesAfterUndo(remaining: readonly LabelStatus[]): Partial<LabelEventTimes> {
  const holds = (statuses: readonly LabelStatus[]) => remaining.some((status) => statuses.includes(status));
  return {
    ...(holds(acceptedEventStatuses) ? {} : { acceptedAt: null }),
    ...(holds(returnedEventStatuses) ? {} : { returnedAt: null }),
  };
}
