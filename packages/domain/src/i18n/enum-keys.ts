import { agentServiceStates } from '../agents/agent-enums.js';
import { branchTypes } from '../branches/branch-enums.js';
import { callCaseStates, callListTabs, callOutcomes, callReasons, callTypes } from '../call-logs/call-log-enums.js';
import { codClearanceStates, codServiceStates, emoRemarkTypes, emoStates } from '../cod/cod-enums.js';
import { deliveryFailureReasons, deliveryOutcomes } from '../deliveries/delivery-enums.js';
import { expenseCategories, expenseStatuses } from '../expenses/expense-enums.js';
import { feeNames, serviceNames, zones } from '../fees/fee-enums.js';
import type { ItemType, ServiceType } from '../labels/label-enums.js';
import {
  acceptTypes,
  basicDisplayStatuses,
  itemTypes,
  labelActions,
  labelSides,
  labelStatuses,
  labelTabs,
  labelTypes,
  preprintTypes,
  progressGroups,
  purchaseTypes,
  serviceTypes,
  shippingTypes,
} from '../labels/label-enums.js';
import { labelSteps } from '../labels/label-steps.js';
import { deliveryTypes, discountKinds, ratingTypes } from '../labels/label-extra-fields.js';
import {
  carrierKinds,
  dispatchStates,
  mailbagEvents,
  mailbagRefusals,
  mailbagScanActions,
  mailbagStates,
  mailCategories,
  missingStates,
  transferTabs,
} from '../mailbags/mailbag-enums.js';
import { merchantReceiverMessages, merchantTypes } from '../merchants/merchant-enums.js';
import { pickupLogStates, pickupRequestStates, vehicles } from '../pickups/pickup-enums.js';
import { exportKinds, exportStatuses } from '../exports/export-enums.js';
import { customerExportTypes, reportPeriods, reportScopes, reportTypes } from '../reports/report-enums.js';
import { labelChannels, reportEvents } from '../reports/report-rules.js';
import { accountStatuses, genders, handOverStatuses, userTypes } from '../staff/staff-enums.js';
import { ticketTypes } from '../tickets/ticket-enums.js';
import type { mailbagMessagesEn } from '../mailbags/mailbag-messages.js';
import { gateItemStates, gateRefusals, gateSubmitStates } from '../gates/gate-enums.js';
import type { gateMessagesEn } from '../gates/gate-messages.js';
import { agentServiceKinds, agentSettlementStates } from '../agent-services/agent-service-enums.js';
import type { agentServiceMessagesEn } from '../agent-services/agent-service-messages.js';
import { mmpostFileStatuses, mmpostItemStates, mmpostRefusals, partnerHolds } from '../mmpost/mmpost-enums.js';
import type { mmpostMessagesEn } from '../mmpost/mmpost-messages.js';
import { bankLineDirections, bankLineStates, bankMatchKinds } from '../bank-statements/bank-statement-enums.js';
import type { bankStatementMessagesEn } from '../bank-statements/bank-statement-messages.js';
import { tillCloseStates } from '../till/till-enums.js';
import type { tillMessagesEn } from '../till/till-messages.js';
import {
  notificationChannels,
  notificationProviders,
  notificationRecipients,
  notificationReportScopes,
  notificationStates,
  optOutScopes,
  optOutSources,
} from '../notifications/notification-enums.js';
import type { notificationMessagesEn } from '../notifications/notification-messages.js';
import type { preprintMessagesEn } from '../preprints/preprint-messages.js';
import { preprintCodeStates } from '../preprints/preprint-rules.js';
import { enumMessagesEn } from './enum-messages.js';

/** Every enumeration by its message namespace: `translate(locale, enumMessageKey('labelStatus', status))`. */
export const enumerations = {
  labelStatus: labelStatuses,
  basicDisplayStatus: basicDisplayStatuses,
  shippingType: shippingTypes,
  progressGroup: progressGroups,
  serviceType: serviceTypes,
  itemType: itemTypes,
  deliveryType: deliveryTypes,
  ratingType: ratingTypes,
  discountKind: discountKinds,
  labelType: labelTypes,
  acceptType: acceptTypes,
  purchaseType: purchaseTypes,
  preprintType: preprintTypes,
  merchantType: merchantTypes,
  merchantReceiverMessages,
  labelSide: labelSides,
  labelAction: labelActions,
  labelStep: labelSteps,
  labelTab: labelTabs,
  serviceName: serviceNames,
  feeName: feeNames,
  zone: zones,
  userType: userTypes,
  branchType: branchTypes,
  accountStatus: accountStatuses,
  handOverStatus: handOverStatuses,
  gender: genders,
  ticketType: ticketTypes,
  reportPeriod: reportPeriods,
  reportScope: reportScopes,
  customerExportType: customerExportTypes,
  reportType: reportTypes,
  exportKind: exportKinds,
  exportStatus: exportStatuses,
  reportEvent: reportEvents,
  labelChannel: labelChannels,
  codServiceState: codServiceStates,
  codClearanceState: codClearanceStates,
  emoState: emoStates,
  emoRemarkType: emoRemarkTypes,
  mailbagState: mailbagStates,
  mailCategory: mailCategories,
  mailbagRefusal: mailbagRefusals,
  mailbagScanAction: mailbagScanActions,
  carrierKind: carrierKinds,
  dispatchState: dispatchStates,
  transferTab: transferTabs,
  mailbagEvent: mailbagEvents,
  missingState: missingStates,
  gateItemState: gateItemStates,
  gateSubmitState: gateSubmitStates,
  gateRefusal: gateRefusals,
  partnerHold: partnerHolds,
  mmpostItemState: mmpostItemStates,
  mmpostFileStatus: mmpostFileStatuses,
  mmpostRefusal: mmpostRefusals,
  agentServiceState: agentServiceStates,
  agentServiceKind: agentServiceKinds,
  agentSettlementState: agentSettlementStates,
  pickupRequestState: pickupRequestStates,
  pickupLogState: pickupLogStates,
  vehicle: vehicles,
  callType: callTypes,
  callOutcome: callOutcomes,
  callReason: callReasons,
  callCaseState: callCaseStates,
  callListTab: callListTabs,
  deliveryOutcome: deliveryOutcomes,
  deliveryFailureReason: deliveryFailureReasons,
  expenseCategory: expenseCategories,
  expenseStatus: expenseStatuses,
  bankLineState: bankLineStates,
  bankMatchKind: bankMatchKinds,
  bankLineDirection: bankLineDirections,
  tillCloseState: tillCloseStates,
  // notificationEvent is not here: an event's dot nests its name (`notificationEvent.label.delivered`).
  notificationChannel: notificationChannels,
  notificationRecipient: notificationRecipients,
  notificationState: notificationStates,
  optOutScope: optOutScopes,
  optOutSource: optOutSources,
  notificationProvider: notificationProviders,
  notificationReportScope: notificationReportScopes,
  preprintCodeState: preprintCodeStates,
} as const satisfies Partial<
  Record<
    | keyof typeof enumMessagesEn
    | keyof typeof mailbagMessagesEn
    | keyof typeof gateMessagesEn
    | keyof typeof agentServiceMessagesEn
    | keyof typeof mmpostMessagesEn
    | keyof typeof bankStatementMessagesEn
    | keyof typeof tillMessagesEn
    | keyof typeof notificationMessagesEn
    | keyof typeof preprintMessagesEn,
    readonly string[]
  >
>;
export type EnumNamespace = keyof typeof enumerations;
export type EnumValue<N extends EnumNamespace> = (typeof enumerations)[N][number];

/** The message key of one enumeration value's display name, e.g. `labelStatus.delivered`. */
export function enumMessageKey<N extends EnumNamespace>(namespace: N, value: EnumValue<N>): `${N}.${string}` {
  return `${namespace}.${value}`;
}

/** Spec §3: for parcels the service types read parcel / express / vpp; otherwise their own name. */
export function serviceTypeMessageKey(serviceType: ServiceType, itemType: ItemType): string {
  return itemType === 'parcel' && serviceType in enumMessagesEn.serviceTypeForParcel
    ? `serviceTypeForParcel.${serviceType}`
    : `serviceType.${serviceType}`;
}
