import { describe, expect, it } from 'vitest';
import { deliveryProofTypeOf } from './delivery-proof.js';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]);
const gif = new TextEncoder().encode('GIF89a....');

describe('deliveryProofTypeOf', () => {
  it('takes a png signature, and a jpeg or png photo, by their bytes', () => {
    expect(deliveryProofTypeOf('signature', png)).toBe('image/png');
    expect(deliveryProofTypeOf('photo', png)).toBe('image/png');
    expect(deliveryProofTypeOf('photo', jpeg)).toBe('image/jpeg');
  });

  it('refuses a jpeg signature, other images, and bytes too short to tell', () => {
    expect(deliveryProofTypeOf('signature', jpeg)).toBeNull();
    expect(deliveryProofTypeOf('photo', gif)).toBeNull();
    expect(deliveryProofTypeOf('photo', Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });
});
