import { completeSteps, newApplicant, type ApplicantClient } from './applications.fixture.js';
import { checkScreen, DESK, formJourneySystem, onStep, PHONE, save, shot, signedIn } from './portal-form.fixture.js';

describe('portal: a monthly amount above 1.000.000, in a browser', () => {
  const running = formJourneySystem();

  /** Types the amount on step 8 and saves: the message shows under the field, tied to it. */
  async function tooLarge(client: ApplicantClient, viewport: typeof PHONE, colorScheme: 'light' | 'dark', name: string) {
    const context = await signedIn(running.browser, client, viewport, colorScheme);
    const page = await context.newPage();
    await page.goto(`${running.system.url}/#/formulario/8`);
    await onStep(page, 8);
    await page.fill('input[name=monthly_income]', '2000000');
    await save(page);
    const error = page.locator('.form-error', { hasText: 'El valor no puede ser mayor a 1.000.000' });
    await error.waitFor();
    expect(await page.locator('input[name=monthly_income]').getAttribute('aria-describedby')).toContain(await error.getAttribute('id'));
    await checkScreen(page);
    await shot(page, name);
    await context.close();
  }

  it('shows the Spanish message under the field and stores nothing', async () => {
    const client = await newApplicant(running.system.url, running.reader);
    await completeSteps(client);
    await tooLarge(client, PHONE, 'light', '360-step8-amount-above-limit');
    await tooLarge(client, DESK, 'dark', '1280-dark-step8-amount-above-limit');
    expect(JSON.stringify((await client.get('application/financial-summary')).body)).toContain('"monthly_income":450');
  });
});
