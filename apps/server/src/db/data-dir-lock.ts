import fs from 'node:fs';
import path from 'node:path';

/** Who wrote a lock file: the pid, and (Linux) that process's start time, which tells it from a later one that reuses the pid. */
interface LockHolder {
  pid: number;
  startTime?: string | undefined;
}

/**
 * PGlite does not lock its directory and two processes on one directory silently lose writes: take a lock file and
 * refuse a second instance. A lock whose writer no longer runs is taken over, even when its pid now belongs to
 * another program. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'waypost.lock');
  const self: LockHolder = { pid: process.pid, startTime: processStartTime(process.pid) };
  const tryLock = () => {
    // Written whole under a name of its own, then linked into place (which fails if a lock exists): the lock never
    // exists half-written, so a process starting at the same moment reads its holder, never an empty file that it
    // would take for no lock at all.
    const staging = `${lockPath}.${process.pid}.tmp`;
    fs.writeFileSync(staging, JSON.stringify(self));
    try {
      fs.linkSync(staging, lockPath);
    } finally {
      fs.rmSync(staging, { force: true });
    }
  };
  try {
    tryLock();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readHolder(lockPath);
    if (holder && holder.pid !== process.pid && isLiveHolder(holder)) {
      throw new Error(
        `The data directory ${dataDir} is in use by another Waypost process (pid ${holder.pid}). ` +
          'Stop it first, or set DATA_DIR to another directory.',
        { cause: error },
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryLock();
  }
  return () => fs.rmSync(lockPath, { force: true });
}

/** The lock's writer; a bare pid is a lock from an older version; anything unreadable is no lock at all. */
function readHolder(lockPath: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (typeof parsed === 'number') return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed } : undefined;
    const { pid, startTime } = parsed as Partial<LockHolder>;
    if (!Number.isInteger(pid) || (pid as number) <= 0) return undefined;
    return { pid: pid as number, startTime: typeof startTime === 'string' ? startTime : undefined };
  } catch {
    return undefined;
  }
}

function isLiveHolder(holder: LockHolder): boolean {
  const startTime = processStartTime(holder.pid);
  // No /proc (other platforms), or not allowed to read it: a live pid is taken to be the holder, as before.
  if (startTime === undefined) return isRunning(holder.pid);
  if (holder.startTime !== undefined) return holder.startTime === startTime;
  return isNodeProcess(holder.pid);
}

/** Field 22 of /proc/<pid>/stat (clock ticks after boot); undefined where there is no /proc or no such process. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields from its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    const [program = ''] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(program).startsWith('node');
  } catch {
    return true;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
