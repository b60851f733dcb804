import { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isValidExportLink } from './export-item.js';
import { exportsRepository } from './exports.repository.js';

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** How often a download that caught up with the writing looks for the next piece. */
const followMs = 100;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/export/{id}/file?expires=&signature=: the file behind a signed link (no session: the link is the
 * permission, for this export, until it expires). A forged, stale or expired link, or one to a failed export, is
 * not found. The file streams from its stored pieces one at a time — and while the export is still being written,
 * the download follows it, piece after piece, so the first bytes leave within a second of asking.
 */
export async function streamExportFile({
  db,
  clock,
  id,
  expires,
  signature,
}: {
  db: Database;
  clock: Clock;
  id: number;
  expires: number;
  signature: string;
}): Promise<{ fileName: string; contentType: string; stream: Readable }> {
  if (!(await isValidExportLink(db, { id, expires, signature, now: clock.now() }))) throw new AppError('NOT_FOUND');
  const job = await exportsRepository.findAny(db, id);
  const expired = job?.expiresAt && job.expiresAt.getTime() <= clock.now().getTime();
  if (!job || expired || !(job.status === 'done' || job.status === 'running' || job.status === 'queued')) {
    throw new AppError('NOT_FOUND');
  }
  async function* pieces() {
    for (let seq = 0; ;) {
      const bytes = await exportsRepository.readChunk(db, id, seq);
      if (bytes) {
        yield Buffer.from(bytes);
        seq += 1;
        continue;
      }
      const now = await exportsRepository.findAny(db, id);
      if (!now || now.status === 'failed') throw new Error(`export ${id} failed while it was downloaded`);
      if (now.status === 'done') {
        // The last piece may have landed between the read and the status.
        const last = await exportsRepository.readChunk(db, id, seq);
        if (!last) return;
        continue;
      }
      await pause(followMs);
    }
  }
  return {
    fileName: job.fileName ?? `export-${id}.${job.format}`,
    contentType: contentTypes[job.format],
    stream: Readable.from(pieces(), { objectMode: false }),
  };
}
