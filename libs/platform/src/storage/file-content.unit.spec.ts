import { demoJpeg, demoPdf, demoPng } from '../../../../api/src/demo/demo-files.js';
import { verifyFileContent } from './file-content.js';

const pdf = demoPdf('Cédula', ['Ana Pérez']);
const png = demoPng(4, 3, () => [10, 20, 30]);
const jpeg = demoJpeg(2, 2, () => 128);

describe('verifyFileContent (ASVS 5.0 V5.2.2)', () => {
  it('accepts a real PDF, PNG and JPEG', () => {
    expect(verifyFileContent('pdf', pdf)).toBe(true);
    expect(verifyFileContent('png', png)).toBe(true);
    expect(verifyFileContent('jpeg', jpeg)).toBe(true);
  });

  it.each([
    ['a PDF header over anything', 'pdf', Buffer.from('%PDF-1.4\nMZ this is a Windows program')],
    ['a PDF with HTML after the header', 'pdf', Buffer.concat([Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n'), pdf.subarray(9)])],
    ['a PDF with a JavaScript action', 'pdf', Buffer.from(pdf.toString('latin1').replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'latin1')],
    ['an SVG after a PNG signature', 'png', Buffer.concat([png.subarray(0, 8), Buffer.from('<svg onload="alert(1)"/>')])],
    ['a PNG with a broken checksum', 'png', Buffer.concat([png.subarray(0, 30), Buffer.from([png[30] ^ 0xff]), png.subarray(31)])],
    ['a PNG with data after its end', 'png', Buffer.concat([png, Buffer.from('PK\u0003\u0004zip')])],
    ['a PNG cut short', 'png', png.subarray(0, png.length - 20)],
    ['a JPEG signature over zeros', 'jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)])],
    ['a JPEG with HTML after its end', 'jpeg', Buffer.concat([jpeg, Buffer.from('<!DOCTYPE html><p>hola')])],
  ] as const)('refuses %s', (_name, format, data) => {
    expect(verifyFileContent(format, data)).toBe(false);
  });
});
