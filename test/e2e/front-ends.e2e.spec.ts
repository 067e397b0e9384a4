import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { startTestSystem, type TestSystem } from '../support/test-system.js';

describe('front ends served by the API', () => {
  let system: TestSystem;
  let browser: Browser;
  beforeAll(async () => {
    system = await startTestSystem();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await system.close();
  });

  async function open(path: string) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(system.url.replace('127.0.0.1', 'localhost') + path);
    return { page, errors };
  }

  it('shows the portal landing page with the countdown read from the API', async () => {
    const { page, errors } = await open('/');
    await page.getByText('LAS POSTULACIONES TERMINARÁN EN').waitFor();
    await page.getByText('Consultar estado de postulación').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the staff panel under /admin/, starting at its login', async () => {
    const { page, errors } = await open('/admin/');
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    expect(page.url()).toContain('/admin/#/login');
    expect(await page.title()).toBe('Panel Administrativo');
    expect(errors).toEqual([]);
    await page.close();
  });
});
