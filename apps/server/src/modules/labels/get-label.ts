import {
  allowedLabelActions,
  labelStatusVariantOf,
  canDeleteLabelTransaction,
  discountAmountOf,
  progressGroup,
  viewableHistory,
  type CodServiceState,
  type LabelDetail,
  type LabelStatus,
  type LabelStatusVariant,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { labelNetworkOf } from '../mailbags/read-mailbags.js';
import { labelAgentServiceOf } from '../agent-services/agent-service-item.js';
import { agentServicesRepository } from '../agent-services/agent-services.repository.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertVisible, isVisible, iso, sidesOf, viewOf, type LabelDeps } from './label-access.js';
import { labelsRepository, type LabelDetailRecord, type LabelRow } from './labels.repository.js';

/** The label with its places, branches, history and the actions this user may take now. */
export async function loadLabelDetail(
  db: Database,
  actor: Actor,
  labelId: number,
  _locale: Locale,
): Promise<LabelDetail> {
  const found = await labelsRepository.findLabelDetail(db, actor.companyId, labelId);
  assertVisible(actor, found?.label ?? null);
  const variant = await companiesRepository.statusVariantOf(db, actor.companyId);
  const [network, agentRows] = await Promise.all([
    labelNetworkOf(db, [labelId]),
    agentServicesRepository.forLabel(db, actor.companyId, labelId),
  ]);
  return {
    ...withNetwork(detailOf(actor, found!, variant), network.get(labelId)!),
    agent_services: agentRows.map(labelAgentServiceOf),
  };
}

/**
 * The label with what the network knows of it (issue 27): its bag and every bag scan; sealed in a bag on its way, it
 * moves with its bag only, so it offers no action of its own.
 */
function withNetwork(
  detail: LabelDetail,
  network: { mailbag: LabelDetail['mailbag']; bag_scans: LabelDetail['bag_scans']; inBag: boolean },
): LabelDetail {
  return {
    ...detail,
    mailbag: network.mailbag,
    bag_scans: network.bag_scans,
    allowed_actions: network.inBag ? [] : detail.allowed_actions,
  };
}

/** A found label as this user sees it: his side's steps and status, and what he may do next. */
function detailOf(actor: Actor, found: LabelDetailRecord, variant: LabelStatusVariant = 1): LabelDetail {
  const { label, transactions, branches: branchRows, places, creator, merchant, codState, codCharge } = found;
  const branchById = new Map(
    branchRows.map((row) => [row.id, { id: row.id, code: row.code, name_en: row.nameEn, name_mm: row.nameMm }]),
  );
  const place = (id: string | null) => {
    const row = id ? places.find((candidate) => candidate.id === id) : undefined;
    return row ? { id: row.id, name_en: row.nameEn, name_mm: row.nameMm } : null;
  };
  const history = viewableHistory(transactions);
  const sides = sidesOf(actor, label);
  // Each side is shown its own steps and the status they make; the actions are decided on every step.
  const view = viewOf(actor, label, transactions);
  // Only the label's newest step can be deleted; a side may be shown an older step as its newest.
  const newest = [...transactions].reverse().find((transaction) => transaction.viewable);
  const deletableId =
    newest &&
    canDeleteLabelTransaction({
      shippingType: label.shippingType,
      history,
      index: history.length - 1,
      sides,
      permissions: actor.role.permissions,
    })
      ? newest.id
      : null;
  // `deliver` is the courier's, with proof, from his phone: never a button on the label page.
  // A partner holding it (issue 28) decides its status: no action of a branch's then.
  const actions =
    label.partnerHold !== null
      ? []
      : allowedLabelActions({
          shippingType: label.shippingType,
          history,
          sides,
          permissions: actor.role.permissions,
          variant: labelStatusVariantOf(variant, label.type),
        }).filter((allowed) => allowed.action !== 'deliver');
  return {
    ...summaryOf(label, view.status, codState, branchById, place),
    cod_charge: codCharge,
    source_postcode: label.sourcePostcode,
    source_no: label.sourceNo,
    source_street: label.sourceStreet,
    source_quarter: place(label.sourceQuarter),
    source_town: place(label.sourceTown),
    source_region: place(label.sourceRegion),
    source_address: label.sourceAddress,
    source_nrc: label.sourceNrc,
    customer_id: label.customerId,
    merchant,
    destination_postcode: label.destinationPostcode,
    destination_no: label.destinationNo,
    destination_street: label.destinationStreet,
    destination_quarter: place(label.destinationQuarter),
    destination_town: place(label.destinationTown),
    destination_region: place(label.destinationRegion),
    destination_address: label.destinationAddress,
    destination_nrc: label.destinationNrc,
    contact_phone_list: label.contactPhoneList,
    via_branch: label.viaBranchId === null ? null : (branchById.get(label.viaBranchId) ?? null),
    include_products: label.includeProducts,
    reference_id: label.referenceId,
    remark: label.remark,
    time_request:
      label.timeRequestFrom && label.timeRequestTo ? { from: label.timeRequestFrom, to: label.timeRequestTo } : null,
    instant_deliver: label.instantDeliver,
    gate_submit: label.gateSubmit,
    partner_hold: label.partnerHold,
    mmpost_tracking_code: label.mmpostTrackingCode,
    flight_service: label.flightService,
    services: label.services as LabelDetail['services'],
    insurance_percent: label.insurancePercent,
    fee_lines: label.feeLines,
    creator,
    delivered_at: label.deliveredAt ? iso(label.deliveredAt) : null,
    ...extraFieldsOf(label),
    transactions: view.steps.map((transaction) => ({
      id: transaction.id,
      seq: transaction.seq,
      status: transaction.status,
      branch: transaction.branch
        ? {
            id: transaction.branch.id,
            code: transaction.branch.code,
            name_en: transaction.branch.nameEn,
            name_mm: transaction.branch.nameMm,
          }
        : null,
      actor: transaction.actor,
      viewable: transaction.viewable,
      deletable: transaction.id === deletableId,
      note: transaction.note,
      created_at: iso(transaction.createdAt),
    })),
    allowed_actions: actions.map((action) => ({
      action: action.action,
      status: action.status,
      confirm: action.confirmKey,
      needs_branch: action.needsBranch,
    })),
  };
}

/** The last fields of spec §3 (issue 30 §5) as the detail shows them. */
function extraFieldsOf(label: LabelRow) {
  return {
    with_temp_address: label.withTempAddress,
    temp_address: label.tempAddress,
    delivery_type: label.deliveryType,
    rating_type: label.ratingType,
    flat: label.flat,
    compensation_fee: label.compensationFee,
    finish_item: label.finishItem,
    transaction_label: label.transactionLabel,
    with_smart_invoice: label.withSmartInvoice,
    cod_code: label.codCode,
    item_name: label.itemName,
    source_alpha_3_code: label.sourceAlpha3Code,
    destination_alpha_3_code: label.destinationAlpha3Code,
    discount_kind: label.discountKind,
    discount_percent: label.discountPercent,
    discount_amount: discountAmountOf(label.feeLines),
    paid_at: label.paidAt ? iso(label.paidAt) : null,
    return_reason: label.returnReason,
  };
}

type BranchRef = { id: number; code: string; name_en: string; name_mm: string };

function summaryOf(
  label: LabelRow,
  status: LabelStatus,
  codState: CodServiceState | null,
  branchById: Map<number, BranchRef>,
  place: (id: string | null) => { id: string; name_en: string; name_mm: string } | null,
) {
  return {
    id: label.id,
    tracking_code: label.trackingCode,
    type: label.type,
    accept_type: label.acceptType,
    service_type: label.serviceType,
    item_type: label.itemType,
    purchase_type: label.purchaseType,
    weight: label.weightGrams / 1000,
    status,
    shipping_type: label.shippingType,
    // The outcome is shown alike to every viewer; only the steps and the status are per side (domain README).
    progress_group: progressGroup(label.status),
    source_name: label.sourceName,
    source_phone: label.sourcePhone,
    destination_name: label.destinationName,
    destination_phone: label.destinationPhone,
    source_township: place(label.sourceTownship),
    destination_township: place(label.destinationTownship),
    accept_branch: branchById.get(label.acceptBranchId)!,
    deliver_branch: branchById.get(label.deliverBranchId)!,
    pickup_at_po: label.pickupAtPo,
    cod_amount: label.codAmount,
    cod_state: codState,
    total_cost: label.totalCost,
    created_at: iso(label.createdAt),
    updated_at: iso(label.updatedAt),
  };
}

/** GET /api/label/{id}. */
export async function getLabel({
  db,
  actor,
  labelId,
  locale,
}: LabelDeps & { actor: Actor; labelId: number; locale: Locale }) {
  return { data: await loadLabelDetail(db, actor, labelId, locale) };
}

/**
 * GET /api/label/batch?ids=: several labels' details in one request (the multi-label print), in the order asked. An
 * id that is no label of this user's (unknown, another company's, another branch's) is listed as missing, as the
 * single GET answers it 404.
 */
export async function getLabels({ db, actor, ids }: LabelDeps & { actor: Actor; ids: number[] }) {
  const found = await labelsRepository.findLabelDetails(db, actor.companyId, ids);
  const byId = new Map(found.filter((row) => isVisible(actor, row.label)).map((row) => [row.label.id, row]));
  const variant = await companiesRepository.statusVariantOf(db, actor.companyId);
  const [network, agentRows] = await Promise.all([
    labelNetworkOf(db, [...byId.keys()]),
    agentServicesRepository.forLabels(db, actor.companyId, [...byId.keys()]),
  ]);
  return {
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const agentServices = agentRows.filter((row) => row.service.labelId === id).map(labelAgentServiceOf);
      return [{ ...withNetwork(detailOf(actor, row, variant), network.get(id)!), agent_services: agentServices }];
    }),
    missing: ids.filter((id) => !byId.has(id)),
  };
}
