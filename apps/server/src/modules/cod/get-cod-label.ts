import type { CodLabelDetailResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { codLabelItemOf } from './cod-label-item.js';
import { codRepository } from './cod.repository.js';

/**
 * GET /api/cod/{labelId} (`/cod-page-detail/{id}`): a label's COD money trail — its frozen terms, where it stands,
 * the remittance that banked it and every posting made for it (booking, collection, return, their reversals). A
 * branch user sees only its own branch's labels (another's is a 404, like labels).
 */
export async function getCodLabel({
  db,
  actor,
  labelId,
}: {
  db: Database;
  actor: Actor;
  labelId: number;
}): Promise<CodLabelDetailResponse> {
  const row = await codRepository.findCodLabel(db, actor.companyId, labelId);
  const own = actor.branch?.id;
  if (
    !row ||
    (!actor.allBranches && own !== row.acceptBranch.id && own !== row.deliverBranch.id && own !== row.collectBranchId)
  ) {
    throw new AppError('NOT_FOUND');
  }
  const [remittance, lines] = await Promise.all([
    row.remittanceId === null ? null : codRepository.findRemittance(db, row.remittanceId),
    codRepository.listPostingsOfEntries(
      db,
      [`cod-accept:${labelId}`],
      [
        `cod-collect:${labelId}:`,
        `cod-cancel:${labelId}:`,
        `reversal:cod-collect:${labelId}:`,
        `reversal:cod-cancel:${labelId}:`,
      ],
    ),
  ]);
  return {
    data: {
      ...codLabelItemOf(row),
      remittance: remittance
        ? { id: remittance.id, bank_ref: remittance.bankRef, created_at: remittance.createdAt.toISOString() }
        : null,
      postings: lines.map((line) => ({
        entry_id: line.entryId,
        natural_key: line.naturalKey,
        kind: line.kind,
        account: line.account,
        amount: line.amount,
        created_at: line.createdAt.toISOString(),
      })),
    },
  };
}
