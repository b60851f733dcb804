import type { EmoListQuery, EmoListResponse, EmoResponse, EmoSettings, EmoSettingsRequest } from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { assertEmoVisible, emoItemOf, type EmoDeps } from './emo-access.js';
import { emoRepository } from './emo.repository.js';

/** The newest orders a list shows (a counter's day is a few dozen; head office filters by status). */
const listLimit = 500;

/** GET /api/emo?status=: the orders the actor's branch books or pays out, newest first; head office all its company's. */
export async function listEmos({
  db,
  actor,
  query,
}: EmoDeps & { actor: Actor; query: EmoListQuery }): Promise<EmoListResponse> {
  if (!actor.allBranches && !actor.branch) throw new AppError('FORBIDDEN');
  const rows = await emoRepository.listItems(db, {
    companyId: actor.companyId,
    branchId: actor.allBranches ? undefined : actor.branch!.id,
    status: query.status,
    limit: listLimit,
  });
  return { data: rows.map(emoItemOf) };
}

/** GET /api/emo/{id}: another branch's or company's order is a 404. */
export async function getEmo({ db, actor, id }: EmoDeps & { actor: Actor; id: number }): Promise<EmoResponse> {
  const row = await emoRepository.findItem(db, actor.companyId, id);
  assertEmoVisible(actor, row && row.order);
  return { data: emoItemOf(row!) };
}

/** GET /api/emo/settings: the fee bands, approval threshold and return days in force. */
export async function getEmoSettings({ db, actor }: EmoDeps & { actor: Actor }): Promise<EmoSettings> {
  return emoRepository.settings(db, actor.companyId);
}

/** PUT /api/emo/settings (head office, fresh re-auth): new orders take them; booked orders keep theirs. */
export async function setEmoSettings({
  db,
  actor,
  request,
}: EmoDeps & { actor: Actor; request: EmoSettingsRequest }): Promise<EmoSettings> {
  return db.transaction(async (tx) => {
    const before = await emoRepository.settings(tx, actor.companyId);
    await emoRepository.saveSettings(tx, actor.companyId, request, actor.id);
    await recordAudit(tx, {
      actor,
      action: 'emo.settings',
      entity: 'emo_settings',
      entityId: actor.companyId,
      before,
      after: request,
    });
    return emoRepository.settings(tx, actor.companyId);
  });
}
