import { deliveryProofTypes } from './delivery-schemas.js';

export type DeliveryProofKind = keyof typeof deliveryProofTypes;
export type DeliveryProofType = (typeof deliveryProofTypes)[DeliveryProofKind][number];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The image type of a proof file told by its first bytes (never its name or declared type), or null when it is not
 * a type this kind of proof takes: a signature is a png, a photo a jpeg or png.
 */
export function deliveryProofTypeOf(kind: DeliveryProofKind, bytes: Uint8Array): DeliveryProofType | null {
  const type = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    ? 'image/png'
    : startsWith(bytes, [0xff, 0xd8, 0xff])
      ? 'image/jpeg'
      : null;
  return type !== null && (deliveryProofTypes[kind] as readonly string[]).includes(type) ? type : null;
}
