import { deliveryProofMaxBytes } from '@waypost/domain';

/** The longest edge of a proof photo: enough to read a face or a house number, small enough for a slow network. */
export const photoMaxEdge = 1600;
/** JPEG qualities tried in turn until the photo fits (issue 12: ≤ 2 MB after downscaling). */
export const photoQualities = [0.8, 0.7, 0.6, 0.5, 0.4] as const;
/** When even the lowest quality is too big (a very noisy photo), the edge shrinks by this much and the qualities run again. */
export const photoShrinkFactor = 0.75;
const maxShrinks = 3;

export interface ImageSize {
  width: number;
  height: number;
}

/** The size a photo is drawn at: its own when it fits `maxEdge`, else scaled down keeping the aspect ratio. */
export function scaledSize({ width, height }: ImageSize, maxEdge: number = photoMaxEdge): ImageSize {
  const longest = Math.max(width, height);
  if (longest <= maxEdge || longest <= 0) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** One encoding of the photo at a size and JPEG quality (a canvas in the browser, a fake in tests). */
export type PhotoEncoder = (size: ImageSize, quality: number) => Promise<Blob>;

/**
 * Encodes the photo smaller and smaller until it fits `maxBytes`: first the qualities at the capped size, then the
 * same qualities at a shrinking size. Null when nothing fits (never in practice: a 675 px JPEG at 0.4 is far below).
 */
export async function encodeWithinLimit(
  original: ImageSize,
  encode: PhotoEncoder,
  maxBytes: number = deliveryProofMaxBytes,
): Promise<Blob | null> {
  let size = scaledSize(original);
  for (let shrink = 0; shrink <= maxShrinks; shrink += 1) {
    for (const quality of photoQualities) {
      const blob = await encode(size, quality);
      if (blob.size <= maxBytes) return blob;
    }
    size = scaledSize(size, Math.round(Math.max(size.width, size.height) * photoShrinkFactor));
  }
  return null;
}
