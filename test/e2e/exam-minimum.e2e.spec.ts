import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '@postula/platform';
import { eventReader } from '../support/accounts.js';
import { launchBrowser } from '../support/browser.js';
import { eventually, startTestSystem, type TestSystem } from '../support/test-system.js';
import { API, DEADLINE, expectOk, newApplicant } from './applications.fixture.js';
import { checkScreen, signedIn } from './portal-form.fixture.js';
import { examAnswers, staffClient, submittedApplication } from './review.fixture.js';

const ARTIFACTS = 'test/artifacts/exam-minimum';
const PHONE = { width: 360, height: 740 };

/**
 * The exam's minimum is the programme's setting (config/programme.json `exam.minCorrectAnswers`, here 15): the landing
 * promises it, the exam result says what falling short means, the form is not offered for nothing, and the entry
 * conditions and the automatic rejection apply that same number.
 */
describe('the exam minimum, a real entry condition', () => {
  const reader = eventReader();
  let system: TestSystem;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const programme = JSON.parse(readFileSync(join(repoRoot(), 'config', 'programme.json'), 'utf8'));
    const file = join(ARTIFACTS, 'programme.json');
    writeFileSync(file, JSON.stringify({ ...programme, exam: { minCorrectAnswers: 15 } }));
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE, PROGRAMME_FILE: file });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });

  it('tells the applicant below the minimum what it means, and rejects with the programme minimum', async () => {
    expect(expectOk(await request(system.url).get(`${API}/public/programme`)).body.exam_minimum_notice).toContain('al menos 15 respuestas correctas');

    const short = await newApplicant(system.url, reader);
    expectOk(await short.send('post', 'diagnostic/submit', { answers: examAnswers(14) }));
    expect(expectOk(await short.get('diagnostic/status')).body).toEqual({
      has_completed_exam: true,
      correct_answers: 14,
      total_questions: 40,
      minimum_correct_answers: 15,
      meets_minimum: false,
      meaning: expect.stringContaining('No alcanzaste el mínimo de 15 respuestas correctas'),
    });

    // An application sent anyway fails the entry conditions with the programme's number and is rejected automatically.
    const [failing, passing] = [await submittedApplication(system, reader, { correct: 14 }), await submittedApplication(system, reader, { correct: 15 })];
    const boss = await staffClient(system, 'superadmin');
    const rows = await eventually(async () => {
      const listed = expectOk(await boss.get('applications/entry-conditions')).body.applications as { application_id: string; entry_condition: string }[];
      return listed.some((r) => r.application_id === failing.id) ? listed : undefined;
    });
    expect(rows.find((r) => r.application_id === failing.id)?.entry_condition).toBe('Menos de 15 respuestas correctas en el examen diagnóstico (14)');
    expect(rows.find((r) => r.application_id === passing.id)).toBeUndefined();
    expect(expectOk(await boss.post('applications/auto-reject')).body.rejected).toBe(1);

    for (const scheme of ['light', 'dark'] as const) {
      const context = await signedIn(browser, short, PHONE, scheme);
      const page = await context.newPage();
      await page.goto(`${system.url}/#/evaluacion`);
      await page.getByText('Respuestas correctas:').waitFor();
      await page.getByText('No alcanzaste el mínimo de 15 respuestas correctas', { exact: false }).waitFor();
      expect(await page.getByText('Continúa con el formulario').count()).toBe(0);
      await checkScreen(page);
      await shot(page, `360-${scheme}-exam-result-below-minimum`);
      await page.goto(`${system.url}/#/dashboard`);
      await page.getByRole('heading', { name: 'Paso 1: Evaluación diagnóstica' }).waitFor();
      await page.getByText('No alcanzaste el mínimo de 15 respuestas correctas', { exact: false }).first().waitFor();
      // No form to fill for nothing.
      expect(await page.getByRole('link', { name: 'Iniciar Formulario' }).count()).toBe(0);
      expect(await page.getByText('Lo que falta para enviar tu postulación').count()).toBe(0);
      await checkScreen(page);
      await shot(page, `360-${scheme}-dashboard-below-minimum`);
      await context.close();
    }
  }, 240_000);
});
