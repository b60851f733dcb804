import { createHash } from 'node:crypto';
import {
  labelImportLimits,
  makeTrackingCode,
  readLabelImport,
  serviceTypeIndicators,
  translate,
  type LabelDraft,
  type LabelImportIssue,
  type LabelImportPreviewResponse,
  type LabelImportRefusal,
  type LabelImportResponse,
  type Locale,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { runIdempotent } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { bookCounterSale, bookLabelCod, isCreditLimitError } from '../cod/label-cod.js';
import { creditStandingOf } from '../credit/credit-limit.js';
import { branchOf, type LabelDeps } from './label-access.js';
import { bookedLabelRow, partiesOf, type BookingDesk, type LabelParty } from './label-booking.js';
import type { BranchLookup } from './label-lookups.js';
import { readImportFile } from './label-import-reader.js';
import { loadImportVocabulary } from './label-import-vocabulary.js';
import { labelImportRepository, type ImportLookups } from './label-import.repository.js';
import { priceDraft, type PricedDraft } from './quote-label-fees.js';
import { enqueueNotifications } from '../notifications/enqueue-notifications.js';
import { offerAgentServices } from '../agent-services/offer-agent-services.js';

/** A row ready to book: its draft, priced, and the branch that delivers it. */
interface PlannedRow {
  row: number;
  draft: LabelDraft;
  priced: PricedDraft;
  deliverBranch: BranchLookup;
}

/**
 * The rows of the file as text (the preview shows them), the drafts that passed the schema and every issue; townships
 * and branches are read against the country's townships and the actor's company's branches.
 */
async function readFile(db: Database, actor: Actor, bytes: Uint8Array, merchantId: number | undefined) {
  const sheet = await readImportFile(bytes);
  if (sheet.kind !== 'rows') {
    const issues: LabelImportIssue[] = [
      sheet.kind === 'too-many-rows'
        ? { row: 0, field: 'file', key: 'labelImport.tooManyRows', params: { max: labelImportLimits.maxRows } }
        : { row: 0, field: 'file', key: 'labelImport.unreadableFile' },
    ];
    return { rows: [], issues, cells: [] };
  }
  return readLabelImport(sheet.rows, await loadImportVocabulary({ db, actor }), { merchantId });
}

type DraftedRow = { row: number; draft: LabelDraft };

/** The merchant portal's import (issue 30 §2): every row booked for the member's merchant. */
interface ImportOptions {
  merchantId?: number;
}

/** What the file's rows name, looked up once for all of them, and the reference ids of theirs already booked. */
async function lookUpRows(db: Database, actor: Actor, drafted: DraftedRow[]) {
  const acceptBranchId = branchOf(actor);
  const drafts = drafted.map(({ draft }) => draft);
  const references = drafts.flatMap((draft) => (draft.reference_id === undefined ? [] : [draft.reference_id]));
  // One after another: inside the import's transaction they share one connection.
  const found = await labelImportRepository.lookups(db, {
    companyId: actor.companyId,
    userId: actor.id,
    acceptBranchId,
    townshipIds: [...new Set(drafts.flatMap((draft) => [draft.source_township, draft.destination_township]))],
    branchIds: [...new Set(drafts.map((draft) => draft.deliver_branch_id))],
    merchantIds: [...new Set(drafts.flatMap((draft) => (draft.merchant_id === undefined ? [] : [draft.merchant_id])))],
  });
  const existing = await labelImportRepository.existingReferences(db, actor.companyId, references);
  const desk: BookingDesk = { acceptBranchId, acceptBranch: found.acceptBranch, userBranchIds: found.userBranchIds };
  return { desk, found, existing };
}

/**
 * Prices and routes every drafted row with what was looked up: an unknown township, branch or merchant, a weight the
 * rate table cannot price, or a reference id already booked is an issue of that row and field, as create would
 * answer it.
 */
function priceRows(
  actor: Actor,
  drafted: DraftedRow[],
  { found, existing }: { found: ImportLookups; existing: Set<string> },
) {
  const planned: PlannedRow[] = [];
  const issues: LabelImportIssue[] = [];
  for (const { row, draft } of drafted) {
    const before = issues.length;
    if (draft.reference_id !== undefined && existing.has(draft.reference_id)) {
      issues.push({ row, field: 'reference_id', key: 'labelImport.referenceExists' });
    }
    const deliverBranch = found.branches.get(draft.deliver_branch_id);
    if (!deliverBranch || deliverBranch.companyId !== actor.companyId) {
      issues.push({ row, field: 'deliver_branch_id', key: 'validation.noselectErrorMessage' });
    }
    let priced: PricedDraft | null = null;
    try {
      priced = priceDraft(actor, draft, {
        source: found.townships.get(draft.source_township) ?? null,
        destination: found.townships.get(draft.destination_township) ?? null,
        rateTable: found.rateTable,
        merchant: draft.merchant_id === undefined ? null : (found.merchants.get(draft.merchant_id) ?? null),
      });
    } catch (error) {
      if (!(error instanceof AppError) || !error.options.fieldErrors) throw error;
      for (const [field, messages] of Object.entries(error.options.fieldErrors)) {
        for (const message of messages) {
          issues.push(typeof message === 'string' ? { row, field, key: message } : { row, field, ...message });
        }
      }
    }
    if (issues.length === before && priced && deliverBranch) planned.push({ row, draft, priced, deliverBranch });
  }
  return { planned, issues };
}

/**
 * The senders and receivers of the rows whose townships exist (a customer refers to its township), as the booked
 * labels will name them: pricing keeps a row's townships as the file gives them (or refuses the row, and with it the
 * file).
 */
function partiesOfRows(drafted: DraftedRow[], townships: ImportLookups['townships']): LabelParty[] {
  return drafted.flatMap(({ draft }) =>
    townships.has(draft.source_township) && townships.has(draft.destination_township)
      ? Object.values(partiesOf(draft))
      : [],
  );
}

/** Issues in the caller's language, in file order (the header's first). */
function localized(issues: LabelImportIssue[], locale: Locale) {
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => a.issue.row - b.issue.row || a.index - b.index)
    .map(({ issue }) => ({ row: issue.row, field: issue.field, message: translate(locale, issue.key, issue.params) }));
}

/** POST /api/label/import/preview: every row read, priced and checked as the import will; nothing is written. */
export async function previewLabelImport({
  db,
  actor,
  bytes,
  locale,
  merchantId,
}: LabelDeps &
  ImportOptions & { actor: Actor; bytes: Uint8Array; locale: Locale }): Promise<LabelImportPreviewResponse> {
  const reading = await readFile(db, actor, bytes, merchantId);
  const issues = [...reading.issues];
  if (reading.rows.length > 0) {
    issues.push(...priceRows(actor, reading.rows, await lookUpRows(db, actor, reading.rows)).issues);
  }
  return {
    rows: reading.cells.map(({ row, values }) => ({ row, values: values as Record<string, string> })),
    errors: localized(issues, locale),
  };
}

/**
 * Prices the rows while the database saves their customers: the statement is sent first, then the pricing (CPU work
 * on this side) runs while the database works — ≈ 50 ms of a 5,000-row file. A file its prices refuse rolls the
 * customers back with it.
 */
async function priceRowsSavingCustomers(
  tx: Database,
  { actor, lookedUp, now }: { actor: Actor; lookedUp: Awaited<ReturnType<typeof lookUpRows>>; now: Date },
  drafted: DraftedRow[],
) {
  const savingCustomers = labelImportRepository.upsertCustomers(tx, {
    companyId: actor.companyId,
    parties: partiesOfRows(drafted, lookedUp.found.townships),
    at: now,
  });
  // Observed at once (its failure is thrown by the await below, not reported as unhandled meanwhile); then one turn
  // of the event loop, so that the statement is on its way before the pricing holds this thread.
  savingCustomers.catch(() => undefined);
  await new Promise(setImmediate);
  const { planned, issues } = priceRows(actor, drafted, lookedUp);
  return { planned, issues, customerIds: await savingCustomers };
}

/** A file with an issue: the transaction is rolled back with it, so nothing of the file is written. */
class ImportRefused extends Error {
  constructor(readonly issues: LabelImportIssue[]) {
    super('label import refused');
  }
}

/** The row whose credit label the database refused: its merchant's shipping credit would pass its limit. */
class CreditLimitReached extends Error {
  constructor(
    readonly row: number,
    readonly merchantId: number,
  ) {
    super('credit limit reached');
  }
}

export type LabelImportAnswer = { status: 201; body: LabelImportResponse } | { status: 422; body: LabelImportRefusal };

/**
 * Books the planned rows, their customers saved (`customerIds`): serials, then the labels with their first steps in
 * one multi-row INSERT; COD per label.
 */
async function bookRows(
  tx: Database,
  {
    actor,
    desk,
    planned,
    customerIds,
    now,
  }: {
    actor: Actor;
    desk: BookingDesk;
    planned: PlannedRow[];
    customerIds: Map<string, number>;
    now: Date;
  },
) {
  const serials = await labelImportRepository.nextSerials(tx, planned.length);
  const rows = planned.map(({ draft, priced, deliverBranch }, index) =>
    bookedLabelRow({
      actor,
      desk,
      draft,
      priced,
      deliverBranch,
      trackingCode: makeTrackingCode({ indicator: serviceTypeIndicators[draft.service_type], serial: serials[index]! }),
      customerId: customerIds.get(draft.source_phone)!,
      receiverCustomerId: customerIds.get(draft.destination_phone)!,
      now,
    }),
  );
  const ids = await labelImportRepository.insertLabels(tx, rows, {
    branchId: desk.acceptBranchId,
    actorId: actor.id,
    at: now,
  });
  const labelIds = rows.map((row) => ids.get(row.trackingCode)!);
  // Issue 30 §4: labels to or from an agent branch are offered to it, one statement for the file.
  await offerAgentServices(
    tx,
    rows.map((row, index) => ({
      id: labelIds[index]!,
      companyId: actor.companyId,
      acceptBranchId: row.acceptBranchId,
      deliverBranchId: row.deliverBranchId,
    })),
    now,
  );
  // One statement for the whole file; only labels with the sms service or a merchant can be told of.
  await enqueueNotifications(
    tx,
    planned.flatMap(({ draft }, index) =>
      draft.services?.includes('sms') || draft.merchant_id !== undefined
        ? [{ labelId: labelIds[index]!, event: 'label.booked' as const }]
        : [],
    ),
    now,
  );
  for (const [index, { row, draft, priced }] of planned.entries()) {
    await bookCounterSale({
      tx,
      actorId: actor.id,
      label: {
        id: labelIds[index]!,
        acceptType: draft.accept_type,
        purchaseType: draft.purchase_type,
        acceptBranchId: desk.acceptBranchId,
        lines: priced.quote.lines,
      },
    });
    if (draft.accept_type !== 'cod' || !priced.merchant) continue;
    try {
      await bookLabelCod({
        tx,
        actorId: actor.id,
        label: {
          id: labelIds[index]!,
          companyId: actor.companyId,
          merchantId: priced.merchant.id,
          acceptBranchId: desk.acceptBranchId,
          purchaseType: draft.purchase_type,
          codAmount: draft.cod_amount ?? 0,
          codFeeVersion: priced.merchant.codFeeVersion,
          lines: priced.quote.lines,
        },
      });
    } catch (error) {
      if (isCreditLimitError(error)) throw new CreditLimitReached(row, priced.merchant.id);
      throw error;
    }
  }
  return rows.map((row, index) => ({
    id: labelIds[index]!,
    row: planned[index]!.row,
    tracking_code: row.trackingCode,
    reference_id: row.referenceId ?? null,
    total_cost: row.totalCost ?? 0,
  }));
}

/**
 * POST /api/label/import: every row of the file booked in one transaction, or none. The file is read and checked
 * first; then, holding the company's import lock, its references are checked against the labels already booked and
 * the rows are priced and written. With an Idempotency-Key, the same key and file answer the first import again.
 */
export async function importLabels({
  db,
  clock,
  actor,
  bytes,
  idempotencyKey,
  locale,
  merchantId,
}: LabelDeps &
  ImportOptions & {
    actor: Actor;
    bytes: Uint8Array;
    idempotencyKey: string | null;
    locale: Locale;
  }): Promise<LabelImportAnswer> {
  const refusal = (issues: LabelImportIssue[]): LabelImportAnswer => ({
    status: 422,
    body: { message: translate(locale, 'error.validationFailed'), errors: localized(issues, locale) },
  });
  const reading = await readFile(db, actor, bytes, merchantId);
  if (reading.issues.length > 0) return refusal(reading.issues);
  const fileHash = createHash('sha256').update(bytes).digest('hex');
  const now = clock.now();
  const book = async (tx: Database): Promise<{ status: 201; body: LabelImportResponse }> => {
    const lookedUp = await lookUpRows(tx, actor, reading.rows);
    const { planned, issues, customerIds } = await priceRowsSavingCustomers(tx, { actor, lookedUp, now }, reading.rows);
    if (issues.length > 0) throw new ImportRefused(issues);
    const labels = await bookRows(tx, { actor, desk: lookedUp.desk, planned, customerIds, now });
    // One audit row for the file (a row per label would serialise thousands of chained inserts).
    await recordAudit(tx, {
      actor,
      action: 'label.import',
      entity: 'label',
      entityId: labels[0]!.id,
      after: { count: labels.length, first_id: labels[0]!.id, last_id: labels.at(-1)!.id, file_sha256: fileHash },
    });
    return { status: 201, body: { created: labels.length, labels } };
  };
  try {
    return await db.transaction(async (tx) => {
      await labelImportRepository.lockCompanyImports(tx, actor.companyId);
      if (!idempotencyKey) return book(tx);
      return runIdempotent(
        tx,
        { userId: actor.id, route: 'POST /api/label/import', key: idempotencyKey, request: { file: fileHash } },
        () => book(tx),
      ) as Promise<{ status: 201; body: LabelImportResponse }>;
    });
  } catch (error) {
    if (error instanceof ImportRefused) return refusal(error.issues);
    // Shipping credit past a merchant's limit: the database refused that row's posting, so nothing was written. The
    // merchant's standing is read after the rollback: what it owes without this file.
    if (error instanceof CreditLimitReached) {
      const { balance, limit } = await creditStandingOf(db, error.merchantId);
      return refusal([
        { row: error.row, field: 'purchase_type', key: 'credit.limitExceeded', params: { limit, balance } },
      ]);
    }
    throw error;
  }
}
