import { describe, expect, it } from 'vitest';
import { fitUnder, jpegName, MIN_LONG_SIDE, scalingAttempts } from './image-scaling.js';
import { planUpload } from './upload-check.js';

const MB = 1024 * 1024;

describe('scaling a phone photo under the upload limit', () => {
  it('tries the longest side from 2400 px downwards, keeping the proportions, never below a readable size', () => {
    const attempts = scalingAttempts(4000, 3000);
    expect(attempts[0]).toEqual({ width: 2400, height: 1800, quality: 0.85 });
    const sides = attempts.map((a) => Math.max(a.width, a.height));
    expect(sides).toEqual([...sides].sort((a, b) => b - a));
    expect(Math.min(...sides)).toBe(MIN_LONG_SIDE);
    for (const a of attempts) expect(a.width / a.height).toBeCloseTo(4 / 3, 2);
  });

  it('never enlarges a small image', () => {
    expect(scalingAttempts(600, 800).map((a) => [a.width, a.height])).toEqual([
      [600, 800],
      [600, 800],
    ]);
  });

  it('returns the first encoding under the limit, or null when none fits', async () => {
    // A JPEG of about 1.2 bytes per pixel at quality 0.85.
    const encode = async ({ width, height, quality }: { width: number; height: number; quality: number }) => new Blob([new Uint8Array(Math.round(width * height * quality * 1.4))]);
    const blob = await fitUnder(4000, 3000, 4 * MB, encode);
    expect(blob!.size).toBeLessThanOrEqual(4 * MB);
    expect(blob!.size).toBeGreaterThan(2 * MB);
    expect(await fitUnder(4000, 3000, 1000, encode)).toBeNull();
    expect(jpegName('IMG_2024.PNG')).toBe('IMG_2024.jpg');
  });
});

describe('what happens to a chosen file before upload', () => {
  it('uploads files under the limit, scales photos over it, refuses a PDF over it and formats a document does not take', () => {
    expect(planUpload({ name: 'cedula.pdf', type: 'application/pdf', size: MB }, 'id_card')).toEqual({ action: 'upload' });
    expect(planUpload({ name: 'foto.jpg', type: 'image/jpeg', size: 10 * MB }, 'photo_id')).toEqual({ action: 'scale' });
    expect(planUpload({ name: 'planilla.png', type: 'image/png', size: 6 * MB }, 'utility_bill')).toEqual({ action: 'scale' });
    expect(planUpload({ name: 'cedula.pdf', type: 'application/pdf', size: 5 * MB }, 'id_card')).toEqual({ action: 'refuse', message: 'El archivo supera el tamaño máximo permitido de 4 MB' });
    expect(planUpload({ name: 'cedula.jpg', type: 'image/jpeg', size: MB }, 'id_card')).toEqual({ action: 'refuse', message: 'Cédula de identidad: debe ser un archivo PDF' });
    expect(planUpload({ name: 'notas.docx', type: 'application/msword', size: MB }, 'laptop_proof')).toEqual({ action: 'refuse', message: 'Solo se permiten archivos PDF o imágenes' });
  });

  it('checks a post-award document against the formats it is given', () => {
    const award = { formats: ['pdf', 'jpeg', 'png'] } as const;
    expect(planUpload({ name: 'carta.pdf', type: 'application/pdf', size: MB }, award)).toEqual({ action: 'upload' });
    expect(planUpload({ name: 'cedula.jpg', type: 'image/jpeg', size: 6 * MB }, award)).toEqual({ action: 'scale' });
    expect(planUpload({ name: 'carta.docx', type: 'application/msword', size: MB }, award)).toEqual({ action: 'refuse', message: 'Solo se permiten archivos PDF o imágenes' });
    expect(planUpload({ name: 'carta.pdf', type: 'application/pdf', size: 5 * MB }, award)).toEqual({ action: 'refuse', message: 'El archivo supera el tamaño máximo permitido de 4 MB' });
  });
});
