import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { EMAIL_STAGES } from '@postula/domain';
import { loadProgramme } from '@postula/platform';
import { EmailRenderer } from '../../worker/src/emails/email-renderer.js';
import { EMAIL_SAMPLES } from '../../worker/src/emails/email-samples.js';
import { launchBrowser } from '../support/browser.js';

const ARTIFACTS = 'test/artifacts/email-layout';
mkdirSync(ARTIFACTS, { recursive: true });

/** Every e-mail's HTML as a phone's mail app shows it: as wide as the screen, up to 600 px, never scrolling sideways. */
describe('e-mail layout', () => {
  const renderer = new EmailRenderer({ programme: loadProgramme(new Date().toISOString()), portalUrl: 'https://becas.example.ec' });
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([360, 1366])('at %i px every stage fits the screen without scrolling sideways, its card at most 600 px wide', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 740 } });
    for (const stage of EMAIL_STAGES) {
      await page.setContent(renderer.render(stage, EMAIL_SAMPLES[stage]).html);
      const { overflow, card } = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        card: document.querySelector('table table')!.getBoundingClientRect().width,
      }));
      expect([stage, overflow]).toEqual([stage, 0]);
      expect(card).toBeLessThanOrEqual(Math.min(600, width));
      if (width === 360) expect(card).toBeGreaterThan(width - 40);
      if (stage === 'deadline_reminder' || stage === 'welcome') await page.screenshot({ path: `${ARTIFACTS}/${width}-${stage}.png`, fullPage: true });
    }
    await page.close();
  });
});
