import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventReader, login, registerApplicant } from '../support/accounts.js';
import { launchBrowser, seriousAxeViolations } from '../support/browser.js';
import { JwtService } from '@nestjs/jwt';
import { startTestSystem, TEST_JWT_SECRET, type TestSystem } from '../support/test-system.js';
import { ApplicantClient, DEADLINE } from './applications.fixture.js';

/** Shared by the portal form journeys: a signed-in browser for an applicant, screenshots, the axe and overflow checks. */

export const ARTIFACTS = 'test/artifacts/portal-form';
mkdirSync(ARTIFACTS, { recursive: true });

export const PHONE = { width: 360, height: 760 };
export const DESK = { width: 1280, height: 900 };

/**
 * The app, Chromium and an event reader for one suite, started before its tests and stopped after them. The period
 * is open now, so the age rule (13 to 35 on the deadline's day) reads today's ages.
 */
export function formJourneySystem() {
  const running = {} as { system: TestSystem; browser: Browser; reader: ReturnType<typeof eventReader> };
  beforeAll(async () => {
    running.system = await startTestSystem({ APPLICATION_DEADLINE: DEADLINE });
    running.browser = await launchBrowser();
    running.reader = eventReader();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.reader?.close();
    await running.system?.close();
  });
  return running;
}

/** A new applicant signed in through the API, with the password a journey types to log in again. */
export async function applicantWithPassword(running: { system: TestSystem; reader: ReturnType<typeof eventReader> }) {
  const account = await registerApplicant(running.system.url, running.reader);
  const res = await login(running.system.url, 'applicant', account.email, account.password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return { client: new ApplicantClient(running.system.url, account.id, account.email, res.body.token as string), password: account.password };
}

/** A browser context whose local storage holds the applicant's session as the portal stores it after login. */
export async function signedIn(browser: Browser, client: ApplicantClient, viewport = PHONE, colorScheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'es-EC', colorScheme });
  const user = { id: client.id, email: client.email, role: 'user', first_name: 'Ana', last_name: 'Pérez', full_name: 'Ana Pérez', identification: '0912345678', first_login: false };
  await storeSession(context, client.token, user);
  return context;
}

/** Puts a login's answer in the context's local storage (`token`, `user`, `auth_data`), as the portal and the panel keep it. */
export async function storeSession(context: BrowserContext, token: string, user: object): Promise<void> {
  await context.addInitScript(
    ({ token, user }) => {
      // Frames without storage of their own (a PDF opened from a blob) have nothing to sign in.
      if (!window.localStorage || window.localStorage.getItem('token')) return;
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('auth_data', JSON.stringify({ token, user }));
    },
    { token, user },
  );
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** No serious or critical axe violation, and nothing wider than the window. */
export async function checkScreen(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

export const save = (page: Page) => page.getByRole('button', { name: 'Guardar y Continuar' }).click();
/** Waits for step n; on a timeout the screen is kept as `failure-step-n.png` to see why. */
export async function onStep(page: Page, n: number) {
  try {
    await page.getByText(`Paso ${n} de 9`).waitFor({ timeout: 15_000 });
  } catch (error) {
    await shot(page, `failure-step-${n}`);
    throw error;
  }
}

/** Presses Tab (Shift+Tab with `back`) until the focused element matches `selector`; at most `limit` presses. */
export async function tabTo(page: Page, selector: string, { back = false, limit = 20 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${selector}`);
}

/** The focused element's outline, as a keyboard user sees where they are (a style of 'none' shows nothing). */
export const focusOutline = (page: Page, selector = ':focus') =>
  page.evaluate((s) => {
    const style = getComputedStyle(document.querySelector(s)!);
    return { style: style.outlineStyle, width: style.outlineWidth };
  }, selector);

/**
 * The same session's token, ending `seconds` from now. The API issues applicants 24-hour tokens and has no setting for
 * their lifetime, so a test of a real expiry signs one with the test system's secret: the server refuses it when it ends.
 */
export async function shortLivedToken(token: string, seconds: number): Promise<string> {
  const jwt = new JwtService({ secret: TEST_JWT_SECRET });
  const iat = Math.floor(Date.now() / 1000);
  return jwt.signAsync({ ...jwt.decode<Record<string, unknown>>(token), iat, exp: iat + seconds });
}
