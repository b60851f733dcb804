import { describe, expect, it } from 'vitest';
import { logoFileError, logoFileTypes } from './logo-file';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('logo file', () => {
  it('refuses a logo over 1 MB or that is not an image by its bytes, with the server’s message keys', async () => {
    expect(await logoFileError(new Blob([png]))).toBeNull();
    expect(await logoFileError(new Blob(['not a picture']))).toBe('logo.type');
    expect(await logoFileError(new Blob([new Uint8Array(1_048_577)]))).toBe('logo.tooLarge');
  });

  it('offers PNG, JPEG and WebP files', () => {
    expect(logoFileTypes.split(',').sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});
