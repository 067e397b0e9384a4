import { createDeflate } from 'node:zlib';
import { demoPdf, pngChunk } from '../../api/src/demo/demo-files.js';
import { eventReader } from '../support/accounts.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, files, newApplicant, takeExam, type ApplicantClient } from '../e2e/applications.fixture.js';

/** ASVS 5.0 V5.2, V5.4: uploads read as the type they claim; downloads named and typed by the server. */
describe('uploads and downloads', () => {
  let system: TestSystem;
  const reader = eventReader();
  let applicant: ApplicantClient;
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    applicant = await newApplicant(system.url, reader);
    await takeExam(applicant);
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });
  const stored = async () => (await reader.stream(`application-${applicant.id}`)).filter((e) => e.type.startsWith('Document')).length;

  it.each([
    ['a program named .bat that starts with %PDF-', { data: Buffer.from('%PDF-1.4\r\n@echo off\r\ndel /q C:\\*\r\n'), name: 'comprobante.bat' }],
    ['a PDF with an HTML page after its header', { data: Buffer.concat([Buffer.from('%PDF-1.4\n<html><body><script>fetch("/x")</script></body></html>\n'), demoPdf('x', []).subarray(9)]), name: 'cedula.pdf' }],
    ['an SVG named .png', { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'foto.png' }],
    ['a PNG signature over junk', { data: Buffer.concat([files.png().data.subarray(0, 8), Buffer.alloc(64, 1)]), name: 'foto.png' }],
    ['a PDF whose JavaScript action hides behind a name escape', { data: withCatalog('/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>'), name: 'cedula.pdf' }],
    ['a PDF with an escaped launch action', { data: withCatalog('/OpenAction << /S /L#61unch /F (cmd.exe) >>'), name: 'cedula.pdf' }],
    ['a PDF with escaped embedded files', { data: withCatalog('/Names << /E#6dbeddedFiles << /Names [(a.exe) 7 0 R] >> >>'), name: 'cedula.pdf' }],
  ])('refuses %s with a 422 per field, and stores nothing', async (_name, file) => {
    const before = await stored();
    const res = await applicant.upload('application/documents', { id_card: file });
    expect(res.status).toBe(422);
    expect(res.body.errors.id_card).toEqual([expect.any(String)]);
    expect(await stored()).toBe(before);
  });

  it('refuses a PNG decompression bomb at once, while a bystander is served in under 300 ms', async () => {
    // A 1×1 image whose pixel data inflates to 512 MiB: about half a megabyte on the wire.
    const bomb = { data: await pngClaimingOnePixel(512 * 1024 * 1024), name: 'planilla.png' };
    const before = await stored();
    let uploading = true;
    const upload = applicant.upload('application/documents', { utility_bill: bomb }).finally(() => (uploading = false));
    const bystander: number[] = [];
    while (uploading) {
      const started = performance.now();
      expect((await fetch(`${system.url}/backend/api/public/programme`)).status).toBe(200);
      bystander.push(performance.now() - started);
    }
    const res = await upload;
    expect(res.status).toBe(422);
    expect(res.body.errors.utility_bill).toEqual(['Solo se permiten archivos PDF o imágenes']);
    expect(await stored()).toBe(before);
    expect(Math.max(...bystander)).toBeLessThan(300);
  });

  it('serves a document as {document_type}-{applicant}.{verified extension}, whatever the uploader named it, with nosniff', async () => {
    const res = await applicant.upload('application/documents', { id_card: files.pdf('factura\u202Efdp.bat') });
    expect(res.status).toBe(200);
    const { documents } = (await applicant.get('application/documents')).body;
    const idCard = documents.find((d: { document_type: string }) => d.document_type === 'id_card');
    expect(idCard.file_name).toBe('facturafdp.bat');
    const download = await applicant.request('get', `application/documents/download?document_id=${idCard.id}`).buffer(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="id_card-${applicant.id}.pdf"; filename*=UTF-8''id_card-${applicant.id}.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});

function withCatalog(extra: string): Buffer {
  return Buffer.from(demoPdf('Cédula', ['Ana']).toString('latin1').replace('/Type /Catalog', `/Type /Catalog ${extra}`), 'latin1');
}

/** A PNG whose header says 1×1 RGB and whose IDAT inflates to `inflated` bytes of zeros. */
async function pngClaimingOnePixel(inflated: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(4 * 1024 * 1024);
  for (let written = 0; written < inflated; written += zeros.length) if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([files.png().data.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}
