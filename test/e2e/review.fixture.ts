import request from 'supertest';
import type { Response } from 'supertest';
import { loadExamBank } from '@postula/catalogs';
import type { StaffRole } from '@postula/domain';
import { createStaffUser, eventReader, login, registerApplicant } from '../support/accounts.js';
import { readModelsReach } from '../support/read-models.js';
import { eventually, type TestSystem } from '../support/test-system.js';
import {
  academicDetails,
  addressDetails,
  API,
  ApplicantClient,
  expectOk,
  finalSubmission,
  financialSummary,
  member,
  notWorking,
  personalDetails,
  reference,
  studentDocuments,
} from './applications.fixture.js';

/** Shared by the review suites: staff clients and submitted applications with chosen facts. */

/** The app under test: a whole test system, or the API alone (replay suites run their own projections). */
type Running = Pick<TestSystem, 'url' | 'app'>;
const bank = loadExamBank();

/**
 * A staff member's client with its bearer token. The API makes its reads wait for its own writes; a write of someone
 * else (an applicant's resubmission) is waited for here, after `sees`.
 */
export class StaffClient {
  private awaited?: string;

  constructor(
    readonly url: string,
    readonly id: string,
    readonly token: string,
  ) {}

  async send(method: 'get' | 'post' | 'put', path: string, body?: object): Promise<Response> {
    if (this.awaited) await readModelsReach(this.url, this.awaited);
    this.awaited = undefined;
    const req = request(this.url)[method](`${API}/${path}`).set('Authorization', `Bearer ${this.token}`);
    return await (body === undefined ? req : req.send(body));
  }

  get = (path: string) => this.send('get', path);
  post = (path: string, body: object = {}) => this.send('post', path, body);
  put = (path: string, body: object) => this.send('put', path, body);

  /** Makes the next request wait for the read models to reach another person's write (its answer's token). */
  sees(res: Response): this {
    const token = res.headers['x-consistency-token'];
    if (typeof token === 'string') this.awaited = token;
    return this;
  }
}

export async function staffClient(system: Running, role: StaffRole): Promise<StaffClient> {
  const user = await createStaffUser(system.app, role);
  const res = await login(system.url, 'user', user.email, user.password);
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status}`);
  return new StaffClient(system.url, user.id, res.body.token);
}

/** Answers `correct` questions of the bank right and the rest wrong. */
export function examAnswers(correct: number) {
  return bank.map((q, i) => ({ question_id: q.id, selected_option: i < correct ? q.correct_option : (['a', 'b', 'c'].find((o) => o !== q.correct_option) as string) }));
}

export interface ApplicationFacts {
  correct?: number;
  personal?: object;
  address?: object;
  academic?: object;
  financial?: object;
  registration?: Record<string, unknown>;
  /** Stop before sending: every step saved, the application not submitted. */
  unsent?: boolean;
}

/** Registers an applicant and drives them through the exam, the nine steps and (unless `unsent`) submission over HTTP. */
export async function submittedApplication(system: Pick<Running, 'url'>, reader: ReturnType<typeof eventReader>, facts: ApplicationFacts = {}): Promise<ApplicantClient> {
  const account = await registerApplicant(system.url, reader, facts.registration);
  const signedIn = await login(system.url, 'applicant', account.email, account.password);
  if (signedIn.status !== 200) throw new Error(`login failed: ${signedIn.status}`);
  const client = new ApplicantClient(system.url, account.id, account.email, signedIn.body.token);
  expectOk(await client.send('post', 'diagnostic/submit', { answers: examAnswers(facts.correct ?? 30) }));
  expectOk(await client.send('post', 'application/personal-details', personalDetails({ phone_number: uniquePhone(), ...facts.personal })));
  expectOk(await client.send('post', 'application/address-details', addressDetails({ mobile_phone: uniquePhone(), ...facts.address })));
  expectOk(await client.send('post', 'application/academic-details', academicDetails(facts.academic)));
  expectOk(await client.send('post', 'application/personal-references', reference()));
  expectOk(await client.send('post', 'application/household-members', member()));
  expectOk(await client.send('post', 'application/economic-status', notWorking()));
  expectOk(await client.upload('application/documents', studentDocuments()));
  let last = expectOk(await client.send('post', 'application/financial-summary', financialSummary(facts.financial)));
  if (!facts.unsent) last = expectOk(await client.send('post', 'application/submit', finalSubmission()));
  // Staff read it next: another account's write, which the API does not make their reads wait for.
  await readModelsReach(system.url, last.headers['x-consistency-token']);
  return client;
}

/**
 * Waits until the staff details read model shows the application in `status` (another account's write: no
 * read-your-writes). Through an auditor, whose reads never start a review (a reviewer's would change the status).
 */
export async function staffSees(auditor: StaffClient, applicationId: string, status: string): Promise<void> {
  await eventually(async () => (await auditor.get(`applications/details?id=${applicationId}`)).body.application?.application_info?.status === status, 60_000);
}

let phones = 0;
/** Mobile numbers no other application of the run shares (so duplicates appear only where a test wants them). */
export const uniquePhone = () => `09${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(5, '0')}`;
