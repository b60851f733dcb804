import { createHash } from 'node:crypto';
import {
  allowedLabelActions,
  canDeleteLabelTransaction,
  defaultRateTable,
  deriveLabelStatus,
  deriveShippingType,
  isDirectDelivery,
  isValidTrackingCode,
  labelSidesFor,
  labelStatuses,
  labelTabFilter,
  makeTrackingCode,
  normalizePhone,
  normalizeTrackingCode,
  progressGroup,
  padPostcode,
  quoteLabel,
  QuoteError,
  returningShippingTypes,
  serviceTypeIndicators,
  translate,
  validateLabelDraft,
  viewableHistory,
  parseSearchDate,
  yangonDayStartUtc,
  type LabelAction,
  type LabelBulkStatusRequest,
  type LabelDetail,
  type LabelDraft,
  type LabelListQuery,
  type LabelQuoteRequest,
  type LabelSide,
  type LabelStatus,
  type Locale,
  type RateTable,
  type ShippingType,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { localizedErrorBody } from '../../plugins/error-handler.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { labelCountCap, labelsRepository, type LabelListFilter, type LabelRow } from './labels.repository.js';

export interface LabelDeps {
  db: Database;
  clock: Clock;
}

const iso = (date: Date) => date.toISOString();

/** The actor's branch; label work happens at a branch (routes declare hasBranch, this narrows the type). */
function branchOf(actor: Actor): number {
  if (!actor.branch) throw new AppError('FORBIDDEN');
  return actor.branch.id;
}

/** Which sides of the label the actor acts for: their current branch only (switching branch changes it). */
function sidesOf(actor: Actor, label: LabelRow): LabelSide[] {
  if (!actor.branch) return [];
  return labelSidesFor({
    userBranchIds: [actor.branch.id],
    acceptBranchId: label.acceptBranchId,
    deliverBranchId: label.deliverBranchId,
    viaBranchId: label.viaBranchId,
  });
}

/** A label another branch owns is invisible: 404, never 403, so ids do not leak which labels exist. */
function assertVisible(actor: Actor, label: LabelRow | null): asserts label is LabelRow {
  if (!label) throw new AppError('NOT_FOUND');
  if (actor.allBranches) return;
  if (sidesOf(actor, label).length === 0) throw new AppError('NOT_FOUND');
}

/**
 * The shipping type after `history`. Whether a label is direct was decided when it was created (by the creating
 * user's branch and town, spec §4), and is kept in `direct`; the history decides return, redirect or forward.
 */
function shippingTypeOf(
  label: Pick<LabelRow, 'acceptBranchId' | 'deliverBranchId' | 'direct'>,
  history: readonly LabelStatus[],
): ShippingType {
  return deriveShippingType({
    acceptBranchId: label.acceptBranchId,
    deliverBranchId: label.deliverBranchId,
    instantDeliver: label.direct,
    history,
  });
}

async function rateTableOf(db: Database, companyId: number): Promise<{ id: number | null; rates: RateTable }> {
  const row = await labelsRepository.activeRateTable(db, companyId);
  return row ? { id: row.id, rates: row.rates } : { id: null, rates: defaultRateTable };
}

interface ResolvedPlaces {
  township: { id: string; postcode: string | null; parentId: string | null };
  districtId: string | null;
  regionId: string;
}

/** Township → district → region, so the label stores every level and the fee zone can be worked out. */
async function resolveTownship(db: Database, townshipId: string, field: string): Promise<ResolvedPlaces> {
  const [township] = await labelsRepository.findPlaces(db, [townshipId]);
  if (!township || township.level !== 'township') {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: ['validation.noselectErrorMessage'] } });
  }
  const [district] = township.parentId ? await labelsRepository.findPlaces(db, [township.parentId]) : [];
  const regionId = district?.parentId ?? township.parentId;
  if (!regionId)
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: ['validation.noselectErrorMessage'] } });
  return { township, districtId: district?.id ?? null, regionId };
}

async function quoteFor(db: Database, companyId: number, request: LabelQuoteRequest) {
  const [source, destination] = await Promise.all([
    resolveTownship(db, request.source_township, 'source_township'),
    resolveTownship(db, request.destination_township, 'destination_township'),
  ]);
  const table = await rateTableOf(db, companyId);
  const zonePlace = (place: ResolvedPlaces) => ({
    townshipId: place.township.id,
    districtId: place.districtId,
    regionId: place.regionId,
  });
  try {
    const quote = quoteLabel(
      { ...request, source: zonePlace(source), destination: zonePlace(destination) },
      table.rates,
    );
    return { quote, source, destination, rateTableId: table.id };
  } catch (error) {
    // The rate table cannot price this weight, service or flight: the form field to correct is named.
    if (error instanceof QuoteError) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { [error.field]: [error.messageKey] } });
    }
    throw error;
  }
}

/** POST /api/label/quote: the fee preview the create form shows while staff type. */
export async function quoteLabelFees({ db, actor, request }: LabelDeps & { actor: Actor; request: LabelQuoteRequest }) {
  const { quote } = await quoteFor(db, actor.companyId, request);
  return { data: { zone: quote.zone, fee_lines: quote.lines, total_cost: quote.total_cost } };
}

function hashRequest(draft: LabelDraft): string {
  return createHash('sha256').update(JSON.stringify(draft)).digest('hex');
}

/**
 * POST /api/label: validates with the domain rules, prices with the active rate table, assigns an S10 tracking code
 * and writes the label, its first transaction (pending), the customer and the audit row in one transaction.
 */
export async function createLabel({
  db,
  clock,
  actor,
  draft,
  idempotencyKey,
  locale,
}: LabelDeps & { actor: Actor; draft: LabelDraft; idempotencyKey: string | null; locale: Locale }) {
  const acceptBranchId = branchOf(actor);
  const fieldErrors = validateLabelDraft(draft);
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });

  const [deliverBranch, acceptBranch] = await labelsRepository
    .findBranches(db, [draft.deliver_branch_id])
    .then(async ([deliver]) => [deliver, (await labelsRepository.findBranches(db, [acceptBranchId]))[0]] as const);
  if (!deliverBranch || deliverBranch.companyId !== actor.companyId) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { deliver_branch_id: ['validation.noselectErrorMessage'] },
    });
  }
  if (
    draft.customer_id !== undefined &&
    !(await labelsRepository.findCustomer(db, actor.companyId, draft.customer_id))
  ) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { customer_id: ['validation.noselectErrorMessage'] } });
  }
  const { quote, source, destination, rateTableId } = await quoteFor(db, actor.companyId, draft);
  const direct = isDirectDelivery({
    acceptBranchId,
    deliverBranchId: deliverBranch.id,
    instantDeliver: draft.instant_deliver,
    userBranchIds: [acceptBranchId],
    userTown: acceptBranch?.town ?? null,
    deliverBranchTown: deliverBranch.town,
  });
  const requestHash = hashRequest(draft);
  const now = clock.now();

  const labelId = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      await labelsRepository.lockIdempotencyKey(tx, actor.id, idempotencyKey);
      const earlier = await labelsRepository.findIdempotencyKey(tx, actor.id, idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { 'idempotency-key': ['label.idempotencyKeyReused'] },
          });
        }
        return earlier.labelId;
      }
    }
    const serial = await labelsRepository.nextSerial(tx);
    const trackingCode = makeTrackingCode({ indicator: serviceTypeIndicators[draft.service_type], serial });
    const customerId =
      draft.customer_id ??
      (await labelsRepository.upsertCustomer(tx, {
        companyId: actor.companyId,
        name: draft.source_name,
        phone: draft.source_phone,
        townshipId: source.township.id,
        address: draft.source_address ?? null,
        at: now,
      }));
    const label = await labelsRepository.insertLabel(tx, {
      companyId: actor.companyId,
      trackingCode,
      type: draft.type,
      acceptType: draft.accept_type,
      serviceType: draft.service_type,
      itemType: draft.item_type,
      purchaseType: draft.purchase_type,
      weightGrams: Math.round(draft.weight * 1000),
      status: 'pending',
      shippingType: direct ? 'direct' : 'normal',
      direct,
      sourceName: draft.source_name,
      sourcePhone: draft.source_phone,
      sourcePostcode: padPostcode(draft.source_postcode ?? source.township.postcode),
      sourceNo: draft.source_no ?? null,
      sourceStreet: draft.source_street ?? null,
      sourceQuarter: draft.source_quarter ?? null,
      sourceTownship: source.township.id,
      sourceTown: source.districtId,
      sourceRegion: source.regionId,
      sourceAddress: draft.source_address ?? null,
      sourceNrc: draft.source_nrc ?? null,
      customerId,
      destinationName: draft.destination_name,
      destinationPhone: draft.destination_phone,
      destinationPostcode: padPostcode(draft.destination_postcode ?? destination.township.postcode),
      destinationNo: draft.destination_no ?? null,
      destinationStreet: draft.destination_street ?? null,
      destinationQuarter: draft.destination_quarter ?? null,
      destinationTownship: destination.township.id,
      destinationTown: destination.districtId,
      destinationRegion: destination.regionId,
      destinationAddress: draft.destination_address ?? null,
      destinationNrc: draft.destination_nrc ?? null,
      contactPhoneList: draft.contact_phone_list,
      pickupAtPo: draft.pickup_at_po,
      acceptBranchId,
      deliverBranchId: deliverBranch.id,
      includeProducts: draft.include_products ?? null,
      referenceId: draft.reference_id ?? null,
      remark: draft.remark ?? null,
      timeRequestFrom: draft.time_request?.from ?? null,
      timeRequestTo: draft.time_request?.to ?? null,
      instantDeliver: draft.instant_deliver,
      gateSubmit: draft.gate_submit,
      flightService: draft.flight_service,
      services: draft.services,
      codAmount: draft.cod_amount ?? 0,
      insurancePercent: draft.insurance_percent ?? 0,
      feeLines: quote.lines,
      shippingFee: quote.lines.find((line) => line.code === 'shipping_fee')?.amount ?? 0,
      codFee: quote.lines.find((line) => line.code === 'cod_fee')?.amount ?? 0,
      totalCost: quote.total_cost,
      rateTableId,
      creatorId: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await labelsRepository.insertTransaction(tx, {
      labelId: label.id,
      seq: 1,
      status: 'pending',
      branchId: acceptBranchId,
      actorId: actor.id,
      at: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'label.create',
      entity: 'label',
      entityId: label.id,
      after: { tracking_code: trackingCode, total_cost: quote.total_cost, fee_lines: quote.lines },
    });
    if (idempotencyKey) {
      await labelsRepository.insertIdempotencyKey(tx, {
        userId: actor.id,
        key: idempotencyKey,
        requestHash,
        labelId: label.id,
        at: now,
      });
    }
    return label.id;
  });
  return { data: await loadLabelDetail(db, actor, labelId, locale) };
}

/** The label with its places, branches, history and the actions this user may take now. */
async function loadLabelDetail(db: Database, actor: Actor, labelId: number, _locale: Locale): Promise<LabelDetail> {
  const label = await labelsRepository.findLabel(db, actor.companyId, labelId);
  assertVisible(actor, label);
  const [transactions, branchRows, places, creator] = await Promise.all([
    labelsRepository.listTransactions(db, label.id),
    labelsRepository.findBranches(
      db,
      [label.acceptBranchId, label.deliverBranchId, label.viaBranchId].filter((id): id is number => id !== null),
    ),
    labelsRepository.findPlaces(
      db,
      [
        label.sourceTownship,
        label.sourceTown,
        label.sourceRegion,
        label.sourceQuarter,
        label.destinationTownship,
        label.destinationTown,
        label.destinationRegion,
        label.destinationQuarter,
      ].filter((id): id is string => !!id),
    ),
    labelsRepository.findUserName(db, label.creatorId),
  ]);
  const branchById = new Map(
    branchRows.map((row) => [row.id, { id: row.id, code: row.code, name_en: row.nameEn, name_mm: row.nameMm }]),
  );
  const place = (id: string | null) => {
    const row = id ? places.find((candidate) => candidate.id === id) : undefined;
    return row ? { id: row.id, name_en: row.nameEn, name_mm: row.nameMm } : null;
  };
  const history = viewableHistory(transactions);
  const sides = sidesOf(actor, label);
  const actions = allowedLabelActions({
    shippingType: label.shippingType,
    history,
    sides,
    permissions: actor.role.permissions,
  });
  return {
    ...summaryOf(label, branchById, place),
    source_postcode: label.sourcePostcode,
    source_no: label.sourceNo,
    source_street: label.sourceStreet,
    source_quarter: place(label.sourceQuarter),
    source_town: place(label.sourceTown),
    source_region: place(label.sourceRegion),
    source_address: label.sourceAddress,
    source_nrc: label.sourceNrc,
    customer_id: label.customerId,
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
    flight_service: label.flightService,
    services: label.services as LabelDetail['services'],
    insurance_percent: label.insurancePercent,
    fee_lines: label.feeLines,
    creator,
    delivered_at: label.deliveredAt ? iso(label.deliveredAt) : null,
    transactions: transactions.map((transaction) => ({
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

type BranchRef = { id: number; code: string; name_en: string; name_mm: string };

function summaryOf(
  label: LabelRow,
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
    status: label.status,
    shipping_type: label.shippingType,
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

/** dd/MM/yyyy (the search bar) or yyyy-mm-dd → the UTC instant that Yangon day starts; 422 for a non-date. */
function dayStart(value: string, field: string): Date {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = iso ? parseSearchDate(`${iso[3]}/${iso[2]}/${iso[1]}`) : parseSearchDate(value);
  if (!day) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: ['validation.invalidErrorMessage'] } });
  return yangonDayStartUtc(day);
}

/** GET /api/label: one tab of the user's branch (or the search tab), filtered by the search bar, newest first. */
export async function listLabels({ db, actor, query }: LabelDeps & { actor: Actor; query: LabelListQuery }) {
  const branchId = actor.branch?.id ?? null;
  if (branchId === null && !actor.allBranches) throw new AppError('FORBIDDEN');
  const tabFilter = query.tab === 'search' ? null : labelTabFilter(query.side, query.tab);
  if (query.tab !== 'search' && !tabFilter) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { tab: ['validation.noselectErrorMessage'] } });
  }
  const filterBranch = query.branch ? await labelsRepository.findBranchByCode(db, query.branch) : undefined;
  if (query.branch && !filterBranch) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch: ['validation.noselectErrorMessage'] } });
  }
  const filter: LabelListFilter = {
    companyId: actor.companyId,
    branchScope:
      branchId === null || (actor.allBranches && !tabFilter)
        ? null
        : { branchId, side: tabFilter ? tabFilter.side : 'any' },
    ...(tabFilter ? { statuses: tabFilter.statuses } : {}),
    ...(tabFilter?.viaStatuses ? { viaStatuses: tabFilter.viaStatuses } : {}),
    ...(tabFilter?.pickupAtPo !== undefined ? { pickupAtPo: tabFilter.pickupAtPo } : {}),
    ...(tabFilter?.returning === true ? { shippingTypes: returningShippingTypes } : {}),
    ...(tabFilter?.returning === false ? { excludeShippingTypes: returningShippingTypes } : {}),
    ...(query.search ? { search: normalizeSearch(query.search) } : {}),
    ...(query.tracking_code ? { trackingCode: normalizeSearch(query.tracking_code) } : {}),
    ...(query.phone ? { phone: normalizeSearch(query.phone) } : {}),
    ...(filterBranch ? { branchId: filterBranch.id } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.group ? { anyStatus: labelStatuses.filter((status) => progressGroup(status) === query.group) } : {}),
    ...(query.from ? { createdFrom: dayStart(query.from, 'from') } : {}),
    ...(query.to ? { createdBefore: new Date(dayStart(query.to, 'to').getTime() + 24 * 3_600_000) } : {}),
  };
  const perPage = query.per_page;
  const [total, rows] = await Promise.all([
    labelsRepository.countLabels(db, filter),
    labelsRepository.listLabels(db, filter, { limit: perPage, offset: (query.page - 1) * perPage }),
  ]);
  const branchRef = (row: { id: number; code: string; nameEn: string; nameMm: string }) => ({
    id: row.id,
    code: row.code,
    name_en: row.nameEn,
    name_mm: row.nameMm,
  });
  const placeRef = (row: { id: string; nameEn: string; nameMm: string } | null) =>
    row ? { id: row.id, name_en: row.nameEn, name_mm: row.nameMm } : null;
  return {
    current_page: query.page,
    data: rows.map((row) => ({
      id: row.id,
      tracking_code: row.trackingCode,
      type: row.type,
      accept_type: row.acceptType,
      service_type: row.serviceType,
      item_type: row.itemType,
      purchase_type: row.purchaseType,
      weight: row.weightGrams / 1000,
      status: row.status,
      shipping_type: row.shippingType,
      progress_group: progressGroup(row.status),
      source_name: row.sourceName,
      source_phone: row.sourcePhone,
      destination_name: row.destinationName,
      destination_phone: row.destinationPhone,
      source_township: placeRef(row.sourceTownship),
      destination_township: placeRef(row.destinationTownship),
      accept_branch: branchRef(row.acceptBranch),
      deliver_branch: branchRef(row.deliverBranch),
      pickup_at_po: row.pickupAtPo,
      cod_amount: row.codAmount,
      total_cost: row.totalCost,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
    meta: {
      total: Math.min(total, labelCountCap),
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(Math.min(total, labelCountCap) / perPage)),
      total_capped: total > labelCountCap,
    },
  };
}

/** What staff type or scan into a search box: Myanmar digits as ASCII, no spaces, dashes or dots, upper case. */
function normalizeSearch(value: string): string {
  return normalizeTrackingCode(normalizePhone(value));
}

interface StatusChange {
  action: LabelAction;
  expectedStatus: LabelStatus;
  branchId?: number | undefined;
  note?: string | undefined;
}

/**
 * One action on one label, inside the caller's transaction with the label row locked: re-reads the history, checks
 * the expected status (409 if the label moved meanwhile) and the domain's allowed actions, then writes the next
 * transaction (numbered without gaps), the label's new state and an audit row.
 */
async function applyStatusChange(
  tx: Database,
  {
    actor,
    labelId,
    change,
    now,
    locale,
  }: { actor: Actor; labelId: number; change: StatusChange; now: Date; locale: Locale },
): Promise<void> {
  const label = await labelsRepository.lockLabel(tx, actor.companyId, labelId);
  assertVisible(actor, label);
  if (label.status !== change.expectedStatus) {
    throw new AppError('LABEL_STATUS_STALE', { params: { status: translate(locale, `labelStatus.${label.status}`) } });
  }
  const transactions = await labelsRepository.listTransactions(tx, label.id);
  const history = viewableHistory(transactions);
  const sides = sidesOf(actor, label);
  const allowed = allowedLabelActions({
    shippingType: label.shippingType,
    history,
    sides,
    permissions: actor.role.permissions,
  }).find((candidate) => candidate.action === change.action);
  if (!allowed) {
    if (change.action === 'next' && history.length > 0 && sides.length > 0) {
      const atEnd = allowedLabelActions({
        shippingType: label.shippingType,
        history,
        sides: ['sender', 'receiver', 'via'],
        permissions: ['label.update-status'],
      }).every((candidate) => candidate.action !== 'next');
      if (atEnd) throw new AppError('LABEL_STATUS_AT_END');
    }
    throw new AppError('LABEL_ACTION_NOT_ALLOWED', { params: { action: change.action } });
  }
  const before = { status: label.status, shipping_type: label.shippingType, via_branch_id: label.viaBranchId };

  if (change.action === 'rollback') {
    const newest = [...transactions].reverse().find((transaction) => transaction.viewable);
    if (!newest) throw new AppError('LABEL_ACTION_NOT_ALLOWED', { params: { action: change.action } });
    await labelsRepository.hideTransaction(tx, newest.id);
    const remaining = history.slice(0, -1);
    const status = deriveLabelStatus(remaining.map((status) => ({ status, viewable: true })));
    const state = rolledBackState(label, remaining);
    await labelsRepository.updateLabelState(tx, label.id, {
      status,
      shippingType: state.shippingType,
      viaBranchId: state.viaBranchId,
      deliverBranchId: state.deliverBranchId,
      deliveredAt: status === 'delivered' ? label.deliveredAt : null,
      at: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'label.rollback',
      entity: 'label',
      entityId: label.id,
      before,
      after: { status, hidden_transaction_id: newest.id },
    });
    return;
  }

  let viaBranchId = label.viaBranchId;
  let deliverBranchId = label.deliverBranchId;
  if (allowed.needsBranch) {
    const [target] = change.branchId ? await labelsRepository.findBranches(tx, [change.branchId]) : [];
    if (!target || target.companyId !== actor.companyId) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['validation.noselectErrorMessage'] } });
    }
    if (change.action === 'forward') {
      if (target.id === label.acceptBranchId || target.id === label.deliverBranchId) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['label.branchInvalid'] } });
      }
      viaBranchId = target.id;
    } else {
      // Redirect: this (the old destination) branch sends it on; the new branch becomes the destination.
      if (target.id === label.deliverBranchId) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { branch_id: ['label.branchInvalid'] } });
      }
      viaBranchId = label.deliverBranchId;
      deliverBranchId = target.id;
    }
  }
  const newHistory = [...history, allowed.status];
  const shippingType = shippingTypeOf({ ...label, deliverBranchId }, newHistory);
  const seq = (transactions.at(-1)?.seq ?? 0) + 1;
  await labelsRepository.insertTransaction(tx, {
    labelId: label.id,
    seq,
    status: allowed.status,
    branchId: actor.branch?.id ?? null,
    actorId: actor.id,
    note: change.note ?? null,
    at: now,
  });
  await labelsRepository.updateLabelState(tx, label.id, {
    status: allowed.status,
    shippingType,
    viaBranchId,
    deliverBranchId,
    ...(allowed.status === 'delivered' ? { deliveredAt: now } : {}),
    at: now,
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: `label.${change.action}`,
    entity: 'label',
    entityId: label.id,
    before,
    after: {
      status: allowed.status,
      shipping_type: shippingType,
      via_branch_id: viaBranchId,
      deliver_branch_id: deliverBranchId,
      seq,
    },
  });
}

/**
 * The branch fields after a rollback: undoing the forward or redirect step itself gives the parcel back to the
 * branches it had before.
 */
function rolledBackState(label: LabelRow, remaining: readonly LabelStatus[]) {
  const undoneRedirect =
    label.viaBranchId !== null && !remaining.includes('redirected') && label.shippingType === 'redirect';
  const undoneForward =
    label.viaBranchId !== null && !remaining.includes('send_to_forward_branch') && label.shippingType === 'forward';
  const deliverBranchId = undoneRedirect ? label.viaBranchId! : label.deliverBranchId;
  const viaBranchId = undoneRedirect || undoneForward ? null : label.viaBranchId;
  return {
    deliverBranchId,
    viaBranchId,
    shippingType: shippingTypeOf({ ...label, deliverBranchId }, remaining),
  };
}

/** POST /api/label/{id}/status. */
export async function changeLabelStatus({
  db,
  clock,
  actor,
  labelId,
  change,
  locale,
}: LabelDeps & { actor: Actor; labelId: number; change: StatusChange; locale: Locale }) {
  await db.transaction((tx) => applyStatusChange(tx, { actor, labelId, change, now: clock.now(), locale }));
  return { data: await loadLabelDetail(db, actor, labelId, locale) };
}

/**
 * POST /api/label/bulk-status: the counter's scan-and-act workflow. Each row is checked and moved in its own
 * transaction, so one refused parcel never holds back the others; the answer says what happened to each.
 */
export async function changeLabelStatusInBulk({
  db,
  clock,
  actor,
  request,
  locale,
}: LabelDeps & { actor: Actor; request: LabelBulkStatusRequest; locale: Locale }) {
  const results = [];
  for (const item of request.items) {
    const trackingCode = normalizeTrackingCode(item.tracking_code);
    try {
      if (!isValidTrackingCode(trackingCode)) throw new AppError('NOT_FOUND');
      const label = await labelsRepository.findLabelByTrackingCode(db, trackingCode);
      if (!label || label.companyId !== actor.companyId) throw new AppError('NOT_FOUND');
      await db.transaction((tx) =>
        applyStatusChange(tx, {
          actor,
          labelId: label.id,
          change: { action: request.action, expectedStatus: item.expected_status },
          now: clock.now(),
          locale,
        }),
      );
      const moved = await labelsRepository.findLabel(db, actor.companyId, label.id);
      results.push({
        tracking_code: trackingCode,
        outcome: 'moved' as const,
        status: moved?.status ?? null,
        reason: null,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        tracking_code: trackingCode,
        outcome: 'refused' as const,
        status: null,
        reason: errorText(error, locale),
      });
    }
  }
  return {
    data: results,
    moved: results.filter((result) => result.outcome === 'moved').length,
    refused: results.filter((result) => result.outcome === 'refused').length,
  };
}

/** The reason a bulk row was refused: the first field error, else the error's message (spec §8). */
function errorText(error: AppError, locale: Locale): string {
  const body = localizedErrorBody(error, locale);
  return Object.values(body.errors ?? {})[0]?.[0] ?? body.message;
}

/** DELETE /api/label/{id}/transactions/{txId}: removes the newest transaction (spec §8 "Are you sure to delete?"). */
export async function deleteLabelTransaction({
  db,
  clock,
  actor,
  labelId,
  transactionId,
  locale,
}: LabelDeps & { actor: Actor; labelId: number; transactionId: number; locale: Locale }) {
  await db.transaction(async (tx) => {
    const label = await labelsRepository.lockLabel(tx, actor.companyId, labelId);
    assertVisible(actor, label);
    const transactions = await labelsRepository.listTransactions(tx, label.id);
    const viewable = transactions.filter((transaction) => transaction.viewable);
    const index = viewable.findIndex((transaction) => transaction.id === transactionId);
    if (index < 0) throw new AppError('NOT_FOUND');
    const history = viewableHistory(transactions);
    const allowed = canDeleteLabelTransaction({
      shippingType: label.shippingType,
      history,
      index,
      sides: sidesOf(actor, label),
      permissions: actor.role.permissions,
    });
    if (!allowed) throw new AppError('LABEL_ACTION_NOT_ALLOWED', { params: { action: 'delete' } });
    await labelsRepository.deleteTransaction(tx, transactionId);
    const remaining = history.slice(0, -1);
    const status = remaining.at(-1) ?? 'pending';
    const state = rolledBackState(label, remaining);
    await labelsRepository.updateLabelState(tx, label.id, {
      status,
      shippingType: state.shippingType,
      viaBranchId: state.viaBranchId,
      deliverBranchId: state.deliverBranchId,
      deliveredAt: status === 'delivered' ? label.deliveredAt : null,
      at: clock.now(),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'label.delete-transaction',
      entity: 'label',
      entityId: label.id,
      before: { status: label.status, transaction: viewable[index] },
      after: { status },
    });
  });
  return { data: await loadLabelDetail(db, actor, labelId, locale) };
}

/**
 * GET /api/track/{code}: public tracking for customers — the progress and the steps the receiving customer may
 * see, localized, with no phone numbers, names or addresses beyond the township.
 */
export async function trackLabel({ db, code, locale }: { db: Database; code: string; locale: Locale }) {
  const trackingCode = normalizeTrackingCode(code);
  if (!isValidTrackingCode(trackingCode)) throw new AppError('NOT_FOUND');
  const label = await labelsRepository.findLabelByTrackingCode(db, trackingCode);
  if (!label) throw new AppError('NOT_FOUND');
  const [transactions, places] = await Promise.all([
    labelsRepository.listTransactions(db, label.id),
    labelsRepository.findPlaces(db, [label.sourceTownship, label.destinationTownship]),
  ]);
  const placeName = (id: string) => {
    const row = places.find((candidate) => candidate.id === id);
    return row ? (locale === 'mm' ? row.nameMm : row.nameEn) : null;
  };
  const group = progressGroup(label.status);
  return {
    data: {
      tracking_code: label.trackingCode,
      status: label.status,
      status_text: translate(locale, `labelStatus.${label.status}`),
      progress_group: group,
      progress_text: translate(locale, `progressGroup.${group}`),
      service_type: label.serviceType,
      source_township: placeName(label.sourceTownship),
      destination_township: placeName(label.destinationTownship),
      created_at: iso(label.createdAt),
      history: transactions
        .filter((transaction) => transaction.viewable)
        .map((transaction) => ({
          status: transaction.status,
          text: translate(locale, `labelStatus.${transaction.status}`),
          branch: transaction.branch ? (locale === 'mm' ? transaction.branch.nameMm : transaction.branch.nameEn) : null,
          at: iso(transaction.createdAt),
        })),
    },
  };
}
