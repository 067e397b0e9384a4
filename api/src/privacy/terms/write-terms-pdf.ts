import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { loadConfig, repoRoot } from '@postula/platform';
import { renderPdf } from '../../exports/pdf/pdf-renderer.js';
import { termsDocument } from './terms.document.js';

/** The terms PDF the portal serves, written from config/programme.json. */
export const TERMS_PDF = join(repoRoot(), 'portal', 'public', 'terminos-y-condiciones.pdf');

/** `npm run terms:pdf`: writes the terms PDF again after the office edits the terms or the privacy notice (`PROGRAMME_FILE`). */
export async function writeTermsPdf(file = TERMS_PDF): Promise<void> {
  await pipeline(await renderPdf(termsDocument(loadConfig().programme)), createWriteStream(file));
}
