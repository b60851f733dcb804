import fs from 'node:fs';
import os from 'node:os';

/**
 * Where PGlite copies live: memory (/dev/shm) where there is room, else the temporary directory. A copy is ≈ 1,300
 * files; copying them on this kind of machine's disk cost a second per test file under load, and a tenth in memory.
 */
export function scratchDir(): string {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm (not Linux)
  }
  return os.tmpdir();
}
