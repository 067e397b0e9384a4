import type { Readable } from 'node:stream';
import { renderPdf } from './pdf-renderer.js';

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  // The creation date and the file ID change with every document; everything else must not.
  return Buffer.concat(chunks).toString('latin1').replace(/\(D:\d{14}Z\)/, '(D:…)').replace(/\/ID \[<\w+> <\w+>\]/, '/ID […]');
};

describe('PDF renderer', () => {
  it('renders a document with the shared fonts byte for byte as with fonts opened for it alone', async () => {
    const definition = () => ({
      content: [
        { text: 'Ficha del aplicante', style: 'title' },
        { text: ['Señora ', { text: 'Óscar Núñez', bold: true }, ' · ', { text: 'sección no completada', italics: true }] },
        { table: { widths: [170, '*'], body: [[{ text: 'Identificación', style: 'label' }, '1712345678']] }, layout: 'lightHorizontalLines' },
      ],
      footer: (page: number, pages: number) => ({ text: `Página ${page} de ${pages}` }),
    });
    // The first document in this process opens the faces as pdfkit does; the next ones reuse them.
    const [first, second, third] = [await bytes(await renderPdf(definition())), await bytes(await renderPdf(definition())), await bytes(await renderPdf(definition()))];
    expect(first).toContain('+Roboto-Medium');
    expect(first).toContain('+Roboto-Italic');
    expect(second).toBe(first);
    expect(third).toBe(first);
  });
});
