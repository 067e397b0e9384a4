import type { Response } from 'supertest';
import { AUDIT_MESSAGES } from '@postula/domain';
import { eventReader } from '../support/accounts.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE, expectOk, finalSubmission, financialSummary, VALIDATION } from './applications.fixture.js';
import type { ApplicantClient } from './applications.fixture.js';
import { staffClient, submittedApplication, type StaffClient } from './review.fixture.js';

/**
 * Issue 14 over HTTP: a scripted history (saved, submitted, corrections requested, edited by staff, resubmitted,
 * approved) read back through the read API after each step; the audit replay at each of those instants must equal
 * what the read API showed then, and the diff between two instants must list exactly the changes made in between.
 */
type Details = Record<string, any>;

/** The facts the read API and the replay both show, in one shape. */
const fromReadApi = (d: Details) => ({
  revision: d.revision,
  status: d.application_info.status,
  motivation: d.application_info.motivation,
  reviewer: d.reviewer?.id ?? null,
  sections: Object.fromEntries(
    ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'].filter((s) => d[s]).map((s) => [s, d[s]]),
  ),
  documents: d.documents.map((x: Details) => `${x.document_type}:${x.id}`).sort(),
  references: d.personal_references.map((x: Details) => x.id).sort(),
  members: d.household_members.map((x: Details) => x.id).sort(),
  correction_notes: d.review_notes.correction_notes,
});
const fromReplay = (r: Details) => ({
  revision: r.revision,
  status: r.status,
  motivation: r.motivation,
  reviewer: r.reviewer?.id ?? null,
  sections: Object.fromEntries(Object.entries(r.sections).map(([s, v]) => [s, Object.fromEntries(Object.entries(v as object).filter(([k]) => k !== 'ruc_certificate'))])),
  documents: r.documents.map((x: Details) => `${x.document_type}:${x.document_id}`).sort(),
  references: r.personal_references.map((x: Details) => x.id).sort(),
  members: r.household_members.map((x: Details) => x.id).sort(),
  correction_notes: r.corrections?.notes ?? null,
});

describe('audit: point-in-time replay and diff over HTTP', () => {
  let system: TestSystem;
  const reader = eventReader();
  let auditor: StaffClient;
  let reviewer: StaffClient;
  let boss: StaffClient;
  let applicant: ApplicantClient;
  /** What the read API showed after each step, and an instant between that step and the next. */
  const moments: { step: string; at: string; seen: Details }[] = [];

  /** Reads the details as the auditor (which starts no review) once the projections show `write`, and keeps the instant. */
  async function record(step: string, write: Response) {
    const seen = expectOk(await auditor.sees(write).get(`applications/details?id=${applicant.id}`)).body.application;
    moments.push({ step, at: new Date().toISOString(), seen });
  }
  const at = (step: string) => moments.find((m) => m.step === step)!.at;
  const audit = (path: string, as: StaffClient = auditor) => as.get(`audit/applications/${applicant.id}/${path}`);

  beforeAll(async () => {
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    [auditor, reviewer, boss] = await Promise.all([staffClient(system, 'auditor'), staffClient(system, 'reviewer'), staffClient(system, 'superadmin')]);
    applicant = await submittedApplication(system, reader, { unsent: true });
    await record('saved', expectOk(await applicant.send('post', 'application/financial-summary', financialSummary())));
    await record('submitted', expectOk(await applicant.send('post', 'application/submit', finalSubmission())));
    await record(
      'corrections',
      expectOk(await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'correction_review', correction_notes: 'Revise la motivación', motivation_correction_application_info: true })),
    );
    await record('edited', expectOk(await reviewer.put(`applications/update-fields?application_id=${applicant.id}`, { address_details: { parish: 'Ximena' } })));
    await record('resubmitted', expectOk(await applicant.send('post', 'application/submit', finalSubmission({ motivation: 'Quiero enseñar inglés en mi barrio.' }))));
    await record('approved', expectOk(await reviewer.post('applications/update-status', { application_id: applicant.id, new_status: 'approved', correction_notes: 'Cumple' })));
  }, 180_000);
  afterAll(async () => {
    await system.close();
    await reader.close();
  });

  it('replays the application at each instant exactly as the read API showed it then', async () => {
    expect(moments.map((m) => m.seen.application_info.status)).toEqual(['started', 'submitted', 'correction_review', 'correction_review', 'correction_applicant', 'approved']);
    for (const moment of moments) {
      const replayed = expectOk(await audit(`state?at=${encodeURIComponent(moment.at)}`)).body.application;
      expect([moment.step, fromReplay(replayed)]).toEqual([moment.step, fromReadApi(moment.seen)]);
    }
    const corrections = expectOk(await audit(`state?at=${at('corrections')}`)).body.application;
    expect(corrections.corrections.flags).toEqual({ application_info: { motivation: true } });
    expect(corrections.documents.every((d: Details) => d.file_name && d.uploaded_at)).toBe(true);
    // The superadmin reads the same; the auditor's reads are in the access log like any staff read.
    expect(expectOk(await audit(`state?at=${at('approved')}`, boss)).body.application.status).toBe('approved');
  });

  it('lists exactly the changes between two instants, field by field, with who and when', async () => {
    const diff = async (from: string, to: string) => expectOk(await audit(`diff?from=${at(from)}&to=${at(to)}`)).body.changes as Details[];
    const reviewerName = expect.stringContaining('Persona reviewer');

    const edited = await diff('corrections', 'edited');
    expect(edited).toEqual([
      {
        section: 'address_details',
        field: 'parish',
        before: moments[2].seen.address_details.parish,
        after: 'Ximena',
        event_type: 'FieldsEditedByStaff',
        revision: expect.any(Number),
        at: expect.any(String),
        actor: { id: reviewer.id, role: 'reviewer', name: reviewerName },
      },
    ]);
    expect(Date.parse(edited[0].at)).toBeGreaterThan(Date.parse(at('corrections')));
    expect(Date.parse(edited[0].at)).toBeLessThanOrEqual(Date.parse(at('edited')));

    const resubmitted = await diff('edited', 'resubmitted');
    expect(resubmitted.map((c) => [c.section, c.field, c.before, c.after, c.actor.role])).toEqual([
      ['application', 'status', 'correction_review', 'correction_applicant', 'user'],
      ['application_info', 'motivation', 'Quiero mejorar mi inglés para estudiar.', 'Quiero enseñar inglés en mi barrio.', 'user'],
      ['corrections', 'notes', 'Revise la motivación', null, 'user'],
      ['corrections', 'application_info.motivation', true, null, 'user'],
    ]);

    const approved = await diff('resubmitted', 'approved');
    expect(approved.map((c) => [c.section, c.field, c.before, c.after, c.event_type])).toEqual([['application', 'status', 'correction_applicant', 'approved', 'ApplicationDecided']]);

    // The whole window is the sum of its parts.
    const all = await diff('corrections', 'approved');
    expect(all.map((c) => `${c.section}.${c.field}`)).toEqual([...edited, ...resubmitted, ...approved].map((c) => `${c.section}.${c.field}`));
  });

  it('pages the full event stream with type, time, actor and data', async () => {
    const first = expectOk(await audit('events?per_page=5')).body;
    const stream = await reader.stream(`application-${applicant.id}`);
    expect(first.pagination).toEqual({ current_page: 1, total_pages: Math.ceil(stream.length / 5), per_page: 5, total: stream.length });
    const everything = expectOk(await audit('events?per_page=100')).body.data as Details[];
    expect(everything.map((e) => e.type)).toEqual(stream.map((e) => e.type));
    const edit = everything.find((e) => e.type === 'FieldsEditedByStaff')!;
    expect(edit).toMatchObject({ actor: { id: reviewer.id, role: 'reviewer' }, data: { section: 'address_details', changes: [{ field: 'parish', new: 'Ximena' }] } });
    expect(everything.find((e) => e.type === 'ApplicationSubmitted')!.actor).toMatchObject({ id: applicant.id, role: 'user', name: expect.any(String) });
  });

  it('refuses instants in the future, before the first event or not ISO, with a Spanish 422; an unknown application is a 404', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    for (const [path, field, message] of [
      [`state?at=${future}`, 'at', AUDIT_MESSAGES.future],
      ['state?at=2001-01-01T00:00:00Z', 'at', expect.stringContaining('anterior al primer evento')],
      ['state?at=ayer', 'at', AUDIT_MESSAGES.instant],
      [`diff?from=${at('approved')}&to=${at('saved')}`, 'from', AUDIT_MESSAGES.order],
      [`diff?from=${at('saved')}&to=${future}`, 'to', AUDIT_MESSAGES.future],
    ] as const) {
      const res = await audit(path);
      expect([path, res.status, res.body.errors?.[field]]).toEqual([path, 422, [message]]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await audit('state?at=ayer')).body.message).toBe(VALIDATION);
    const unknown = await auditor.get(`audit/applications/00000000-0000-4000-8000-000000000000/state?at=${at('saved')}`);
    expect(unknown.status).toBe(404);
  });

  it('lets the auditor read the staff screens without starting a review, and refuses its writes', async () => {
    const other = await submittedApplication(system, reader);
    const before = await reader.stream(`application-${other.id}`);
    // Another account's submission: the auditor's read is eventually consistent with it (read-your-writes covers own writes).
    await eventually(async () => expectOk(await auditor.get(`applications/details?id=${other.id}`)).body.application.application_info.status === 'submitted');
    expect((await reader.stream(`application-${other.id}`)).length).toBe(before.length);
    for (const path of ['applications/all', `applications/history?application_id=${other.id}`, 'applications/statistics', `applications/access-log?application_id=${other.id}`]) expectOk(await auditor.get(path));
    const decide = await auditor.post('applications/update-status', { application_id: other.id, new_status: 'approved', correction_notes: 'x' });
    expect([decide.status, decide.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
    expect((await auditor.put(`applications/update-fields?application_id=${other.id}`, { address_details: { parish: 'x' } })).status).toBe(403);
    expect((await auditor.post('applications/auto-reject')).status).toBe(403);
    expect((await auditor.get('users')).status).toBe(403);
    expect((await reader.stream(`application-${other.id}`)).length).toBe(before.length);
  });
});
