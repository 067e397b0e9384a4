import { demoPdf } from '../../api/src/demo/demo-files.js';
import { eventReader } from '../support/accounts.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, files, newApplicant, takeExam, type ApplicantClient } from '../e2e/applications.fixture.js';

/** Finding 5 of issue #9 (ASVS 5.0 V5.2, V5.4): uploads read as the type they claim; downloads named and typed by the server. */
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
  ])('refuses %s with a 422 per field, and stores nothing', async (_name, file) => {
    const before = await stored();
    const res = await applicant.upload('application/documents', { id_card: file });
    expect(res.status).toBe(422);
    expect(res.body.errors.id_card).toEqual([expect.any(String)]);
    expect(await stored()).toBe(before);
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
