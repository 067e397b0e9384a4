/** The part of pdfmake 0.3's server API (CommonJS, no bundled types) the exports use. */
declare module 'pdfmake' {
  import type { Readable } from 'node:stream';

  export type Content = string | Content[] | { [key: string]: unknown };

  export interface DocumentDefinition {
    content: Content;
    info?: { title?: string; author?: string; subject?: string; creationDate?: Date };
    styles?: Record<string, Record<string, unknown>>;
    defaultStyle?: Record<string, unknown>;
    pageSize?: string;
    pageMargins?: number | number[];
    footer?: (currentPage: number, pageCount: number) => Content;
  }

  interface OutputDocument {
    /** The pdfkit document: a Readable that completes once `end()` is called. */
    getStream(): Promise<Readable & { end(): void }>;
    getBuffer(): Promise<Buffer>;
  }

  /** pdfkit's font embedded in one document: `font` is fontkit's parse of the file. */
  export interface EmbeddedFont {
    font: unknown;
    /** Laid-out words by text (pdfkit's `fontLayoutCache`). */
    layoutCache?: Record<string, unknown>;
  }

  /** pdfmake's pdfkit document (`pdfmake/js/PDFDocument.js`), the members the shared fonts use. */
  export interface PdfmakeDocument {
    fontCache: Record<string, Record<string, EmbeddedFont>>;
    _fontFamilies: Record<string, EmbeddedFont>;
    _fontCount: number;
    getFontFile(family: string, bold: boolean, italics: boolean): unknown;
    getFontType(bold: boolean, italics: boolean): string;
    provideFont(family: string, bold: boolean, italics: boolean): EmbeddedFont;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: DocumentDefinition): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
