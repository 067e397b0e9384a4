import { get, type IncomingMessage } from 'node:http';
import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import type { FileStorage } from '@postula/platform';
import { demoPdf, demoPng } from '../../api/src/demo/demo-files.js';
import { FILE_STORAGE } from '../../api/src/platform/platform.tokens.js';
import { applicationsSystem, examinedApplicant, expectOk, files, API, type ApplicantClient } from '../e2e/applications.fixture.js';
import { eventually } from '../support/eventually.js';
import { statusCounts } from '../support/throttle.js';

const NOT_FOUND = 'Documento no encontrado';
const OVER_THE_CAP = 'Sus documentos ocuparían más de 20 MB en total, el máximo por postulante. Suba un archivo más liviano (por ejemplo, escaneado en menor resolución).';
const ARCHIVE_UNDER_WAY = 'Ya se está preparando un archivo con sus datos. Espere a que termine esa descarga e intente de nuevo.';

/** A valid one-page PDF of about 3.7 MiB (its text is long), under the 4 MB limit of one file. */
const bigPdf = (name: string) => ({ data: demoPdf('Documento escaneado', Array.from({ length: 17_000 }, (_, i) => `${i} `.padEnd(200, 'x'))), name });
/** A PNG of random pixels (incompressible): about 2 MiB. */
const noisyPng = (name: string) => ({ data: demoPng(820, 820, () => [Math.random() * 256, Math.random() * 256, Math.random() * 256].map(Math.floor) as [number, number, number]), name });

/** An applicant who uploads without end, or asks for many archives at once, costs the programme a bounded amount. */
describe("an applicant's stored files under attack", () => {
  const { system, reader } = applicationsSystem();
  const storage = () => system().app.get<FileStorage>(FILE_STORAGE);
  const uploads = async (client: ApplicantClient) => (await reader.stream(`application-${client.id}`)).filter((e) => e.type === 'DocumentUploaded');

  it('keeps one file after 15 replacements of one document: the replaced files are deleted, the history keeps each upload', async () => {
    const client = await examinedApplicant(system().url, reader);
    for (let i = 0; i < 15; i++) expectOk(await client.upload('application/documents', { id_card: files.pdf(`cedula-${i}.pdf`) }));
    const uploaded = await uploads(client);
    expect(uploaded).toHaveLength(15);
    const kept = await Promise.all(uploaded.map((e) => storage().exists(String(e.data.storageKey))));
    expect(kept).toEqual([...Array(14).fill(false), true]);

    expect((await client.get('application/documents')).body.documents).toEqual([expect.objectContaining({ document_type: 'id_card', file_name: 'cedula-14.pdf' })]);
    const replaced = await client.request('get', `application/documents/download?document_id=${uploaded[0].data.documentId}`);
    expect([replaced.status, replaced.body.message]).toEqual([404, NOT_FOUND]);
    const held = (await client.get('applicant/my-data')).body.documents as { file_name: string; archive_path: string | null }[];
    expect(held.map((d) => d.file_name)).toEqual(uploaded.map((e) => e.data.fileName));
    expect(held.filter((d) => d.archive_path !== null)).toHaveLength(1);
  });

  it('refuses files past 20 MB per applicant with a Spanish 422 naming the file, storing nothing; a lighter replacement fits', async () => {
    const client = await examinedApplicant(system().url, reader);
    const heavy = { id_card: bigPdf('cedula.pdf'), graduation_certificate: bigPdf('acta.pdf'), utility_bill: bigPdf('planilla.pdf'), laptop_proof: bigPdf('laptop.pdf'), economic_support: bigPdf('rol.pdf') };
    expectOk(await client.upload('application/documents', heavy));
    const before = await uploads(client);

    const refused = await client.upload('application/documents', { photo_id: noisyPng('foto.png') });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ photo_id: [OVER_THE_CAP] });
    expect(await uploads(client)).toHaveLength(before.length);
    expect((await client.get('application/documents')).body.documents).toHaveLength(5);

    expectOk(await client.upload('application/documents', { economic_support: files.pdf('rol-liviano.pdf') }));
    expectOk(await client.upload('application/documents', { photo_id: noisyPng('foto.png') }));
    expect(await storage().exists(String(before.find((e) => e.data.documentType === 'economic_support')!.data.storageKey))).toBe(false);
  });

  it("serves one 'Mis datos' archive per account at a time: another asked meanwhile answers 429 in Spanish, the next one after it 200", async () => {
    const client = await examinedApplicant(system().url, reader);
    expectOk(await client.upload('application/documents', { id_card: bigPdf('cedula.pdf'), economic_support: bigPdf('rol.pdf') }));
    const url = new URL(`${API}/applicant/my-data/archive`, system().url);
    // A download the client keeps open without reading: the archive is under way until it ends or the client leaves.
    const open = () => new Promise<IncomingMessage>((resolve, reject) => get(url, { headers: { Authorization: `Bearer ${client.token}` } }, resolve).on('error', reject));
    const slow = await open();
    expect(slow.statusCode).toBe(200);
    slow.pause();

    const meanwhile = await Promise.all([1, 2, 3].map(() => client.request('get', 'applicant/my-data/archive')));
    expect(statusCounts(meanwhile)).toEqual({ 429: 3 });
    expect(meanwhile[0].body.message).toBe(ARCHIVE_UNDER_WAY);
    expect(Number(meanwhile[0].headers['retry-after'])).toBeGreaterThan(0);

    slow.destroy();
    const next = await eventually(async () => {
      const answer = await open();
      if (answer.statusCode === 200) return answer;
      answer.resume();
      return undefined;
    }, 10_000);
    expect(next.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(await buffer(next));
    expect(Object.keys(zip.files)).toHaveLength(3);
  });
});
