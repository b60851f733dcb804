import type { InviteDetailsResponse } from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { RequestClient } from '../../plugins/request-context.js';
import type { MerchantUserDeps } from './invite-merchant-user.js';
import { merchantUsersRepository as repository } from './merchant-users.repository.js';

/** GET /api/invite/{token}: whom the link is for; 410 once used or run out (or never issued: nothing to tell apart). */
export async function getInvite({
  db,
  clock,
  token,
}: MerchantUserDeps & { token: string }): Promise<InviteDetailsResponse> {
  const invite = await repository.findOpenInvite(db, { tokenHash: hashToken(token), now: clock.now() });
  if (!invite) throw new AppError('INVITE_GONE');
  return {
    name: invite.name,
    user_name: invite.userName,
    merchant_name: invite.merchantName,
    role: invite.role,
    expires_at: invite.expiresAt.toISOString(),
  };
}

/**
 * POST /api/invite/{token}: the member's own password; the link is used up in the same transaction (a second use,
 * also at the same moment, is 410). He then signs in with his user name like staff.
 */
export async function acceptInvite({
  db,
  clock,
  token,
  password,
  client,
}: MerchantUserDeps & { token: string; password: string; client: RequestClient }) {
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const invite = await repository.findOpenInvite(tx, { tokenHash, now });
    const userId = await repository.useInvite(tx, { tokenHash, now });
    if (!invite || userId === null) throw new AppError('INVITE_GONE');
    await repository.setPassword(tx, { userId, passwordHash, now });
    await recordAudit(tx, {
      actor: { id: userId, client },
      action: 'merchant-user.accept-invite',
      entity: 'user',
      entityId: userId,
    });
    return { user_name: invite.userName };
  });
}
