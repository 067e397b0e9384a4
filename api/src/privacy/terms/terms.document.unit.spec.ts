import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { loadProgramme } from '@postula/platform';
import { renderPdf } from '../../exports/pdf/pdf-renderer.js';
import { termsDocument } from './terms.document.js';
import { TERMS_PDF } from './write-terms-pdf.js';

const programme = loadProgramme(new Date().toISOString());
const words = (definition: unknown) => JSON.stringify(definition);
// The file ID is new in every document; everything else is the programme file's.
const withoutId = (pdf: Buffer) => pdf.toString('latin1').replace(/\/ID \[<\w+> <\w+>\]/, '/ID […]');
const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('terms and conditions PDF', () => {
  it('consents to what the privacy notice says: its controller, purposes, recipients, rights, how to exercise them and the officer', () => {
    const text = words(termsDocument(programme));
    const notice = programme.privacyNotice;
    for (const said of [notice.controller.name, ...notice.purposes, ...notice.recipients, ...notice.rights.map((r) => r.description), ...notice.howToExercise, notice.dpo.email, `versión ${notice.version}`]) {
      expect(text).toContain(JSON.stringify(said).slice(1, -1));
    }
    for (const condition of programme.terms.conditions) expect(text).toContain(condition);
    expect(text).toContain(`Versión ${programme.terms.version}`);
  });

  it('has no placeholder and no promise the notice contradicts', () => {
    const text = words(termsDocument(programme));
    expect(text).not.toMatch(/reemplaza|documento de referencia|no se ceden a terceros|correo de contacto del programa/i);
  });

  it('is the file the portal serves, written from config/programme.json (npm run terms:pdf after editing the terms or the notice)', async () => {
    expect(withoutId(await bytes(await renderPdf(termsDocument(programme))))).toBe(withoutId(readFileSync(TERMS_PDF)));
  });
});
