import { randomUUID } from 'node:crypto';
import { accessStream, applicationStream } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { readModelsReach } from '../support/read-models.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, VALIDATION } from './applications.fixture.js';
import type { ApplicantClient } from './applications.fixture.js';
import { client, staffMember, submittedApplicant } from './statistics.fixture.js';

describe('access audit over HTTP', () => {
  let system: TestSystem;
  const reader = eventReader();
  let boss: Awaited<ReturnType<typeof staffMember>>;
  let reviewer: Awaited<ReturnType<typeof staffMember>>;
  let applicant: ApplicantClient;
  let documentId: string;

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    boss = await staffMember(system, 'superadmin');
    reviewer = await staffMember(system, 'reviewer');
    applicant = await submittedApplicant(system, reader);
    const documents = (await applicant.get('application/documents')).body.documents as { id: string; document_type: string }[];
    documentId = documents.find((d) => d.document_type === 'id_card')!.id;
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  it('records staff and applicant reads in the access stream, never in the application stream, and lists them', async () => {
    const before = await reader.stream(applicationStream(applicant.id));
    expect((await client(system, reviewer.token).download(`admin/documents/download?document_id=${documentId}`)).status).toBe(200);
    expect((await client(system, reviewer.token).download(`applications/pdf?id=${applicant.id}`)).status).toBe(200);
    expect((await client(system, reviewer.token).download(`applications/diagnostic-exam/pdf?id=${applicant.id}`)).status).toBe(200);
    const own = await applicant.request('get', `application/documents/download?document_id=${documentId}`);
    expect(own.status).toBe(200);

    const after = await reader.stream(applicationStream(applicant.id));
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    const access = await reader.stream(accessStream(applicant.id));
    expect(access.map((e) => e.type)).toEqual(['DocumentDownloaded', 'ApplicationDetailsViewed', 'ApplicationDetailsViewed', 'DocumentDownloaded']);

    await readModelsReach(system.url, access[access.length - 1].position);
    const res = await client(system, boss.token).get(`applications/access-log?application_id=${applicant.id}`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ current_page: 1, total_pages: 1, per_page: 50, total: 4 });
    const staffActor = { id: reviewer.id, role: 'reviewer', name: 'Persona reviewer', email: reviewer.email };
    // Newest first.
    expect(res.body.data).toEqual([
      {
        id: access[3].id,
        action: 'document_downloaded',
        action_label: 'Descarga de documento',
        via: null,
        actor: { id: applicant.id, role: 'user', name: 'Ana Pérez', email: applicant.email },
        document: { id: documentId, document_type: 'id_card', file_name: 'cedula.pdf' },
        at: expect.any(String),
      },
      expect.objectContaining({ id: access[2].id, action: 'details_viewed', action_label: 'Consulta de la aplicación', via: 'diagnostic_exam_pdf', actor: staffActor, document: null }),
      expect.objectContaining({ id: access[1].id, action: 'details_viewed', via: 'pdf', actor: staffActor }),
      expect.objectContaining({ id: access[0].id, action: 'document_downloaded', actor: staffActor, document: { id: documentId, document_type: 'id_card', file_name: 'cedula.pdf' } }),
    ]);
  });

  it('pages the log', async () => {
    const res = await client(system, boss.token).get(`applications/access-log?application_id=${applicant.id}&per_page=1&page=2`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.pagination).toMatchObject({ current_page: 2, per_page: 1 });
  });

  it('answers 404 for an unknown application and 422 for a bad id', async () => {
    const missing = await client(system, boss.token).get(`applications/access-log?application_id=${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No se encontró la aplicación');
    const bad = await client(system, boss.token).get('applications/access-log?application_id=123');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ status: 'error', message: VALIDATION, errors: { application_id: ['El identificador no es válido'] } });
  });

  it('shows the log to superadmins only', async () => {
    const path = `applications/access-log?application_id=${applicant.id}`;
    expect((await client(system).get(path)).status).toBe(401);
    expect((await client(system, applicant.token).get(path)).status).toBe(403);
    expect((await client(system, reviewer.token).get(path)).status).toBe(403);
  });

  // Reads of one application at once share appends (AccessAudit): none may be lost or answered before it is stored.
  it('records every one of many reads of one application at once, each before its answer', async () => {
    const requests: string[] = Array.from({ length: 12 }, () => randomUUID());
    const answers = await Promise.all(requests.map((id) => client(system, reviewer.token).get(`applications/details?id=${applicant.id}`).set('x-request-id', id)));
    expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200));
    const recorded = (await reader.stream(accessStream(applicant.id))).filter((e) => e.type === 'ApplicationDetailsViewed' && requests.includes(String(e.metadata.requestId)));
    expect(recorded.map((e) => e.metadata.requestId).sort()).toEqual([...requests].sort());
    expect(recorded.map((e) => e.data)).toEqual(requests.map(() => expect.objectContaining({ applicationId: applicant.id, via: 'details', actor: expect.objectContaining({ id: reviewer.id }) })));
  });
});
