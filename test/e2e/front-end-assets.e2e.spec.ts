import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/api-app.js';

const PORTAL = join(process.cwd(), 'portal', 'dist');
const built = existsSync(join(PORTAL, 'index.html'));
if (!built) console.warn('front-end assets: portal/dist is missing (npm run build:web): skipped');

/** The portal's entry script, as index.html names it. */
function entryScript(): string {
  const html = readFileSync(join(PORTAL, 'index.html'), 'utf8');
  return /<script type="module"[^>]*\bsrc="\.?(\/assets\/[^"]+\.js)"/.exec(html)![1];
}

/** A phone on a slow network downloads the portal compressed, and again only what changed. */
(built ? describe : describe.skip)('front-end assets', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });
  /** The bytes as sent: supertest would decompress them. */
  const fetchRaw = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${api.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('serves the entry script Brotli- or gzip-compressed to browsers that accept it, the same bytes as the file, kept a year', async () => {
    const path = entryScript();
    const file = readFileSync(join(PORTAL, path));
    const brotli = await fetchRaw(path, 'br, gzip');
    expect([brotli.status, brotli.headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(brotli.body).equals(file)).toBe(true);

    const gzip = await fetchRaw(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);

    const plain = await fetchRaw(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
  });

  it('has the page itself checked on every visit, so a release reaches phones at once', async () => {
    for (const path of ['/', '/admin/']) {
      const page = await request(api.url).get(path).set('accept-encoding', 'br');
      expect([page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([200, 'text/html; charset=utf-8', 'no-cache']);
    }
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await request(api.url).get(`${entryScript()}.br`);
    expect(res.status).toBe(404);
  });
});
