import { labelImportLimits } from '@waypost/domain';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ImportSheet } from './label-import-sheet.js';
import type { ReadImportTask } from './label-import-worker.js';

/**
 * Uploaded label files are read in a small pool of worker threads (piscina), never on the API's event loop: while a
 * large or hostile file is read, the process keeps answering everyone else (issue 26 §3). Each read is bounded in
 * time and memory — past either the worker is stopped and the file refused as unreadable.
 */

/** A file within the limits reads in well under a second; anything slower is refused rather than waited on. */
const readTimeoutMs = 20_000;

// From TypeScript sources (tests, `npm run dev`) the worker loads its .ts module through tsx, as they run.
const fromSource = import.meta.url.endsWith('.ts');

let pool: Piscina<ReadImportTask, ImportSheet> | null = null;

function readerPool(): Piscina<ReadImportTask, ImportSheet> {
  pool ??= new Piscina<ReadImportTask, ImportSheet>({
    filename: new URL(`./label-import-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    // Uploads are rare next to the API's other work: one reader per two cores, and at least one.
    maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

/** The uploaded file's rows, read off the event loop (see the file comment). */
export async function readImportFile(bytes: Uint8Array): Promise<ImportSheet> {
  try {
    return await readerPool().run(
      { bytes, maxRows: labelImportLimits.maxRows },
      { signal: AbortSignal.timeout(readTimeoutMs) },
    );
  } catch {
    // Stopped (too slow, out of its memory) or crashed: either way not a file to import.
    return { kind: 'unreadable' };
  }
}
