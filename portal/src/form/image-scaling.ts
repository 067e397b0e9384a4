/**
 * Phone photos over the upload limit are scaled down in the browser before upload (a 10 MB photo of a cédula arrives
 * readable and under the limit). The plan is pure; `scaleImage` runs it on a canvas.
 */

export interface Attempt {
  width: number;
  height: number;
  /** JPEG quality, 0–1. */
  quality: number;
}

/** Long enough a side for a document photo to stay readable. */
export const FIRST_LONG_SIDE = 2400;
/** Below this the text of a document is no longer readable: better to refuse than to send a blur. */
export const MIN_LONG_SIDE = 900;
const SHRINK = 0.8;
const QUALITIES = [0.85, 0.75];

/** Sizes and qualities to try, best first: the longest side from 2400 px down by a fifth each time, never upscaled. */
export function scalingAttempts(width: number, height: number): Attempt[] {
  const longSide = Math.max(width, height);
  const floor = Math.min(MIN_LONG_SIDE, longSide);
  const sides: number[] = [];
  for (let side = Math.min(longSide, FIRST_LONG_SIDE); side > floor; side = Math.round(side * SHRINK)) sides.push(side);
  sides.push(floor);
  return sides.flatMap((side) =>
    QUALITIES.map((quality) => ({ width: Math.max(1, Math.round((width * side) / longSide)), height: Math.max(1, Math.round((height * side) / longSide)), quality })),
  );
}

/** The first attempt whose encoding fits under `maxBytes`, or null when even the smallest readable one does not. */
export async function fitUnder(width: number, height: number, maxBytes: number, encode: (attempt: Attempt) => Promise<Blob>): Promise<Blob | null> {
  for (const attempt of scalingAttempts(width, height)) {
    const blob = await encode(attempt);
    if (blob.size <= maxBytes) return blob;
  }
  return null;
}

/** `foto.png` → `foto.jpg`: the scaled copy is always a JPEG. */
export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'imagen'}.jpg`;

/** A JPEG copy of an image file under `maxBytes`, or null when it cannot be made readable under the limit. */
export async function scaleImage(file: File, maxBytes: number): Promise<File | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const blob = await fitUnder(bitmap.width, bitmap.height, maxBytes, ({ width, height, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      // A transparent PNG would turn black in a JPEG.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      return new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', quality));
    });
    return blob && new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
