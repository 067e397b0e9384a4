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
  return (await axeViolations(page, new AxeBuilder({ page }))).filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation);
}

/**
 * Every axe violation, whatever its impact, with the rule that a control's name contains its visible text (WCAG 2.5.3,
 * still experimental in axe, so off by default) turned on: what the portal's screens are held to.
 */
export async function everyAxeViolation(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  return (await axeViolations(page, builder)).map(describeViolation);
}

async function axeViolations(page: Page, builder: AxeBuilder) {
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const { violations } = await builder.analyze();
  await still.evaluate((style) => style.parentNode?.removeChild(style));
  return violations;
}

const describeViolation = (v: Awaited<ReturnType<typeof axeViolations>>[number]) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' [' + (n.failureSummary ?? '').replace(/\s+/g, ' ') + ']').join(', ')}`;
