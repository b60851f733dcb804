import { logoImageLimits, logoImageTypeOf } from '@waypost/domain';

/** The kinds of file a logo may be (the file input's `accept`). */
export const logoFileTypes = logoImageLimits.types.join(',');

/**
 * A logo's own checks before anything is sent, with the server's messages (merchant and company logos have the same
 * limits): at most 1 MB, and a PNG, JPEG or WebP by its first bytes (a file named .png that is not one is refused).
 * Null when it may be sent.
 */
export async function logoFileError(file: Blob): Promise<'logo.tooLarge' | 'logo.type' | null> {
  if (file.size > logoImageLimits.maxBytes) return 'logo.tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return logoImageTypeOf(head) ? null : 'logo.type';
}
