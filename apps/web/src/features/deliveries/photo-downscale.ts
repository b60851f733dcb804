import { encodeWithinLimit, type ImageSize } from './photo-downscale-model';

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), 'image/jpeg', quality);
  });
}

/**
 * A phone photo (often 4000 px, 5–10 MB) made fit for the upload: drawn at most 1600 px on its longest edge and
 * encoded as JPEG, lower quality (then smaller) until it is ≤ 2 MB. The camera's EXIF rotation is applied when the
 * image is decoded, so the picture stands upright. Null when the file cannot be read as an image.
 */
export async function downscalePhoto(file: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return null;
    const encode = (size: ImageSize, quality: number) => {
      canvas.width = size.width;
      canvas.height = size.height;
      // JPEG has no transparency: a white ground instead of black behind a transparent png.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      return canvasBlob(canvas, quality);
    };
    return await encodeWithinLimit({ width: bitmap.width, height: bitmap.height }, encode);
  } finally {
    bitmap.close();
  }
}
