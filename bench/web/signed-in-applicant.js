// An applicant signed in for Lighthouse: registered through the API, the temporary password replaced (so the dashboard
// opens without the forced change), then signed in through the portal's own login in a Chromium that Lighthouse
// reuses (remote debugging port, storage kept): the dashboard is measured as an applicant opens it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { unseal } from '../../dist/libs/platform/src/crypto/sealed-box.js';
import { freePort } from '../../dist/libs/platform/src/database/embedded-postgres.js';
import { call, cedula } from '../support.js';

const API = '/backend/api';

/** `{ port, close }`: a headless Chromium on `port` whose portal session belongs to a new applicant. */
export async function signedInChromium({ base, chromePath, databaseUrl, jwtSecret }) {
  const email = `lighthouse-${randomBytes(3).toString('hex')}@example.com`;
  const registered = await call(base, 'POST', `${API}/auth/applicant/register`, {
    body: { first_name: 'Ana', middle_name: 'María', last_name: 'Loor', second_last_name: 'Vera', email, identification: cedula(), identification_type: 'cedula' },
  });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.body)}`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows } = await pool.query("SELECT data FROM events.events WHERE stream_name = $1 AND type = 'ApplicantRegistered'", [`applicant-${registered.body.applicant_id}`]);
  await pool.end();
  const temporary = unseal(String(rows[0].data.sealedTemporaryPassword), jwtSecret);
  const password = `Clave-${randomBytes(6).toString('hex')}`;
  const first = await call(base, 'POST', `${API}/auth/applicant/login`, { body: { email, password: temporary } });
  const changed = await call(base, 'POST', `${API}/applicant/update-password`, { headers: { authorization: `Bearer ${first.body.token}` }, body: { current_password: temporary, new_password: password } });
  if (changed.status >= 300) throw new Error(`password ${changed.status} ${JSON.stringify(changed.body)}`);

  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const chrome = spawn(chromePath, ['--headless=new', '--no-sandbox', '--disable-background-networking', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  let browser;
  for (let attempt = 0; !browser; attempt++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch((error) => {
      if (attempt > 50) throw error;
      return new Promise((resolve) => setTimeout(resolve, 200));
    });
  }
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}#/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByText('Próximos Pasos').waitFor();
  // Cold, as a first visit of the day: the session stays, the cached scripts go.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  // Playwright lets go of the browser (it would hold the tab Lighthouse opens); the browser and its storage stay.
  await browser.close();
  return {
    port,
    async close() {
      chrome.kill('SIGTERM');
      await new Promise((resolve) => chrome.on('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
