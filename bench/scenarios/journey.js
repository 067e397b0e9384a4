// Scenario 1: N virtual applicants, each registering, logging in, taking the exam, saving the nine steps,
// uploading seven small files, submitting and reading their status, `concurrency` of them at a time. Every request's
// latency is kept by kind; journeys per minute over the whole run.
import { randomBytes } from 'node:crypto';
import { demoJpeg, demoPdf, demoPng } from '../../dist/api/src/demo/demo-files.js';

const API = '/backend/api';
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

// The bodies of the API's own HTTP tests (test/e2e/applications.fixture.ts): a graduate, so seven documents apply.
const STEPS = [
  ['personal-details', { date_of_birth: '2003-03-14', country_of_birth: 'Ecuador', province_of_birth: 'Guayas', city_of_birth: 'Guayaquil', gender: 'female', marital_status: 'soltero', phone_number: '0991234567', blood_type: 'O+' }],
  ['address-details', { address: 'Av. 9 de Octubre 123', house_number: '45', home_phone: '042345678', mobile_phone: '0987654321', province: 'Guayas', city: 'Guayaquil', parish: 'Tarqui', sector: 'NORTE', housing_type: 'casa', basic_services: ['water', 'electricity'], facebook: '', instagram: '', twitter: '', ocupacion_vivienda: 'propia', tiene_inquilinos: '0', numero_dormitorios: 3 }],
  ['academic-details', { is_foreign_institution: '0', currently_studying_school: '0', province: 'Guayas', city: 'Guayaquil', institution_type: 'fiscal', graduation_institution: 'Colegio Vicente Rocafuerte', graduation_year: 2022, graduation_grade: 92.5, bachelor_degree: 'Bachiller en Ciencias', currently_studying: '0' }],
  ['personal-references', { full_name: 'Luis Mora', relationship: 'tio', mobile_phone: '0991112233', home_phone: '' }],
  ['personal-references', { full_name: 'Carmen Vera', relationship: 'primo', mobile_phone: '0991112244', home_phone: '' }],
  ['household-members', { first_name: 'Rosa', last_name: 'Pérez', age: 45, marital_status: 'casado', relationship: 'madre', education_level: 'secundaria', occupation: 'Comerciante', company_institution: 'Mercado Central', home_phone: '', mobile_phone: '0998887766', contributors: 2 }],
  ['economic-status', { currently_working: '0', under_dependency: '0', entrepreneur_artisan: '0' }],
  ['financial-summary', { monthly_income: 450, housing_expenses: 120, food_expenses: 150, education_expenses: 30, transport_expenses: 25, health_expenses: 10, clothing_expenses: 15, basic_services_expenses: 40, credit_card_expenses: 0, other_expenses: 5.5 }],
];
const pdf = (title) => ({ data: demoPdf(title, ['Documento de prueba']), name: `${title}.pdf`, type: 'application/pdf' });
const DOCUMENTS = {
  id_card: pdf('cedula'),
  photo_id: { data: demoJpeg(2, 2, () => 128), name: 'foto.jpg', type: 'image/jpeg' },
  graduation_certificate: pdf('acta'),
  bachelor_degree: pdf('titulo'),
  utility_bill: { data: demoPng(8, 8, () => [200, 180, 40]), name: 'planilla.png', type: 'image/png' },
  laptop_proof: pdf('laptop'),
  economic_support: pdf('rol'),
};

/**
 * `call(method, path, {body, headers})` is the bench's JSON client; uploads go through fetch's FormData. `identity(n)`
 * gives a registration body; `passwordOf(id)` reads the temporary password as the welcome e-mail would carry it.
 */
export async function runJourneys({ appUrl, call, count, concurrency, identity, passwordOf, address }) {
  const latencies = new Map();
  const statuses = {};
  let errors = 0;
  let completed = 0;
  const firstErrors = [];
  async function timed(kind, send) {
    const started = performance.now();
    const res = await send();
    const ms = performance.now() - started;
    if (!latencies.has(kind)) latencies.set(kind, []);
    latencies.get(kind).push(ms);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status >= 400) throw new Error(`${kind} ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res;
  }
  async function upload(token, type, file) {
    const form = new FormData();
    form.append(type, new Blob([file.data], { type: file.type }), file.name);
    const res = await fetch(`${appUrl}${API}/application/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: await res.json().catch(() => undefined) };
  }
  async function journey(n) {
    const body = identity(n);
    const registered = await timed('register', () => call('POST', `${API}/auth/applicant/register`, { headers: { 'x-forwarded-for': address() }, body }));
    const password = await passwordOf(registered.body.applicant_id);
    const signedIn = await timed('login', () => call('POST', `${API}/auth/applicant/login`, { headers: { 'x-forwarded-for': address() }, body: { email: body.email, password } }));
    const headers = { authorization: `Bearer ${signedIn.body.token}` };
    const exam = await timed('exam (read)', () => call('GET', `${API}/diagnostic/exam`, { headers }));
    const answers = Object.values(exam.body).flat().map((q) => ({ question_id: q.id, selected_option: 'a' }));
    await timed('exam (submit)', () => call('POST', `${API}/diagnostic/submit`, { headers, body: { answers } }));
    for (const [step, stepBody] of STEPS) await timed(`step ${step}`, () => call('POST', `${API}/application/${step}`, { headers, body: stepBody }));
    for (const [type, file] of Object.entries(DOCUMENTS)) await timed('document upload', () => upload(signedIn.body.token, type, file));
    await timed('submit (step 9)', () => call('POST', `${API}/application/submit`, { headers, body: { motivation: 'Quiero mejorar mi inglés para estudiar.', accepts_terms: 1 } }));
    const status = await timed('status', () => call('GET', `${API}/application/status`, { headers }));
    if (JSON.stringify(status.body).includes('draft')) throw new Error(`status after submit: ${JSON.stringify(status.body)}`);
    completed++;
  }
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const n = next++;
        await journey(n).catch((error) => {
          errors++;
          if (firstErrors.length < 3) firstErrors.push(String(error.message ?? error));
        });
      }
    }),
  );
  const minutes = (performance.now() - started) / 60_000;
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    [...latencies].map(([kind, times]) => {
      times.sort((a, b) => a - b);
      return [kind, { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) }];
    }),
  );
  return { completed, errors, firstErrors, minutes, perMinute: completed / minutes, requests: all.length, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99), byKind, statuses };
}

export const journeyEmail = (n) => `journey-${n}-${randomBytes(3).toString('hex')}@example.com`;
