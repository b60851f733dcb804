import type { ExportJobItem } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { isSignedLink, signLink } from '../../lib/link-signing.js';
import type { ExportJobListed, ExportJobRow } from './exports.repository.js';

/** What a download link signs: the export and the moment the link stops working (unix seconds). */
const linkSubject = (id: number, expires: number) => `export:${id}:${expires}`;

/** The moment a download link stops working: the file's expiry, or a day from now while it is being written. */
export function linkExpiry(job: Pick<ExportJobRow, 'expiresAt'>, now: Date): number {
  const until = job.expiresAt ?? new Date(now.getTime() + 24 * 3_600_000);
  return Math.floor(until.getTime() / 1000);
}

/** `/api/export/{id}/file?expires=&signature=`: works without a session until it expires, for this export only. */
export async function exportFileUrl(db: Database, id: number, expires: number): Promise<string> {
  return `/api/export/${id}/file?expires=${expires}&signature=${await signLink(db, linkSubject(id, expires))}`;
}

/** Whether a download link is the one we signed and still works. */
export async function isValidExportLink(
  db: Database,
  { id, expires, signature, now }: { id: number; expires: number; signature: string; now: Date },
): Promise<boolean> {
  if (expires * 1000 <= now.getTime()) return false;
  return isSignedLink(db, linkSubject(id, expires), signature);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function exportItemOf(db: Database, job: ExportJobListed, now: Date): Promise<ExportJobItem> {
  const expired = job.expiresAt !== null && job.expiresAt.getTime() <= now.getTime();
  // Given from the start: a download begun while the file is written follows it to its end.
  const downloadable = !expired && job.status !== 'failed';
  return {
    id: job.id,
    kind: job.kind,
    format: job.format,
    params: job.params as Record<string, unknown>,
    status: job.status,
    progress: job.progress,
    rows: job.rows,
    size_bytes: job.sizeBytes,
    file_name: job.fileName,
    error: job.error,
    requested_by: { id: job.userId, name: job.userName },
    created_at: job.createdAt.toISOString(),
    finished_at: iso(job.finishedAt),
    expires_at: iso(job.expiresAt),
    expired,
    url: downloadable ? await exportFileUrl(db, job.id, linkExpiry(job, now)) : null,
  };
}
