import { describe, expect, it } from 'vitest';
import { encodeWithinLimit, photoMaxEdge, scaledSize, type ImageSize } from './photo-downscale-model';

describe('scaledSize', () => {
  it('keeps a photo that already fits', () => {
    expect(scaledSize({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it('caps the longest edge and keeps the aspect ratio, portrait or landscape', () => {
    expect(scaledSize({ width: 4000, height: 3000 })).toEqual({ width: photoMaxEdge, height: 1200 });
    expect(scaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1200, height: photoMaxEdge });
  });

  it('never draws an edge of zero pixels', () => {
    expect(scaledSize({ width: 10_000, height: 2 }, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('encodeWithinLimit', () => {
  const fakeBlob = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

  it('takes the first quality that fits, at the capped size', async () => {
    const tried: [ImageSize, number][] = [];
    const blob = await encodeWithinLimit(
      { width: 4000, height: 3000 },
      (size, quality) => {
        tried.push([size, quality]);
        return Promise.resolve(fakeBlob(quality > 0.65 ? 3000 : 1500));
      },
      2000,
    );
    expect(blob?.size).toBe(1500);
    expect(tried).toEqual([
      [{ width: 1600, height: 1200 }, 0.8],
      [{ width: 1600, height: 1200 }, 0.7],
      [{ width: 1600, height: 1200 }, 0.6],
    ]);
  });

  it('shrinks the picture when even the lowest quality is too big', async () => {
    const blob = await encodeWithinLimit(
      { width: 1600, height: 1200 },
      (size) => Promise.resolve(fakeBlob(size.width)),
      1300,
    );
    // 1600 → 1200 px wide after one shrink by 0.75.
    expect(blob?.size).toBe(1200);
  });

  it('gives up (null) when nothing ever fits', async () => {
    expect(await encodeWithinLimit({ width: 100, height: 100 }, () => Promise.resolve(fakeBlob(50)), 10)).toBeNull();
  });
});
