import { deflateSync } from 'node:zlib';
import { demoJpeg, demoPdf, demoPng, pngChunk } from '../../../../api/src/demo/demo-files.js';
import { pngDataSize, verifyFileContent } from './file-content.js';

const pdf = demoPdf('Cédula', ['Ana Pérez']);
const png = demoPng(4, 3, () => [10, 20, 30]);
const jpeg = demoJpeg(2, 2, () => 128);

/** The demo PDF with `extra` written into its catalog dictionary (offsets stay loose: the check reads names, not the xref). */
const pdfWithCatalog = (extra: string) => Buffer.from(pdf.toString('latin1').replace('/Type /Catalog', `/Type /Catalog ${extra}`), 'latin1');

/** The demo PDF with one more object: an object stream (`/Type /ObjStm`) packing `packed`, deflated. */
function pdfWithObjectStream(packed: string, filter = '/FlateDecode'): Buffer {
  const data = filter ? deflateSync(Buffer.from(packed, 'latin1')) : Buffer.from(packed, 'latin1');
  const text = pdf.toString('latin1');
  const at = text.indexOf('xref\n');
  const object = Buffer.concat([Buffer.from(`6 0 obj\n<< /Type /ObjStm /N 1 /First 4 ${filter ? `/Filter ${filter} ` : ''}/Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj\n', 'latin1')]);
  return Buffer.concat([Buffer.from(text.slice(0, at), 'latin1'), object, Buffer.from(text.slice(at), 'latin1')]);
}

/** A PNG whose header says `width`×`height` (8-bit RGB) and whose pixel data is `raw`, deflated. */
function pngOf(width: number, height: number, raw: Buffer, interlace = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, interlace], 8);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

describe('verifyFileContent (ASVS 5.0 V5.2.2)', () => {
  it('accepts a real PDF, PNG and JPEG', async () => {
    expect(await verifyFileContent('pdf', pdf)).toBe(true);
    expect(await verifyFileContent('png', png)).toBe(true);
    expect(await verifyFileContent('jpeg', jpeg)).toBe(true);
  });

  it.each([
    ['a PDF header over anything', 'pdf', Buffer.from('%PDF-1.4\nMZ this is a Windows program')],
    ['a PDF with HTML after the header', 'pdf', Buffer.concat([Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n'), pdf.subarray(9)])],
    ['a PDF with a JavaScript action', 'pdf', pdfWithCatalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['a PDF whose JavaScript hides behind a name escape', 'pdf', pdfWithCatalog('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>')],
    ['a PDF with an escaped launch action', 'pdf', pdfWithCatalog('/OpenAction << /S /L#61unch /F (calc.exe) >>')],
    ['a PDF with escaped embedded files', 'pdf', pdfWithCatalog('/Names << /E#6dbeddedFiles << /Names [(a.exe) 7 0 R] >> >>')],
    ['a PDF with an action dictionary run on opening', 'pdf', pdfWithCatalog('/OpenAction << /S /GoTo /D [3 0 R /Fit] >>')],
    ['a PDF with additional actions', 'pdf', pdfWithCatalog('/AA << /WC 8 0 R >>')],
    ['a PDF with JavaScript packed in an object stream', 'pdf', pdfWithObjectStream('8 0 << /S /JavaScript /JS (app.alert(1)) >>')],
    ['a PDF with an escaped action packed uncompressed in an object stream', 'pdf', pdfWithObjectStream('8 0 << /S /L#61unch >>', '')],
    ['a PDF with an object stream under a filter the check cannot read', 'pdf', pdfWithObjectStream('8 0 << /S /JavaScript >>', '/LZWDecode')],
    ['a PDF whose object stream inflates past the budget', 'pdf', pdfWithObjectStream(' '.repeat(40 * 1024 * 1024))],
    ['an SVG after a PNG signature', 'png', Buffer.concat([png.subarray(0, 8), Buffer.from('<svg onload="alert(1)"/>')])],
    ['a PNG with a broken checksum', 'png', Buffer.concat([png.subarray(0, 30), Buffer.from([png[30] ^ 0xff]), png.subarray(31)])],
    ['a PNG with data after its end', 'png', Buffer.concat([png, Buffer.from('PK\u0003\u0004zip')])],
    ['a PNG cut short', 'png', png.subarray(0, png.length - 20)],
    ['a PNG whose pixels inflate past its header (a decompression bomb)', 'png', pngOf(1, 1, Buffer.alloc(64 * 1024 * 1024))],
    ['a PNG larger than any document', 'png', pngOf(10_000, 10_000, Buffer.alloc(16))],
    ['a JPEG signature over zeros', 'jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)])],
    ['a JPEG with HTML after its end', 'jpeg', Buffer.concat([jpeg, Buffer.from('<!DOCTYPE html><p>hola')])],
  ] as const)('refuses %s', async (_name, format, data) => {
    expect(await verifyFileContent(format, data)).toBe(false);
  });

  it('accepts what real documents carry: a destination opened on load, links, clean object streams, an interlaced PNG', async () => {
    expect(await verifyFileContent('pdf', pdfWithCatalog('/OpenAction [3 0 R /XYZ null null 0] /Lang (es-EC)'))).toBe(true);
    expect(await verifyFileContent('pdf', pdfWithCatalog('/URI << /Base (https://www.quito.gob.ec/) >>'))).toBe(true);
    expect(await verifyFileContent('pdf', pdfWithObjectStream('8 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'))).toBe(true);
    const interlaced = { width: 5, height: 3, depth: 8, colour: 2, interlace: 1 };
    expect(await verifyFileContent('png', pngOf(5, 3, Buffer.alloc(pngDataSize(interlaced)!), 1))).toBe(true);
  });

  it('gives each Adam7 pass its own rows', () => {
    // 1×1: only the first pass has a pixel (1 filter byte + 3 bytes); 8×8 RGB: passes of 1,1,2,4,8,16,32 pixels.
    expect(pngDataSize({ width: 1, height: 1, depth: 8, colour: 2, interlace: 1 })).toBe(4);
    expect(pngDataSize({ width: 8, height: 8, depth: 8, colour: 2, interlace: 1 })).toBe(1 * 4 + 1 * 4 + 1 * 7 + 2 * 7 + 2 * 13 + 4 * 13 + 4 * 25);
  });
});
