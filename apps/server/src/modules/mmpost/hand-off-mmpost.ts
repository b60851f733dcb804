import {
  defaultRateTable,
  mmpostHandOffEntry,
  mmpostRefusalOf,
  normalizeTrackingCode,
  translate,
  type Locale,
  type MmpostCandidate,
  type MmpostHandOffRequest,
  type MmpostItem,
  type MmpostRefusal,
  type MmpostScanResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotentIfKeyed, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { databaseFactsOf } from '../../plugins/error-log.js';
import { assertVisible, branchOf } from '../labels/label-access.js';
import { labelsRepository, type LabelRow } from '../labels/labels.repository.js';
import { lockPartnerLabels, writePartnerSteps } from '../labels/partner-steps.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { mailbagsRepository } from '../mailbags/mailbags.repository.js';
import { mmpostRepository } from './mmpost.repository.js';
import { listMmpostItems } from './read-mmpost.js';

async function refusalOf(db: Database, actor: Actor, label: LabelRow): Promise<MmpostRefusal | null> {
  const bag = await mailbagsRepository.findLiveItem(db, label.id);
  return mmpostRefusalOf(
    {
      status: label.status,
      labelType: label.type,
      acceptBranchId: label.acceptBranchId,
      withPartner: label.partnerHold !== null,
      inBag: bag !== null,
    },
    branchOf(actor),
  );
}

const refusalText = (locale: Locale, reason: MmpostRefusal, label: LabelRow) =>
  translate(locale, `mmpostRefusal.${reason}`, { status: translate(locale, `labelStatus.${label.status}`) });

/** Myanmar Post's fee per item: the company's rate table (issue 28 §2), or the default where it has none yet. */
async function mmpostFeeOf(db: Database, companyId: number): Promise<number> {
  const table = await labelsRepository.activeRateTable(db, companyId);
  return (table?.rates as { mpost_fee?: number } | undefined)?.mpost_fee ?? defaultRateTable.mpost_fee;
}

/** GET /api/mmpost/scan?code=: a scanned tracking code answered for the hand-off list, or why it may not go. */
export async function scanForMmpost({
  db,
  actor,
  code,
  locale,
}: {
  db: Database;
  actor: Actor;
  code: string;
  locale: Locale;
}): Promise<MmpostScanResponse> {
  const label = await labelsRepository.findCompanyLabelByCode(db, actor.companyId, normalizeTrackingCode(code));
  assertVisible(actor, label);
  const reason = await refusalOf(db, actor, label);
  if (reason) {
    return {
      answer: 'refused',
      reason,
      tracking_code: label.trackingCode,
      message: refusalText(locale, reason, label),
    };
  }
  const [township] = await labelsRepository.findPlaces(db, [label.destinationTownship]);
  const candidate: MmpostCandidate = {
    id: label.id,
    tracking_code: label.trackingCode,
    status: label.status,
    destination_name: label.destinationName,
    destination_township: township ? { id: township.id, name_en: township.nameEn, name_mm: township.nameMm } : null,
    weight: label.weightGrams / 1000,
    fee: await mmpostFeeOf(db, actor.companyId),
  };
  return { answer: 'ok', label: candidate };
}

/**
 * POST /api/mmpost/hand-off: the clerk hands mm_post labels to Myanmar Post, each with the S10 code scanned off the
 * post's sticker (issue 28 §2). All or nothing: each label locked (id order) and checked; a code already on another
 * item is refused by the database's unique index, never half-written. Each label is `send_to_mmpost` with the post
 * holding it, and the post's fee per item is owed to it.
 */
export async function handOffToMmpost({
  db,
  clock,
  actor,
  request,
  locale,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  request: MmpostHandOffRequest;
  locale: Locale;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ data: MmpostItem[] }>> {
  const branchId = branchOf(actor);
  const ids = await db
    .transaction((tx) =>
      runIdempotentIfKeyed(
        tx,
        { userId: actor.id, route: 'POST /api/mmpost/hand-off', key: idempotencyKey, request },
        async () => {
          const codes = new Map(request.items.map((item) => [item.label_id, item.mmpost_tracking_code]));
          const locked = await lockPartnerLabels(tx, actor.companyId, [...codes.keys()]);
          if (locked.length !== codes.size) throw new AppError('NOT_FOUND');
          for (const label of locked) {
            assertVisible(actor, label);
            const reason = await refusalOf(tx, actor, label);
            if (reason) {
              throw new AppError('MMPOST_LABEL_REFUSED', {
                params: { code: label.trackingCode, reason: refusalText(locale, reason, label) },
              });
            }
          }
          const used = await mmpostRepository.lockItemsByCodes(tx, actor.companyId, [...codes.values()]);
          if (used[0]) throw new AppError('MMPOST_CODE_USED', { params: { code: used[0].trackingCode } });
          const now = clock.now();
          const fee = await mmpostFeeOf(tx, actor.companyId);
          const items = await mmpostRepository.insertItems(
            tx,
            locked.map((label) => ({
              companyId: actor.companyId,
              labelId: label.id,
              branchId,
              trackingCode: codes.get(label.id)!,
              fee,
              handedBy: actor.id,
              handedAt: now,
            })),
          );
          await writePartnerSteps(tx, {
            actor,
            steps: locked.map((label) => ({
              label,
              status: 'send_to_mmpost' as const,
              partnerHold: 'mmpost' as const,
              mmpostTrackingCode: codes.get(label.id)!,
              direct: true as const,
            })),
            branchId,
            note: null,
            action: 'mmpost.hand_off',
            now,
          });
          for (const item of items) {
            const entry = mmpostHandOffEntry({ itemId: item.id, companyId: actor.companyId, branchId, fee });
            if (entry) await postJournalEntry({ tx, entry, actorId: actor.id });
          }
          return { status: 201, body: items.map((item) => item.id) };
        },
      ),
    )
    .catch((error: unknown) => {
      // Two clerks handing off the same code at once: the second finds it taken by the unique index.
      if (databaseFactsOf(error)?.constraint === 'mmpost_items_company_code_unique') {
        const code = request.items.map((item) => item.mmpost_tracking_code).join(', ');
        throw new AppError('MMPOST_CODE_USED', { params: { code } });
      }
      throw error;
    });
  const listed = await listMmpostItems({ db, actor, ids: ids.body });
  return { status: ids.status, body: listed };
}
