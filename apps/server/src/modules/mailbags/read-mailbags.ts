import {
  defaultTransitHours,
  normalizeBagCode,
  type CompanySettings,
  type DispatchDetail,
  type DispatchListQuery,
  type DispatchSummary,
  type LabelBagScan,
  type LabelMailbag,
  type MailbagDetail,
  type MailbagEvent,
  type MailbagListQuery,
  type MailbagSummary,
  type TransferRouteRequest,
  type Locale,
  translate,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { toDate } from '../../db/prepared-statement.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import {
  assertBagVisible,
  branchRefs,
  isDispatchVisible,
  kilograms,
  presentBag,
  presentBags,
  presentDispatches,
  type MailbagDeps,
} from './mailbag-access.js';
import { companiesRepository } from '../companies/companies.repository.js';
import { dispatchesRepository } from './dispatches.repository.js';
import { mailbagsRepository, type Row } from './mailbags.repository.js';
import { discrepancyNoteOf } from './open-mailbag.js';

/** What the transfer screen and the bag and dispatch pages read (issue 27 §5), and head office's settings (§6). */

/** A branch user sees his branch's side; head office every branch. */
const scopeOf = (actor: Actor) => (actor.allBranches ? null : (actor.branch?.id ?? -1));

const branchOfRow = (row: Row) =>
  row.branch_id === null
    ? null
    : {
        id: Number(row.branch_id),
        code: row.branch_code as string,
        name_en: row.branch_name_en as string,
        name_mm: row.branch_name_mm as string,
      };
const actorOfRow = (row: Row) =>
  row.actor_id === null ? null : { id: Number(row.actor_id), name: row.actor_name as string };

/** GET /api/mailbag. */
export async function listMailbags({ db, actor, query }: MailbagDeps & { actor: Actor; query: MailbagListQuery }) {
  const bags = await mailbagsRepository.listBags(db, {
    companyId: actor.companyId,
    branchId: scopeOf(actor),
    direction: query.direction,
    status: query.status,
    undispatched: query.undispatched === 'true',
  });
  return { data: await presentBags(db, actor.companyId, bags) };
}

/** GET /api/mailbag/{id}: the bag with its labels, its history and, once opened, its verification note. */
export async function getMailbag({
  db,
  actor,
  mailbagId,
}: MailbagDeps & { actor: Actor; mailbagId: number }): Promise<MailbagDetail> {
  const bag = await mailbagsRepository.findBag(db, actor.companyId, mailbagId);
  assertBagVisible(actor, bag);
  const [summary, lines, events] = [
    await presentBag(db, actor.companyId, bag),
    await mailbagsRepository.bagLines(db, bag.id),
    await mailbagsRepository.bagEvents(db, bag.id),
  ];
  return {
    ...summary,
    labels: lines.map((line) => ({
      id: line.id,
      tracking_code: line.trackingCode,
      status: line.status,
      service_type: line.serviceType,
      weight: kilograms(line.weightGrams),
      destination_name: line.destinationName,
      added_at: line.addedAt.toISOString(),
      opened: line.openedAt !== null,
      extra: line.extra,
      missing_state: line.missingState,
    })),
    events: events.map((row) => ({
      event: row.event as MailbagEvent,
      at: toDate(row.at).toISOString(),
      branch: branchOfRow(row),
      actor: actorOfRow(row),
      tracking_code: (row.tracking_code as string | null) ?? null,
      mis_sent: row.mis_sent === true || row.mis_sent === 't',
    })),
    discrepancy: bag.finishedAt ? await discrepancyNoteOf(db, actor, bag.id) : null,
  };
}

/** GET /api/mailbag/by-code/{bagCode}: a scanned tag. */
export async function getMailbagByCode({
  db,
  actor,
  bagCode,
}: MailbagDeps & { actor: Actor; bagCode: string }): Promise<MailbagSummary> {
  const code = normalizeBagCode(bagCode);
  const bag = code ? await mailbagsRepository.findBagByCode(db, actor.companyId, code) : null;
  if (!bag) throw new AppError('MAILBAG_CODE_UNKNOWN');
  assertBagVisible(actor, bag);
  return presentBag(db, actor.companyId, bag);
}

/** GET /api/dispatch: overdue ones first, then by expected arrival. */
export async function listDispatches({
  db,
  clock,
  actor,
  query,
}: MailbagDeps & { actor: Actor; query: DispatchListQuery }) {
  const rows = await dispatchesRepository.listDispatches(db, {
    companyId: actor.companyId,
    branchId: scopeOf(actor),
    direction: query.direction,
    state: query.state,
  });
  const data: DispatchSummary[] = await presentDispatches(db, actor.companyId, rows, clock.now());
  data.sort((a, b) => Number(b.overdue) - Number(a.overdue));
  return { data };
}

/** GET /api/dispatch/{id}: the dispatch and its advance list (the delivery bill's lines). */
export async function getDispatch({
  db,
  clock,
  actor,
  dispatchId,
}: MailbagDeps & { actor: Actor; dispatchId: number }): Promise<DispatchDetail> {
  const dispatch = await dispatchesRepository.findDispatch(db, actor.companyId, dispatchId);
  if (!dispatch || !isDispatchVisible(actor, dispatch)) throw new AppError('NOT_FOUND');
  const [summary] = await presentDispatches(db, actor.companyId, [dispatch], clock.now());
  const list = await dispatchesRepository.dispatchBagsOf(db, dispatch.id);
  return {
    ...summary!,
    bags: await presentBags(
      db,
      actor.companyId,
      list.filter((entry) => entry.listed).map((entry) => entry.bag),
    ),
  };
}

/** GET /api/transfer-route. */
export async function listTransferRoutes({ db, actor }: MailbagDeps & { actor: Actor }) {
  const rows = await dispatchesRepository.listRoutes(db, actor.companyId);
  const refs = await branchRefs(
    db,
    actor.companyId,
    rows.flatMap((row) => [row.originBranchId, row.destinationBranchId]),
  );
  return {
    data: rows
      .filter((row) => refs.has(row.originBranchId) && refs.has(row.destinationBranchId))
      .map((row) => ({
        origin: refs.get(row.originBranchId)!,
        destination: refs.get(row.destinationBranchId)!,
        transit_hours: row.transitHours,
      })),
    default_hours: defaultTransitHours,
  };
}

/** PUT /api/transfer-route: head office sets a route's hours on the road. */
export async function setTransferRoute({
  db,
  clock,
  actor,
  request,
}: MailbagDeps & { actor: Actor; request: TransferRouteRequest }) {
  const found = await mailbagsRepository.findBranches(db, actor.companyId, [
    request.origin_branch_id,
    request.destination_branch_id,
  ]);
  if (found.length !== 2) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { destination_branch_id: ['validation.noselectErrorMessage'] },
    });
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    await dispatchesRepository.upsertRoute(tx, {
      companyId: actor.companyId,
      originBranchId: request.origin_branch_id,
      destinationBranchId: request.destination_branch_id,
      transitHours: request.transit_hours,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor,
      action: 'transfer-route.set',
      entity: 'transfer-route',
      entityId: `${request.origin_branch_id}-${request.destination_branch_id}`,
      after: request,
    });
  });
  return listTransferRoutes({ db, clock, actor });
}

/** GET /api/company/settings. */
export async function getCompanySettings({ db, actor }: MailbagDeps & { actor: Actor }): Promise<CompanySettings> {
  return { status_variant: await companiesRepository.statusVariantOf(db, actor.companyId) };
}

/** PUT /api/company/settings. */
export async function setCompanySettings({
  db,
  actor,
  request,
}: MailbagDeps & { actor: Actor; request: CompanySettings }) {
  await db.transaction(async (tx) => {
    const before = await companiesRepository.statusVariantOf(tx, actor.companyId);
    await companiesRepository.setStatusVariant(tx, actor.companyId, request.status_variant);
    await recordAudit(tx, {
      actor,
      action: 'company.settings',
      entity: 'company',
      entityId: actor.companyId,
      before: { status_variant: before },
      after: request,
    });
  });
  return request;
}

/**
 * What the label pages show of the network (issue 27 §5), for each label: the bag it is in or last rode in, every bag
 * scan, and whether it is sealed in a bag on its way (it then moves with its bag only). Two statements for any number
 * of labels (the batch read for printing).
 */
export async function labelNetworkOf(db: Database, labelIds: readonly number[]) {
  const [bags, scans] = [
    await mailbagsRepository.latestBagsOf(db, labelIds),
    await mailbagsRepository.labelBagScans(db, labelIds),
  ];
  const network = new Map<number, { mailbag: LabelMailbag | null; bag_scans: LabelBagScan[]; inBag: boolean }>(
    labelIds.map((id) => [id, { mailbag: null, bag_scans: [], inBag: false }]),
  );
  for (const bag of bags) {
    const entry = network.get(bag.labelId)!;
    entry.mailbag = { id: bag.id, bag_code: bag.bagCode, dispatch_id: bag.dispatchId };
    entry.inBag = bag.inBag;
  }
  for (const row of scans) {
    network.get(Number(row.label_id))?.bag_scans.push({
      event: row.event as MailbagEvent,
      at: toDate(row.at).toISOString(),
      bag_code: row.bag_code as string,
      branch: branchOfRow(row),
      actor: actorOfRow(row),
    });
  }
  return network;
}

/** The bag scans a customer sees: where the bag went, never which bag. */
const publicEvents: readonly MailbagEvent[] = ['dispatched', 'checkin_transit', 'checkout_transit', 'received'];

/**
 * What the public tracking page shows of the network (issue 27 §5): the bag scans of the parcel's journey (no bag ids)
 * and, while its bag is on the road, the branch it is heading to.
 */
export async function publicNetworkOf(db: Database, labelId: number, locale: Locale) {
  const scans = (await mailbagsRepository.labelBagScans(db, [labelId])).filter((row) =>
    publicEvents.includes(row.event as MailbagEvent),
  );
  const last = scans.at(-1);
  const heading =
    last && last.event !== 'received'
      ? {
          code: last.destination_code as string,
          name: (locale === 'mm' ? last.destination_name_mm : last.destination_name_en) as string,
        }
      : null;
  return {
    in_transit: heading
      ? { to: heading.code, text: translate(locale, 'mailbag.inTransitTo', { branch: heading.code }) }
      : null,
    network_scans: scans.map((row) => ({
      event: row.event as MailbagEvent,
      text: translate(locale, `mailbagEvent.${row.event as MailbagEvent}`),
      branch_code: (row.branch_code as string | null) ?? null,
      at: toDate(row.at).toISOString(),
    })),
  };
}
