import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { createEmlFileMailer, LocalFileStorage, loadConfig, restrictToOwner, startEmbeddedPostgres } from '@postula/platform';
import { demoPassword } from '../../api/src/demo/demo-staff.js';

/** Every folder and file under `dir` with its permission bits, e.g. `mail 700`, `mail/x.eml 600`. */
function modes(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .map((path) => `${relative(dir, path)} ${(statSync(path).mode & 0o777).toString(8)}`)
    .sort();
}

const ownerOnly = (entry: string) => /(^| )(700|600)$/.test(entry);

/**
 * Another account on the machine that runs `npm start` reads nothing under var/: e-mails (temporary passwords, reset
 * links), identity documents, kept secrets; nor opens the embedded database with a well-known password.
 */
describe('var/ of the embedded mode under another local account', () => {
  const root = mkdtempSync(join(tmpdir(), 'postula-var-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds mail, documents and kept secrets 0600 in 0700 folders, and those an earlier start left readable closed at the next one', async () => {
    const varDir = join(root, 'var');
    // What an earlier start left: world-readable folders and files.
    mkdirSync(join(varDir, 'mail'), { recursive: true, mode: 0o755 });
    writeFileSync(join(varDir, 'mail', 'antes.eml'), 'Contraseña temporal: x', { mode: 0o644 });
    chmodSync(join(varDir, 'mail', 'antes.eml'), 0o644);
    chmodSync(varDir, 0o755);
    restrictToOwner(varDir);
    // Nobody else reads or writes var/; as root, others may pass through it (PostgreSQL's own account, to its data).
    expect(statSync(varDir).mode & 0o066).toBe(0);

    loadConfig({ VAR_DIR: varDir, DATABASE_URL: '' });
    demoPassword(varDir);
    const mailer = createEmlFileMailer(join(varDir, 'mail'), 'Postula <no-reply@example.com>');
    await mailer.send({ to: 'ana@example.com', subject: 'Tu contraseña temporal', text: 'Contraseña temporal: y', html: '<p>Contraseña temporal: y</p>' });
    await mailer.close();
    await new LocalFileStorage(join(varDir, 'files')).put('applications/a1/id_card-1.pdf', Buffer.from('%PDF-1.7 cédula'), { contentType: 'application/pdf' });

    const entries = modes(varDir);
    expect(entries.filter((e) => e.startsWith('mail/')).length).toBe(2);
    expect(entries.some((e) => e.startsWith('files/applications/a1/id_card-1.pdf'))).toBe(true);
    expect(entries.filter((e) => !ownerOnly(e))).toEqual([]);
  });

  it('refuses postgres/postgres: the superuser has a random password kept in var/ (0600), an installation made with the former one included at its next start', async () => {
    const dataDir = join(root, 'var-db', 'postgres');
    const first = await startEmbeddedPostgres({ dataDir, database: 'postula' });
    const passwordFile = `${dataDir}.password`;
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    // An installation from before: the well-known password, and none kept.
    const admin = new pg.Client({ connectionString: first.adminUrl });
    await admin.connect();
    await admin.query("ALTER ROLE postgres PASSWORD 'postgres'");
    await admin.end();
    await first.stop();
    unlinkSync(passwordFile);

    const next = await startEmbeddedPostgres({ dataDir, database: 'postula' });
    try {
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(statSync(dataDir).mode & 0o077).toBe(0);
      const port = new URL(next.url).port;
      const wellKnown = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postula` });
      await expect(wellKnown.connect()).rejects.toMatchObject({ code: '28P01' });
      const app = new pg.Client({ connectionString: next.url });
      await app.connect();
      expect((await app.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await app.end();
    } finally {
      await next.stop();
    }
  });
});
