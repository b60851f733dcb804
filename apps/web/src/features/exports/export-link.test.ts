import { describe, expect, it } from 'vitest';
import { exportLinkOfHash, exportLinkOfParams, exportLinkOfUrl, exportLinkParams, packageHashOf } from './export-link';

const signature = 'ab'.repeat(32);

describe('signed export links', () => {
  it('reads a download URL, and writes and reads the package hash and query of its parts', () => {
    const link = exportLinkOfUrl(`/api/export/42/file?expires=1795600000&signature=${signature}`);
    expect(link).toEqual({ id: 42, expires: 1_795_600_000, signature });
    expect(exportLinkOfHash(packageHashOf(link!))).toEqual(link);
    expect(exportLinkOfParams(exportLinkParams(link!))).toEqual(link);
  });

  it('refuses what is not a link', () => {
    expect(exportLinkOfUrl('/api/export/42/file?expires=1795600000&signature=xyz')).toBeNull();
    expect(exportLinkOfUrl(`/api/label/42?expires=1&signature=${signature}`)).toBeNull();
    expect(exportLinkOfHash('42.soon.' + signature)).toBeNull();
    expect(exportLinkOfHash(undefined)).toBeNull();
    expect(exportLinkOfParams(new URLSearchParams(`id=0&expires=1&signature=${signature}`))).toBeNull();
  });
});
