import request from 'supertest';
import { applicationStream } from '@postula/domain';
import type { Reviewer } from '@postula/domain';
import { createStaffUser, eventReader, login } from '../support/accounts.js';
import { readModelsReach } from '../support/read-models.js';
import type { TestSystem } from '../support/test-system.js';
import { API, completeSteps, expectOk, finalSubmission, newApplicant } from './applications.fixture.js';
import type { ApplicantClient } from './applications.fixture.js';

/** Shared by the statistics, exports and audit suites: staff clients, submitted applications, review events seeded on the stream. */

export type Reader = ReturnType<typeof eventReader>;

/** A staff member's (or anyone's) HTTP client; `readModelsReach` first when it must see someone else's write. */
export const client = (system: TestSystem, token?: string) => ({
  get: (path: string) => {
    const req = request(system.url).get(`${API}/${path}`);
    if (token) void req.set('Authorization', `Bearer ${token}`);
    return req;
  },
  /** A binary body (PDF, xlsx, documents) as a Buffer. */
  download: (path: string) => {
    const req = request(system.url)
      .get(`${API}/${path}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    if (token) void req.set('Authorization', `Bearer ${token}`);
    return req;
  },
});

export async function staffMember(system: TestSystem, role: 'reviewer' | 'superadmin') {
  const user = await createStaffUser(system.app, role);
  const res = await login(system.url, 'user', user.email, user.password);
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status}`);
  return { ...user, token: res.body.token as string };
}

/** An applicant with the exam, steps 1–8 and every document done, and the application sent. */
export async function submittedApplicant(system: TestSystem, reader: Reader): Promise<ApplicantClient> {
  const applicant = await newApplicant(system.url, reader);
  await completeSteps(applicant);
  const submitted = expectOk(await applicant.send('post', 'application/submit', finalSubmission()));
  // Staff read it next: another account's write, which the API does not make their reads wait for.
  await readModelsReach(system.url, submitted.headers['x-consistency-token']);
  return applicant;
}

export const reviewer = (id: string, fullName: string, email: string): Reviewer => ({ id, fullName, email });

/**
 * Review events appended straight to the application's stream, with the shapes of libs/domain/src/applications/application.events.ts
 * (what the review endpoints record). Returns the position to wait for.
 */
export async function seedReview(reader: Reader, applicant: ApplicantClient, events: { type: string; data: Record<string, unknown> }[]): Promise<string> {
  const stream = applicationStream(applicant.id);
  const current = await reader.stream(stream);
  const recipient = { email: applicant.email, firstName: 'Ana', lastName: 'Pérez' };
  const result = await reader.store.append(
    stream,
    events.map((e) => ({ type: e.type, data: { applicantId: applicant.id, ...recipient, ...e.data } as never })),
    current.length - 1,
  );
  applicant.sees(result.position);
  return result.position;
}

export const decided = (decision: 'approved' | 'approved_out' | 'rejected', by: Reviewer, decidedAt: string, previousStatus = 'under_review') => ({
  type: 'ApplicationDecided',
  data: { decision, reviewer: by, notes: 'Revisado', previousStatus, decidedAt },
});

export const reviewStarted = (by: Reviewer, startedAt: string) => ({ type: 'ReviewStarted', data: { reviewer: by, previousStatus: 'submitted', startedAt } });

export const correctionsRequested = (by: Reviewer, requestedAt: string) => ({
  type: 'CorrectionsRequested',
  data: { notes: 'Revise su teléfono', flags: { personal_details: { phone: true } }, reviewer: by, previousStatus: 'under_review', correctionDeadline: null, requestedAt },
});
