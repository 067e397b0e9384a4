// The staff panel in Chromium at 1366 × 900, every page in a fresh context (no cache, no storage): the time from
// navigation to the visible login form without a session (with the history entries it added and the logout requests it
// sent; the applicant's login likewise, for comparison), then each screen's first render with a session: from
// navigation to the screen showing its data.
import { chromium } from 'playwright-core';
import { call, log, round } from '../support.js';

const RUNS = 3;
const VIEWPORT = { width: 1366, height: 900 };

/** A row of a table with text in it (react-admin's loading skeleton rows have none). */
const dataRow = (page) => page.locator('tbody tr').filter({ hasText: /\S/ }).first();

/** Each screen: its address, and what shows once its data has arrived. */
const SCREENS = [
  { name: 'Dashboard', hash: '#/dashboard', shown: (page) => page.getByRole('heading', { name: 'Estado de las aplicaciones' }) },
  { name: 'Aplicaciones', hash: '#/applications', shown: dataRow },
  { name: 'Detalles de la Aplicación', hash: (ids) => `#/applications/${ids.application}/show`, shown: (page) => page.getByText('Información de la aplicación').first() },
  { name: 'Línea de tiempo (tras abrir Detalles)', hash: (ids) => `#/applications/${ids.application}/show`, before: (page) => page.getByRole('tab', { name: 'Línea de tiempo' }).click(), shown: (page) => page.getByRole('slider').first() },
  { name: 'Aplicantes', hash: '#/applicants', shown: dataRow },
  { name: 'Revisores', hash: '#/reviewers', shown: dataRow },
  { name: 'Registro de Emails', hash: '#/emails', shown: dataRow },
  { name: 'Usuarios', hash: '#/users', shown: dataRow },
  { name: 'Postulantes a rechazar', hash: '#/users/auto-reject', shown: (page) => page.getByText('¡Atención!').or(page.getByRole('alert')).first() },
  { name: 'Verificación en dos pasos', hash: '#/two-factor', shown: (page) => page.getByRole('heading', { name: 'Verificación en dos pasos' }).first() },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `{ login: {...}, screens: [{ name, ms }] }`; `staff` is a superadmin's e-mail and password. */
export async function measureStaffPanel({ base, chromePath, staff }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const login = await measureLogin(browser, `${base}admin/`, (page) => page.getByPlaceholder('Correo electrónico'), 'staff login');
    // The applicant's login on the same box at the same moment, for comparison.
    const applicantLogin = await measureLogin(browser, `${base}#/login`, (page) => page.getByRole('button', { name: 'Ingresar' }), 'applicant login');
    const signedIn = await call(base, 'POST', '/backend/api/auth/user/login', { body: staff });
    if (signedIn.status !== 200) throw new Error(`staff login failed: ${signedIn.status}`);
    const { token, user } = signedIn.body;
    const list = await call(base, 'GET', '/backend/api/applications/all?page=1&per_page=1', { headers: { authorization: `Bearer ${token}` } });
    const ids = { application: list.body?.data?.[0]?.id };
    const screens = [];
    for (const screen of SCREENS) {
      if (typeof screen.hash === 'function' && !ids.application) continue;
      const times = [];
      for (let run = 0; run < RUNS; run++) times.push(await firstRender(browser, base, screen, ids, { token, user }));
      screens.push({ name: screen.name, ms: median(times), runs: times });
      log(`  ${screen.name}: ${times.join(', ')} ms`);
    }
    return { login, applicantLogin, screens };
  } finally {
    await browser.close();
  }
}

async function measureLogin(browser, url, form, name) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-EC' });
    await context.addInitScript(() => {
      window.startingHistory = history.length;
    });
    const page = await context.newPage();
    let logouts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/backend/api/auth/logout')) logouts++;
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await form(page).waitFor({ timeout: 60_000 });
    const ms = Date.now() - started;
    await page.waitForTimeout(1000);
    runs.push({ ms, historyAdded: await page.evaluate(() => history.length - window.startingHistory), logouts });
    await context.close();
  }
  log(`  ${name}: ${runs.map((r) => r.ms).join(', ')} ms`);
  return { ms: median(runs.map((r) => r.ms)), runs: runs.map((r) => r.ms), historyAdded: Math.max(...runs.map((r) => r.historyAdded)), logouts: runs.reduce((n, r) => n + r.logouts, 0) };
}

async function firstRender(browser, base, screen, ids, session) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-EC' });
  await context.addInitScript(({ token, user }) => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('auth_data', JSON.stringify({ user, token }));
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  const page = await context.newPage();
  const hash = typeof screen.hash === 'function' ? screen.hash(ids) : screen.hash;
  let started = Date.now();
  await page.goto(`${base}admin/${hash}`, { waitUntil: 'commit' });
  if (screen.before) {
    // A tab of a screen: timed from the click, once the screen around it is shown.
    await page.getByText('Información de la aplicación').first().waitFor({ timeout: 60_000 });
    started = Date.now();
    await screen.before(page);
  }
  await screen.shown(page).waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await context.close();
  return round(ms, 0);
}
