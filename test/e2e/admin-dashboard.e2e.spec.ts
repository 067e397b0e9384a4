import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { STAFF_STATUS_LABELS } from '@postula/contract';
import { createStaffUser, eventReader } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';
import { DEADLINE } from './applications.fixture.js';
import { decided, reviewer, seedReview, submittedApplicant } from './statistics.fixture.js';

/**
 * The 'Panel de Control' as a reviewer at a desk reads it (1366 × 900): distinct colours per status and per series,
 * every label, figures on the pies and in each chart's table, and cards that load and fail on their own.
 * Six reviewers each approve one application and reject another: twelve series in the approvals chart.
 */
const ARTIFACTS = 'test/artifacts/admin-dashboard';
const REVIEWERS = ['Ana Vera', 'Bruno Solís', 'Carla Mena', 'Diego Paz', 'Elena Ríos', 'Fabián Luna'];

/** Day `n` of the review period (`YYYY-MM-DD`): the calendar's first phase starts six days before the deadline's day in Guayaquil. */
const periodDay = (n: number) => {
  const deadlineDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(new Date(DEADLINE));
  return new Date(Date.parse(`${deadlineDay}T00:00:00Z`) + (n - 6) * 86_400_000).toISOString().slice(0, 10);
};

describe('the staff dashboard in the browser', () => {
  let system: TestSystem;
  let browser: Browser;
  const reader = eventReader();
  let boss: { email: string; password: string };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    browser = await launchBrowser();
    boss = await createStaffUser(system.app, 'superadmin');
    const applicants = await Promise.all(Array.from({ length: REVIEWERS.length * 2 + 1 }, () => submittedApplicant(system, reader)));
    // Inside the programme's review period, which opens with the applications six days before the deadline's day.
    await Promise.all(
      REVIEWERS.map(async (name, i) => {
        const by = reviewer(randomUUID(), name, `revisor${i}@postula.test`);
        await seedReview(reader, applicants[2 * i], [decided('approved', by, `${periodDay(i % 3)}T15:00:00Z`, 'submitted')]);
        await seedReview(reader, applicants[2 * i + 1], [decided('rejected', by, `${periodDay(i % 3)}T16:00:00Z`, 'submitted')]);
      }),
    );
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await system?.close();
    await reader.close();
  });

  async function dashboard(theme: 'light' | 'dark', failing?: string) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-EC', colorScheme: theme });
    const page = await context.newPage();
    const errors: string[] = [];
    const asked: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => asked.push(r.url()));
    if (failing) await page.route((url) => url.pathname.endsWith(failing), (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"fallo"}' }));
    await page.goto(`${system.url.replace('127.0.0.1', 'localhost')}/admin/`);
    await page.locator('input[name=email]').fill(boss.email);
    await page.locator('input[name=password]').fill(boss.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor();
    return { page, errors, asked };
  }

  const card = (page: Page, title: string) => page.getByTestId(`chart-${title}`);
  /** Each legend entry's text and its mark's colour. */
  const legend = (chart: Locator) =>
    chart.locator('[class*="MuiChartsLegend-series"]').evaluateAll((items) =>
      items.map((item) => ({ label: item.textContent?.trim() ?? '', colour: getComputedStyle(item.querySelector('.MuiChartsLabelMark-fill')!).fill })),
    );

  async function check(page: Page, name: string) {
    await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  it('gives each status its colour, each series its own, every label, and the figures on the pies and in tables', async () => {
    const { page, errors, asked } = await dashboard('light');
    const statuses = card(page, 'Estado de las aplicaciones');
    await statuses.locator('[class*="MuiChartsLegend-series"]').first().waitFor();
    const statusColours = Object.fromEntries((await legend(statuses)).map((e) => [e.label, e.colour]));
    expect(Object.keys(statusColours).sort()).toEqual(Object.values(STAFF_STATUS_LABELS).sort());
    expect(statusColours['Iniciada']).not.toBe(statusColours['Rechazada']);
    expect(new Set(Object.values(statusColours)).size).toBe(Object.keys(statusColours).length);

    // The pie's slices say their figures: 6 approved, 6 rejected, 1 still sent.
    await statuses.locator('[class*="arcLabel"]', { hasText: '6' }).first().waitFor();
    await statuses.getByRole('button', { name: 'Ver tabla' }).click();
    const table = statuses.getByRole('table', { name: 'Estado de las aplicaciones: datos' });
    for (const [label, value] of [['Enviada', '1'], ['Aprobada', '6'], ['Rechazada', '6']]) await table.getByRole('row', { name: `${label} ${value}` }).waitFor();

    const approvals = card(page, 'Aprobadas y rechazadas por día y revisor');
    await approvals.locator('[class*="MuiChartsLegend-series"]').nth(11).waitFor();
    const series = await legend(approvals);
    expect(series).toHaveLength(12);
    expect(new Set(series.map((s) => s.colour)).size).toBe(12);
    // The table reads the tooltip's figures: the count and its share of the reviewer's reviews that day.
    await approvals.getByRole('button', { name: 'Ver tabla' }).click();
    await approvals.getByRole('row', { name: 'Ana Vera 1 (50,0 %) 1 (50,0 %) 2' }).waitFor();
    // Hovering a day's bars gives the same figures, in Spanish.
    await approvals.locator('.MuiBarChart-element').first().hover();
    await page.locator('[class*="MuiChartsTooltip"]').getByText('1 (50,0 %)').first().waitFor();
    await page.mouse.move(0, 0);

    const ages = card(page, 'Grupos de edad');
    for (const group of ['12 años o menos', '13 a 17 años', '18 a 24 años', '25 a 29 años', '30 a 35 años', '36 años o más']) expect(await ages.locator('svg text', { hasText: group }).count()).toBe(1);

    // The reviewer charts cover the programme's period, not a date written in the code.
    expect(asked.some((url) => url.includes(`/reviewers/daily-stats?start_date=${periodDay(0)}&`))).toBe(true);
    await check(page, 'dashboard-1366-light');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('reads the same in the dark theme', async () => {
    const { page, errors } = await dashboard('dark');
    await card(page, 'Aprobadas y rechazadas por día y revisor').locator('[class*="MuiChartsLegend-series"]').nth(11).waitFor();
    await check(page, 'dashboard-1366-dark');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows every other card when one request fails', async () => {
    const { page, errors } = await dashboard('light', '/reviewers/daily-stats');
    await card(page, 'Revisiones diarias por revisor').getByText('Error al cargar las estadísticas').waitFor({ timeout: 30_000 });
    await page.getByTestId('summary-cards').getByText('Total de Cuentas').waitFor();
    await card(page, 'Aprobadas y rechazadas por día y revisor').locator('[class*="MuiChartsLegend-series"]').first().waitFor();
    await card(page, 'Totales por revisor').getByText('Ana Vera').waitFor();
    await check(page, 'dashboard-one-failed');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
