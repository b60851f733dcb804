import type { Database } from '../../db/client.js';
import { authRepository } from './auth.repository.js';
import type { Actor } from '../../plugins/request-context.js';

/**
 * A user acting outside a request (a background job working for the user who asked for it, the demo data's use
 * cases): the account as it is now — role, permissions, branches — so the work is allowed exactly what the user is
 * allowed today. Null when the user is gone.
 */
export async function actorOfUser(
  db: Database,
  userId: number,
  {
    client = 'background',
    recentlyReauthenticated = false,
  }: { client?: string; recentlyReauthenticated?: boolean } = {},
): Promise<Actor | null> {
  const account = await authRepository.findSessionAccount(db, userId);
  if (!account) return null;
  return {
    id: account.id,
    sessionId: 0,
    companyId: account.companyId,
    name: account.name,
    userName: account.userName,
    allBranches: account.allBranches,
    branchCollectionId: account.branchCollectionId,
    role: account.role,
    branch: account.branch
      ? { id: account.branch.id, international_mail: account.branch.internationalMail, type: account.branch.type }
      : null,
    client: { ip: '127.0.0.1', userAgent: client },
    recentlyReauthenticated,
    account,
  };
}
