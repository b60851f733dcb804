import type {
  PasswordChangeRequest,
  Profile,
  ProfileLocaleRequest,
  ProfileSessions,
  ProfileUpdateRequest,
} from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Actor } from '../../plugins/request-context.js';
import { authRepository } from '../auth/auth.repository.js';
import { checkOwnPassword, type AuthDeps } from '../auth/auth.service.js';
import { profileRepository } from './profile.repository.js';

type ProfileDeps = AuthDeps & { actor: Actor };

const profileOf = (row: NonNullable<Awaited<ReturnType<typeof profileRepository.findProfile>>>): Profile => ({
  name: row.name,
  user_name: row.userName,
  phone: row.phone,
  locale: row.locale,
});

/** GET /api/profile. */
export async function getProfile({ db, actor }: Pick<ProfileDeps, 'db' | 'actor'>): Promise<Profile> {
  return profileOf((await profileRepository.findProfile(db, actor.id))!);
}

/** PUT /api/profile: his name, phone and language. */
export async function updateProfile({ db, clock, actor, body }: ProfileDeps & { body: ProfileUpdateRequest }) {
  await db.transaction(async (tx) => {
    await profileRepository.updateUser(tx, actor.id, { ...body, updatedAt: clock.now() });
    await recordAudit(tx, { actor, action: 'profile.update', entity: 'user', entityId: actor.id, after: body });
  });
  return getProfile({ db, actor });
}

/** PUT /api/profile/locale: the header's language switch, saved (issue 26 §5); the next sign-in applies it. */
export async function updateProfileLocale({ db, clock, actor, body }: ProfileDeps & { body: ProfileLocaleRequest }) {
  await profileRepository.updateUser(db, actor.id, { locale: body.locale, updatedAt: clock.now() });
}

/**
 * POST /api/profile/password: the current password (checked against the sign-in limits), then the new one; every
 * other session of his ends (a thief signed in elsewhere is out), this one goes on.
 */
export async function changeOwnPassword({
  body,
  ip,
  ...deps
}: ProfileDeps & { body: PasswordChangeRequest; ip: string }) {
  const { db, clock, actor } = deps;
  const attempt = await checkOwnPassword({ ...deps, password: body.current_password, ip, field: 'current_password' });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const now = clock.now();
    await authRepository.releaseLoginAttempts(tx, attempt);
    await profileRepository.updateUser(tx, actor.id, { passwordHash, updatedAt: now });
    await profileRepository.revokeOtherSessions(tx, actor.id, actor.sessionId, now);
    await recordAudit(tx, { actor, action: 'profile.password', entity: 'user', entityId: actor.id });
  });
}

/** GET /api/profile/sessions: where he is signed in. */
export async function listOwnSessions({ db, clock, actor }: ProfileDeps): Promise<ProfileSessions> {
  const rows = await profileRepository.listOpenSessions(db, actor.id, clock.now());
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === actor.sessionId,
  }));
}

/** DELETE /api/profile/sessions/{id}: ends one of his sessions (another user's is not found). */
export async function endOwnSession({ db, clock, actor, id }: ProfileDeps & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await profileRepository.revokeOwnSession(tx, actor.id, id, clock.now()))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, { actor, action: 'profile.session_end', entity: 'session', entityId: id });
  });
}
