import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, headless, with no background traffic (this machine's network is closed). */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does it)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * The axe check's serious and critical violations, as `rule: target [why]` lines (the why names, for a contrast, both
 * colours and the ratio, so a failed CI run says what to fix). Transitions and animations are held at
 * their end while axe runs: a toast fading in or out is half transparent, and one could start to fade out during the
 * analysis (seconds on a loaded machine), so axe would judge the contrast of a frame the user only glimpses.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  await still.evaluate((style) => style.parentNode?.removeChild(style));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' [' + (n.failureSummary ?? '').replace(/\s+/g, ' ') + ']').join(', ')}`);
}
