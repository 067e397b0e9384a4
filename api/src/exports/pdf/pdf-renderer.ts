import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import pdfmake from 'pdfmake';
import type { DocumentDefinition, EmbeddedFont, PdfmakeDocument } from 'pdfmake';

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

// pdfkit opens each font afresh for every document, and fontkit then decodes Roboto's layout tables (GSUB, GPOS)
// again on first use: CPU per face and document that outweighs drawing the sheet itself. pdfmake has no option for it, so
// its document's `provideFont` is wrapped (pdfmake 0.3, pdfkit 0.19; `pdf-renderer.unit.spec.ts` checks the bytes): a
// face is parsed once per process, and each document gets its own embedded font (its own id, subset and widths) around
// that parse, as pdfkit would build it. The words pdfkit lays out (shapes) are kept across documents too, most of them
// the same labels; they start afresh every LAYOUTS_KEPT_FOR documents, so names and ids printed once do not pile up.
// Rendering is synchronous, so two documents never use a parsed font at the same time.
const LAYOUTS_KEPT_FOR = 200;
const { default: PdfmakeDocument } = createRequire(import.meta.url)('pdfmake/js/PDFDocument.js') as { default: { prototype: PdfmakeDocument } };
interface ParsedFont {
  EmbeddedFont: new (document: PdfmakeDocument, font: unknown, id: string) => EmbeddedFont;
  font: unknown;
  layouts: Record<string, unknown>;
  documents: number;
}
const parsedFonts = new Map<string, ParsedFont>();
const openFont = PdfmakeDocument.prototype.provideFont;
PdfmakeDocument.prototype.provideFont = function (this: PdfmakeDocument, family, bold, italics) {
  const file = this.getFontFile(family, bold, italics);
  const type = this.getFontType(bold, italics);
  const cached = this.fontCache[family]?.[type];
  if (cached || typeof file !== 'string') return cached ?? openFont.call(this, family, bold, italics);
  let parsed = parsedFonts.get(file);
  let font: EmbeddedFont;
  if (parsed) {
    font = new parsed.EmbeddedFont(this, parsed.font, `F${++this._fontCount}`);
    this._fontFamilies[file] = font; // the fonts pdfkit embeds when the document ends
    (this.fontCache[family] ??= {})[type] = font;
  } else {
    font = openFont.call(this, family, bold, italics);
    parsedFonts.set(file, (parsed = { EmbeddedFont: font.constructor as ParsedFont['EmbeddedFont'], font: font.font, layouts: Object.create(null), documents: 0 }));
  }
  if (++parsed.documents % LAYOUTS_KEPT_FOR === 0) parsed.layouts = Object.create(null);
  font.layoutCache = parsed.layouts;
  return font;
};

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
