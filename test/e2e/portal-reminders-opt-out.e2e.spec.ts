import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { remindersStream } from '@postula/domain';
import { reminderOptOutToken } from '@postula/platform';
import { seriousAxeViolations } from '../support/browser.js';
import { registerApplicant } from '../support/accounts.js';
import { TEST_JWT_SECRET } from '../support/test-system.js';
import { API } from './applications.fixture.js';
import { formJourneySystem } from './portal-form.fixture.js';

const ARTIFACTS = 'test/artifacts/portal-reminders';
mkdirSync(ARTIFACTS, { recursive: true });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page a reminder's "No deseo recibir más recordatorios" link opens: nothing changes until a button is pressed. */
describe('portal: leaving the reminders', () => {
  const running = formJourneySystem();

  it.each([
    ['light', 360],
    ['dark', 360],
    ['light', 1366],
  ] as const)('in the %s theme at %i px confirms in Spanish, once pressed, and passes axe', async (scheme, width) => {
    const { browser, system, reader } = running;
    const account = await registerApplicant(system.url, reader);
    const token = reminderOptOutToken(account.id, TEST_JWT_SECRET);
    const context = await browser.newContext({ viewport: { width, height: 760 }, locale: 'es-EC', colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${system.url}/#/recordatorios/baja?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { name: 'Recordatorios por correo' }).waitFor();
    expect(await reader.stream(remindersStream(account.id))).toEqual([]);

    await page.getByRole('button', { name: 'No deseo recibir más recordatorios' }).click();
    await page.getByRole('status').filter({ hasText: 'Listo: ya no recibirás recordatorios' }).waitFor();
    expect((await reader.stream(remindersStream(account.id))).map((e) => e.type)).toEqual(['RemindersOptedOut']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/${width}-${scheme}-opted-out.png`, fullPage: true });
    await context.close();
  });

  it.each(['light', 'dark'] as const)('in the %s theme at 360 px shows one already opted out as such and takes them back in', async (scheme) => {
    const { browser, system, reader } = running;
    const account = await registerApplicant(system.url, reader);
    const token = reminderOptOutToken(account.id, TEST_JWT_SECRET);
    expect((await request(system.url).post(`${API}/reminders/opt-out`).send({ token })).status).toBe(200);
    const context = await browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'es-EC', colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${system.url}/#/recordatorios/baja?token=${encodeURIComponent(token)}`);
    await page.getByText('Ya no recibes estos recordatorios.').waitFor();
    expect(await page.getByRole('button', { name: 'No deseo recibir más recordatorios' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}/360-${scheme}-already-opted-out.png`, fullPage: true });

    await page.getByRole('button', { name: 'Volver a recibir recordatorios' }).click();
    await page.getByRole('status').filter({ hasText: 'Listo: volverás a recibir recordatorios antes de cada plazo.' }).waitFor();
    expect((await reader.stream(remindersStream(account.id))).map((e) => e.type)).toEqual(['RemindersOptedOut', 'RemindersOptedIn']);
    expect((await request(system.url).post(`${API}/reminders/status`).send({ token })).body).toEqual({ opted_out: false });
    // And the way out again, from the same page.
    await page.getByRole('button', { name: 'No deseo recibir más recordatorios' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/360-${scheme}-opted-back-in.png`, fullPage: true });
    await context.close();
  });

  it.each([
    ['broken', '?token=roto'],
    ['cut short', ''],
  ])('answers a %s link in Spanish', async (name, query) => {
    const context = await running.browser.newContext({ viewport: { width: 360, height: 760 }, locale: 'es-EC' });
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/recordatorios/baja${query}`);
    await page.getByRole('button', { name: 'No deseo recibir más recordatorios' }).click();
    await page.getByRole('status').filter({ hasText: 'El enlace para dejar de recibir recordatorios no es válido' }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/360-light-${name.replace(' ', '-')}-link.png`, fullPage: true });
    await context.close();
  });
});
