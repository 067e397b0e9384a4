import { TERMS_PDF, writeTermsPdf } from './write-terms-pdf.js';

await writeTermsPdf();
console.log(TERMS_PDF);
