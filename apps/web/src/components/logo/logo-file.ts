import { merchantLogoLimits, merchantLogoTypeOf } from '@waypost/domain';

/** The kinds of file a logo may be (the file input's `accept`). */
export const logoFileTypes = merchantLogoLimits.types.join(',');

/**
 * A logo's own checks before anything is sent, with the server's messages (merchant and company logos have the same
 * limits): at most 1 MB, and a PNG, JPEG or WebP by its first bytes (a file named .png that is not one is refused).
 * Null when it may be sent.
 */
export async function logoFileError(file: Blob): Promise<'merchant.logoTooLarge' | 'merchant.logoType' | null> {
  if (file.size > merchantLogoLimits.maxBytes) return 'merchant.logoTooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return merchantLogoTypeOf(head) ? null : 'merchant.logoType';
}
