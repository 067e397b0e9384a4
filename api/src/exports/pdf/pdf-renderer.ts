import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import pdfmake from 'pdfmake';
import type { DocumentDefinition } from 'pdfmake';

// pdfmake on the server reads fonts from files: the Roboto it ships (full Spanish coverage, unlike the standard
// 14 fonts' WinAnsi subset). Only those files may be read, and no URL is ever fetched.
const fontDir = dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
pdfmake.setFonts({
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));

export const PDF_TYPE = 'application/pdf';

/** Styles shared by the application sheet and the diagnostic report. */
export const PDF_STYLES = {
  title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
  subtitle: { fontSize: 9, color: '#555555', margin: [0, 0, 0, 12] },
  section: { fontSize: 12, bold: true, margin: [0, 12, 0, 4], color: '#1f3a5f' },
  label: { bold: true, color: '#333333' },
  small: { fontSize: 8 },
};

/** Lays out the document and returns the PDF as a stream (pdfmake ends the pdfkit document; bytes flow as they are made). */
export async function renderPdf(definition: DocumentDefinition): Promise<Readable> {
  const document = await pdfmake.createPdf({ pageSize: 'A4', pageMargins: [40, 40, 40, 50], styles: PDF_STYLES, defaultStyle: { font: 'Roboto', fontSize: 9 }, ...definition }).getStream();
  document.end();
  return document;
}
