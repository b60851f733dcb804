/** A logo (a merchant's, a company's): a small image of a kind every browser shows, told by its content, not its name. */
export const logoImageLimits = { maxBytes: 1_048_576, types: ['image/png', 'image/jpeg', 'image/webp'] } as const;
export type LogoImageType = (typeof logoImageLimits.types)[number];

/**
 * The image type of `bytes` by their signature (PNG, JPEG, WebP), or null for anything else: a file named .png
 * that is not one is refused.
 */
export function logoImageTypeOf(bytes: Uint8Array): LogoImageType | null {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
