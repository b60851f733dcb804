import { describe, expect, it } from 'vitest';
import { logoImageTypeOf } from './logo-images.js';

describe('logo image type', () => {
  it('knows PNG, JPEG and WebP by their first bytes, whatever the file is called', () => {
    expect(logoImageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(logoImageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56]);
    expect(logoImageTypeOf(webp)).toBe('image/webp');
    // A RIFF that is not WebP (a WAV), a GIF, a script and an empty file are not logos.
    expect(logoImageTypeOf(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
    expect(logoImageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(logoImageTypeOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(logoImageTypeOf(new Uint8Array())).toBeNull();
  });
});
