import type { Locale } from '@waypost/domain';
import { formatNumber } from '@/lib/format';

/** A file's size as people read it: KB below a megabyte, MB above (one decimal), in the reader's digits. */
export function fileSizeText(bytes: number, locale: Locale): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
  return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, locale)} MB`;
}
