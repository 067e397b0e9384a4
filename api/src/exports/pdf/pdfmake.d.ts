/** The part of pdfmake 0.3's server API (CommonJS, no bundled types) the exports use. */
declare module 'pdfmake' {
  import type { Readable } from 'node:stream';

  export type Content = string | Content[] | { [key: string]: unknown };

  export interface DocumentDefinition {
    content: Content;
    info?: { title?: string; author?: string; subject?: string };
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

  interface PdfMake {
    setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: DocumentDefinition): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
