import request from 'supertest';
import type { Response } from 'supertest';
import { applicationStream } from '@postula/domain';
import type { CorrectionFlags } from '@postula/domain';
import { demoJpeg, demoPdf, demoPng } from '../../api/src/demo/demo-files.js';
import { eventReader, login, registerApplicant } from '../support/accounts.js';
import { readModelsReach } from '../support/read-models.js';
import { suiteResource } from '../support/suite-resource.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';

/** Shared by the application and exam e2e suites: an applicant's HTTP client, valid step bodies, files, seeded staff events. */

export const API = '/backend/api';
export const VALIDATION = 'Por favor corrija los siguientes errores:';
/** An open period that ends soon enough for a replica whose clock runs 3 hours ahead to be past it. */
export const DEADLINE = new Date(Date.now() + 2 * 3600_000).toISOString();
export const AFTER_DEADLINE_MS = 3 * 3600_000;

export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * An applicant's client with its bearer token. The API makes its reads wait for its own writes; a write of someone
 * else (a seeded staff event, a reviewer's decision) is waited for here, after `sees`.
 */
export class ApplicantClient {
  private awaited?: string;

  constructor(
    readonly url: string,
    readonly id: string,
    readonly email: string,
    readonly token: string,
  ) {}

  on(url: string): ApplicantClient {
    const other = new ApplicantClient(url, this.id, this.email, this.token);
    other.awaited = this.awaited;
    return other;
  }

  request(method: Method, path: string) {
    return request(this.url)[method](`${API}/${path}`).set('Authorization', `Bearer ${this.token}`);
  }

  async send(method: Method, path: string, body?: object): Promise<Response> {
    await this.caughtUp();
    const req = this.request(method, path);
    return await (body === undefined ? req : req.send(body));
  }

  async upload(path: string, files: Record<string, { data: Buffer; name: string }>, fields: Record<string, string> = {}): Promise<Response> {
    await this.caughtUp();
    const req = this.request('post', path);
    for (const [name, value] of Object.entries(fields)) void req.field(name, value);
    for (const [name, file] of Object.entries(files)) void req.attach(name, file.data, file.name);
    return await req;
  }

  get = (path: string) => this.send('get', path);

  /** Makes the next request wait for the read models to reach a write made outside this client. */
  sees(position: string): this {
    this.awaited = position;
    return this;
  }

  private async caughtUp(): Promise<void> {
    if (!this.awaited) return;
    await readModelsReach(this.url, this.awaited);
    this.awaited = undefined;
  }
}

export const events = (databaseUrl?: string) => eventReader(databaseUrl);

export async function newApplicant(url: string, reader: ReturnType<typeof eventReader>): Promise<ApplicantClient> {
  const account = await registerApplicant(url, reader);
  const res = await login(url, 'applicant', account.email, account.password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return new ApplicantClient(url, account.id, account.email, res.body.token);
}

/** The whole system (API, projections, worker) with the application deadline ahead for a file's tests, and a reader of its events. */
export function applicationsSystem(): { system: () => TestSystem; reader: ReturnType<typeof eventReader> } {
  const reader = events();
  afterAll(() => reader.close());
  return { system: suiteResource(() => startTestSystem({ APPLICATION_DEADLINE: DEADLINE })), reader };
}

/** A new applicant who has taken the exam: the form may be filled. */
export async function examinedApplicant(url: string, reader: ReturnType<typeof eventReader>): Promise<ApplicantClient> {
  const client = await newApplicant(url, reader);
  expectOk(await takeExam(client));
  return client;
}

/** Answers every question of the exam the API serves (option a: the grade does not matter here). */
export async function takeExam(client: ApplicantClient): Promise<Response> {
  const exam = (await client.get('diagnostic/exam')).body as Record<string, { id: number }[]>;
  const answers = Object.values(exam)
    .flat()
    .map((q) => ({ question_id: q.id, selected_option: 'a' }));
  return client.send('post', 'diagnostic/submit', { answers });
}

/** A birth day that makes the applicant `years` old today and for a month more (Guayaquil's day). */
export const bornYearsAgo = (years: number) => {
  const d = new Date(Date.now() - 5 * 3600_000);
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

export const personalDetails = (overrides: object = {}) => ({
  date_of_birth: '2005-03-14',
  country_of_birth: 'Ecuador',
  province_of_birth: 'Guayas',
  city_of_birth: 'Guayaquil',
  gender: 'female',
  marital_status: 'soltero',
  phone_number: '0991234567',
  blood_type: 'O+',
  ...overrides,
});

export const addressDetails = (overrides: object = {}) => ({
  address: 'Av. 9 de Octubre 123',
  house_number: '45',
  home_phone: '042345678',
  mobile_phone: '0987654321',
  province: 'Guayas',
  city: 'Guayaquil',
  parish: 'Tarqui',
  sector: 'NORTE',
  housing_type: 'casa',
  basic_services: ['water', 'electricity'],
  facebook: 'https://facebook.com/ana',
  instagram: '',
  twitter: '',
  ocupacion_vivienda: 'propia',
  tiene_inquilinos: '0',
  numero_dormitorios: 3,
  ...overrides,
});

/** A current school student unless told otherwise. */
export const academicDetails = (overrides: object = {}) => ({
  is_foreign_institution: '0',
  currently_studying_school: '1',
  province: 'Guayas',
  city: 'Guayaquil',
  institution_type: 'fiscal',
  graduation_institution: 'Colegio Vicente Rocafuerte',
  graduation_grade: 9.2,
  currently_studying: '0',
  ...overrides,
});

export const graduateAcademicDetails = () =>
  academicDetails({ currently_studying_school: '0', graduation_year: 2022, graduation_grade: 92.5, bachelor_degree: 'Bachiller en Ciencias' });

export const reference = (overrides: object = {}) => ({ full_name: 'Luis Mora', relationship: 'tio', mobile_phone: '0991112233', home_phone: '', ...overrides });

export const member = (overrides: object = {}) => ({
  first_name: 'Rosa',
  last_name: 'Pérez',
  age: 45,
  marital_status: 'casado',
  relationship: 'madre',
  education_level: 'secundaria',
  occupation: 'Comerciante',
  company_institution: 'Mercado Central',
  home_phone: '',
  mobile_phone: '0998887766',
  contributors: 2,
  ...overrides,
});

export const notWorking = () => ({ currently_working: '0', under_dependency: '0', entrepreneur_artisan: '0' });

export const financialSummary = (overrides: object = {}) => ({
  monthly_income: 450,
  housing_expenses: 120,
  food_expenses: 150,
  education_expenses: 30,
  transport_expenses: 25,
  health_expenses: 10,
  clothing_expenses: 15,
  basic_services_expenses: 40,
  credit_card_expenses: 0,
  other_expenses: 5.5,
  ...overrides,
});

export const finalSubmission = (overrides: object = {}) => ({ motivation: 'Quiero mejorar mi inglés para estudiar.', accepts_terms: 1, ...overrides });

/** Small files whose content is what the name says (or not, when a test wants otherwise). */
export const files = {
  pdf: (name = 'documento.pdf') => ({ data: demoPdf('Documento', ['Prueba']), name }),
  png: (name = 'foto.png') => ({ data: demoPng(8, 8, () => [200, 180, 40]), name }),
  jpeg: (name = 'foto.jpg') => ({ data: demoJpeg(2, 2, () => 128), name }),
  /** A Windows executable renamed to look like a PDF. */
  exe: (name = 'cedula.pdf') => ({ data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0), Buffer.from('PE\0\0')]), name }),
  /** A real PDF header over the 4 MB limit. */
  oversized: (name = 'grande.pdf') => ({ data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * 1024 * 1024 + 10, 0x20)]), name }),
};

/** Every document a school student needs (no bachelor_degree). */
export const studentDocuments = () => ({
  id_card: files.pdf('cedula.pdf'),
  photo_id: files.jpeg('foto.jpg'),
  graduation_certificate: files.pdf('acta.pdf'),
  utility_bill: files.png('planilla.png'),
  laptop_proof: files.pdf('laptop.pdf'),
  economic_support: files.pdf('rol.pdf'),
});

export function expectOk(res: Response, status = 200): Response {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** The exam and steps 1–8 with every document: ready for step 9. */
export async function completeSteps(client: ApplicantClient, personal = personalDetails()): Promise<void> {
  expectOk(await takeExam(client));
  expectOk(await client.send('post', 'application/personal-details', personal));
  expectOk(await client.send('post', 'application/address-details', addressDetails()));
  expectOk(await client.send('post', 'application/academic-details', academicDetails()));
  expectOk(await client.send('post', 'application/personal-references', reference()));
  expectOk(await client.send('post', 'application/household-members', member()));
  expectOk(await client.send('post', 'application/economic-status', notWorking()));
  expectOk(await client.upload('application/documents', studentDocuments()));
  expectOk(await client.send('post', 'application/financial-summary', financialSummary()));
}

/** What the staff review will record: appended straight to the stream until its API lands. */
export async function seedCorrections(reader: ReturnType<typeof eventReader>, client: ApplicantClient, flags: CorrectionFlags, notes = 'Revise los campos marcados', correctionDeadline: string | null = null) {
  const applicantId = client.id;
  const stream = await reader.stream(applicationStream(applicantId));
  const result = await reader.store.append(
    applicationStream(applicantId),
    [
      {
        type: 'CorrectionsRequested',
        data: {
          applicantId,
          email: client.email,
          firstName: 'Ana',
          lastName: 'Pérez',
          notes,
          flags,
          reviewer: { id: '00000000-0000-4000-8000-000000000001', fullName: 'Revisora de prueba', email: 'revisora@postula.test' },
          previousStatus: 'submitted',
          correctionDeadline,
          requestedAt: new Date().toISOString(),
        },
        metadata: { actorRole: 'reviewer', actorId: '00000000-0000-4000-8000-000000000001' },
      },
    ],
    stream.length - 1,
  );
  client.sees(result.position);
}
