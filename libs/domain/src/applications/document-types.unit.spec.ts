import { DOCUMENT_TYPE_CATALOG } from '@postula/catalogs';
import { documentChecklist, formatList } from './document-types.js';
import { examMinimumNotice, examResultMeaning } from './entry-conditions.js';

describe("what the landing promises applicants", () => {
  it('lists every document type the form asks for, with its formats, and the RUC certificate', () => {
    const list = documentChecklist();
    for (const d of DOCUMENT_TYPE_CATALOG) expect(list).toContainEqual(expect.stringContaining(`${d.label} (${formatList(d.formats)})`));
    expect(list).toContain('Comprobante de computadora o laptop (PDF, JPG o PNG)');
    expect(list).toContain('Acta de grado (PDF); si aún estás en el colegio, Acta de promoción del último año');
    expect(list.at(-1)).toBe('Certificado del RUC, si eres emprendedor (PDF, JPG o PNG)');
  });

  it("states the exam's minimum the entry conditions apply", () => {
    expect(examMinimumNotice(15)).toContain('al menos 15 respuestas correctas');
  });

  it('tells what an exam result means: below the minimum the application does not continue', () => {
    expect(examResultMeaning(11, 13)).toEqual({ meetsMinimum: false, text: expect.stringContaining('No alcanzaste el mínimo de 13 respuestas correctas') });
    expect(examResultMeaning(13, 13)).toEqual({ meetsMinimum: true, text: expect.stringContaining('continúa con el formulario') });
  });
});
