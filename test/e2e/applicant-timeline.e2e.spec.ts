import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, files, finalSubmission, newApplicant } from './applications.fixture.js';
import { staffClient, submittedApplication } from './review.fixture.js';

/** Issue 11: after submission the applicant follows their own application's story, not silence. */
describe('GET application/timeline', () => {
  let system: TestSystem;
  const reader = eventReader();
  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
  });
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  it('lists the applicant own status changes with dates, the correction notes, and nothing about the reviewer', async () => {
    const applicant = await submittedApplication(system, reader);
    const reviewer = await staffClient(system, 'reviewer');
    expectOk(await reviewer.get(`applications/details?id=${applicant.id}`));
    expectOk(await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'correction_review', correction_notes: 'Suba la cédula legible', documents_correction_documents: true }));
    expectOk(await applicant.upload('application/documents', { id_card: files.pdf('cedula-legible.pdf') }));
    expectOk(await applicant.send('post', 'application/submit', finalSubmission()));
    expectOk(await reviewer.get(`applications/details?id=${applicant.id}`));
    expectOk(await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'rejected', correction_notes: 'No cumple' }));

    const timeline = await eventually(async () => {
      const res = expectOk(await applicant.get('application/timeline'));
      return res.body.timeline.at(-1)?.status === 'rejected' ? res.body.timeline : undefined;
    });
    expect(timeline.map((e: { status: string }) => e.status)).toEqual(['submitted', 'under_review', 'correction_review', 'correction_applicant', 'under_review', 'rejected']);
    const corrections = timeline.find((e: { status: string }) => e.status === 'correction_review');
    expect(corrections).toEqual({ status: 'correction_review', status_es: 'Correcciones pendientes', changed_at: expect.any(String), notes: 'Suba la cédula legible' });
    expect(timeline.at(-1)).toMatchObject({ status: 'rejected', status_es: 'Rechazado', notes: null });
    expect(JSON.stringify(timeline)).not.toContain('reviewer');
  });

  it('is empty for an applicant who has not started', async () => {
    const applicant = await newApplicant(system.url, reader);
    expect(expectOk(await applicant.get('application/timeline')).body).toEqual({ timeline: [] });
  });
});
