import { DOCUMENT_TYPE_CATALOG } from '@postula/catalogs';
import { documentChecklist, formatList } from './document-types.js';
import { ENTRY_LIMITS, EXAM_MINIMUM_NOTICE } from './entry-conditions.js';

describe("what the landing promises applicants", () => {
  it('lists every document type the form asks for, with its formats, and the RUC certificate', () => {
    const list = documentChecklist();
    for (const d of DOCUMENT_TYPE_CATALOG) expect(list).toContainEqual(expect.stringContaining(`${d.label} (${formatList(d.formats)})`));
    expect(list).toContain('Comprobante de computadora o laptop (PDF, JPG o PNG)');
    expect(list).toContain('Acta de grado (PDF); si aún estás en el colegio, Acta de promoción del último año');
    expect(list.at(-1)).toBe('Certificado del RUC, si eres emprendedor (PDF, JPG o PNG)');
  });

  it("states the exam's minimum the entry conditions apply", () => {
    expect(EXAM_MINIMUM_NOTICE).toContain(`al menos ${ENTRY_LIMITS.minCorrectAnswers} respuestas correctas`);
  });
});
