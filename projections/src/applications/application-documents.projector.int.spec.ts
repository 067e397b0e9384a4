import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { applicationDocumentsProjector } from './application-documents.projector.js';

describe.each(testDatabases())('application-documents projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('keeps every upload and marks the replaced one, even when both are in one batch; a repeat changes nothing', async () => {
    const id = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const upload = (revision: number, documentId: string, replaces: string | null, uploadedAt: string) =>
      recorded(`application-${id}`, revision, 'DocumentUploaded', {
        applicantId: id,
        documentId,
        documentType: 'id_card',
        fileName: `${revision}.pdf`,
        storageKey: `k/${documentId}`,
        contentType: 'application/pdf',
        size: 100 + revision,
        replaces,
        uploadedAt,
      });
    const events = [upload(0, first, null, '2025-03-01T10:00:00.000Z'), upload(1, second, first, '2025-03-02T10:00:00.000Z')];
    const rows = await bed.projectBothWays(applicationDocumentsProjector, [...events, events[0]], async (client) =>
      (await client.query('SELECT id, file_name, size, uploaded_at, replaced_at, replaced_by FROM read.application_documents WHERE application_id = $1 ORDER BY uploaded_at', [id])).rows,
    );
    expect(rows).toEqual([
      { id: first, file_name: '0.pdf', size: '100', uploaded_at: new Date('2025-03-01T10:00:00.000Z'), replaced_at: new Date('2025-03-02T10:00:00.000Z'), replaced_by: second },
      { id: second, file_name: '1.pdf', size: '101', uploaded_at: new Date('2025-03-02T10:00:00.000Z'), replaced_at: null, replaced_by: null },
    ]);
  });
});
