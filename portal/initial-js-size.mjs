// The landing's initial JavaScript (issue 11's budget: ≤ 120 KB gzipped): the entry script of the built index.html and
// every module it preloads (its static imports), gzipped as a server would send them. Lazy routes are not counted:
// the landing does not load them. Used by the portal build (printed) and by `npm run bench:web`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 120;

/** @param {string} distDir the portal's build folder */
export function initialJsSize(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => {
    const code = readFileSync(join(distDir, file));
    return { file, bytes: code.length, gzipBytes: gzipSync(code).length };
  });
  const gzipKb = sizes.reduce((n, s) => n + s.gzipBytes, 0) / 1024;
  return { files: sizes, gzipKb: Math.round(gzipKb * 10) / 10, withinBudget: gzipKb <= INITIAL_JS_BUDGET_KB };
}
