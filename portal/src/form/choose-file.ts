import { MAX_FILE_BYTES } from '@postula/domain';
import { scaleImage } from './image-scaling.js';
import { planUpload, type UploadKind } from './upload-check.js';

export const TOO_LARGE_TO_SCALE = 'No pudimos reducir la imagen por debajo de 4 MB manteniéndola legible. Tome la foto más de cerca o súbala en PDF.';

/** A chosen file ready to send: as is, scaled down (photos over the limit), or a Spanish refusal before any upload. */
export async function readyToSend(file: File, kind: UploadKind): Promise<{ file: File; scaled: boolean } | { error: string }> {
  const plan = planUpload(file, kind);
  if (plan.action === 'refuse') return { error: plan.message };
  if (plan.action === 'upload') return { file, scaled: false };
  const scaled = await scaleImage(file, MAX_FILE_BYTES).catch(() => null);
  return scaled ? { file: scaled, scaled: true } : { error: TOO_LARGE_TO_SCALE };
}
