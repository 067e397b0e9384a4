import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, DEMO_PLACES, loadConfig } from './config.js';
import { repoRoot } from './paths.js';
import { placeholderContactWarnings } from './programme.js';

const varDir = () => mkdtempSync(join(tmpdir(), 'postula-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults, keeping a generated secret and a deadline 14 days ahead under var/', () => {
    const dir = varDir();
    const before = Date.now();
    const config = loadConfig({ VAR_DIR: dir });
    expect(config).toMatchObject({ port: 3000, eventStore: 'postgres', places: DEMO_PLACES, demoData: true, databaseUrl: undefined, redisUrl: undefined, s3: undefined });
    expect(Date.parse(config.applicationDeadline) - before).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ VAR_DIR: dir })).toMatchObject({ jwtSecret: config.jwtSecret, applicationDeadline: config.applicationDeadline });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ APPLICATION_DEADLINE: '16/02/2025' }, 'APPLICATION_DEADLINE'],
    [{ EVENT_STORE: 'mongo' }, 'EVENT_STORE'],
    [{ EVENT_STORE: 'eventstoredb' }, 'EVENTSTORE_URL'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT'],
    [{ DATABASE_URL: 'postgres://db/postula' }, 'JWT_SECRET'],
    [{ DATABASE_URL: 'postgres://db/postula', JWT_SECRET: 'x'.repeat(32) }, 'DATA_KEY'],
    [{ PLACES: '0' }, 'PLACES'],
    [{ MAIL_RATE_PER_SECOND: '0' }, 'MAIL_RATE_PER_SECOND'],
    [{ MAIL_RETRY_ATTEMPTS: 'muchos' }, 'MAIL_RETRY_ATTEMPTS'],
    [{ MAIL_RETRY_BACKOFF_MS: '5' }, 'MAIL_RETRY_BACKOFF_MS'],
    [{ QUEUE_NAMESPACE: 'Con-Guiones' }, 'QUEUE_NAMESPACE'],
    [{ STATS_EXCLUDED_REVIEWERS: 'admin@postula.test, no-es-correo' }, 'STATS_EXCLUDED_REVIEWERS'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig({ VAR_DIR: varDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ VAR_DIR: varDir(), ...env })).toThrow(new RegExp(`^Configuración inválida:\\n  ${name}:`));
  });

  it('reads the programme file once: its facts.places unless PLACES is set (or the demo data is on), and PLACES wins everywhere', () => {
    const fromFile = loadConfig({ VAR_DIR: varDir(), DEMO_DATA: 'false' });
    expect(fromFile.places).toBe(440);
    expect(fromFile.places).toBe(fromFile.programme.facts.places);
    const demo = loadConfig({ VAR_DIR: varDir() });
    expect(demo.places).toBe(DEMO_PLACES);
    expect(demo.programme.facts.places).toBe(DEMO_PLACES);
    const overridden = loadConfig({ VAR_DIR: varDir(), PLACES: '12' });
    expect(overridden.places).toBe(12);
    expect(overridden.programme.facts.places).toBe(12);
  });

  it('stops on a programme file that is missing or invalid, naming PROGRAMME_FILE', () => {
    const dir = varDir();
    const invalid = join(dir, 'programme.json');
    writeFileSync(invalid, JSON.stringify({ timezone: 'America/Guayaquil' }));
    for (const file of [invalid, join(dir, 'absent.json')]) expect(() => loadConfig({ VAR_DIR: dir, PROGRAMME_FILE: file })).toThrow(/^Configuración inválida:\n  PROGRAMME_FILE:/);
  });

  it('dates the calendar from the deadline: applications end on its day in the programme time zone, results 20 days later', () => {
    const { programme } = loadConfig({ VAR_DIR: varDir(), APPLICATION_DEADLINE: '2027-01-10T23:59:00-05:00' });
    expect(programme.calendar[0]).toEqual({ phase: 'Postulaciones', from: '2027-01-04', to: '2027-01-10' });
    expect(programme.calendar.at(-1)).toEqual({ phase: 'Inicio de clases', from: '2027-02-22', to: '2027-02-22' });
    expect(programme.resultsFrom).toBe('2027-01-30');
    // 04:59 UTC on the 11th is still the 10th in Guayaquil.
    expect(loadConfig({ VAR_DIR: varDir(), APPLICATION_DEADLINE: '2027-01-11T04:59:00Z' }).programme.calendar[0].to).toBe('2027-01-10');
  });

  it('publishes the results at the start of the results day in the programme time zone, or at RESULTS_PUBLISH_AT, whose day the texts then name', () => {
    const byDay = loadConfig({ VAR_DIR: varDir(), APPLICATION_DEADLINE: '2027-01-10T23:59:00-05:00' });
    expect(byDay.results.publishAt).toBe('2027-01-30T05:00:00.000Z');
    const byInstant = loadConfig({ VAR_DIR: varDir(), APPLICATION_DEADLINE: '2027-01-10T23:59:00-05:00', RESULTS_PUBLISH_AT: '2027-01-20T10:00:00-05:00', RESULTS_SWEEP_EVERY: 'PT2S' });
    expect(byInstant.results).toEqual({ publishAt: '2027-01-20T15:00:00.000Z', sweepEveryMs: 2000 });
    expect(byInstant.programme.resultsFrom).toBe('2027-01-20');
  });

  it("starts the demo's applications phase on the day of its first start, when registration opened", () => {
    const { programme, applicationDeadline } = loadConfig({ VAR_DIR: varDir() });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(new Date());
    const deadlineDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(new Date(applicationDeadline));
    expect(programme.calendar[0]).toEqual({ phase: 'Postulaciones', from: today, to: deadlineDay });
  });

  it('stops on a calendar whose applications do not end on the deadline, or whose results come before it, saying so', () => {
    const dir = varDir();
    const file = join(dir, 'programme.json');
    const programme = JSON.parse(readFileSync(join(repoRoot(), 'config', 'programme.json'), 'utf8'));
    writeFileSync(file, JSON.stringify({ ...programme, calendar: [{ phase: 'Postulaciones', from: -6, to: -2 }, ...programme.calendar.slice(1)] }));
    expect(() => loadConfig({ VAR_DIR: dir, PROGRAMME_FILE: file })).toThrow(/PROGRAMME_FILE: .*calendar: la primera fase \(las postulaciones\) termina el día del cierre/);
    writeFileSync(file, JSON.stringify({ ...programme, calendar: [{ phase: 'Postulaciones', from: '2025-02-10', to: '2025-02-16' }] }));
    expect(() => loadConfig({ VAR_DIR: dir, PROGRAMME_FILE: file })).toThrow(/PROGRAMME_FILE: .*calendar\.0\.from/);
    writeFileSync(file, JSON.stringify({ ...programme, resultsFrom: 0 }));
    expect(() => loadConfig({ VAR_DIR: dir, PROGRAMME_FILE: file })).toThrow(/resultsFrom: los resultados se publican después del cierre de postulaciones/);
  });

  it('names the placeholder contacts of the demo file, and nothing once they are real', () => {
    const { programme } = loadConfig({ VAR_DIR: varDir() });
    expect(placeholderContactWarnings(programme)).toEqual([
      'El correo de contacto del programa (becas@example.com) es de ejemplo: edite contacts.email en config/programme.json.',
      'El teléfono de contacto del programa (0999999999) es de ejemplo: edite contacts.phone en config/programme.json.',
    ]);
    expect(placeholderContactWarnings({ contacts: { ...programme.contacts, email: 'becas@epmeg.gob.ec', phone: '04 259 4800' } })).toEqual([]);
  });

  it('reads the reviewers left out of the charts as lower-case e-mails, none by default', () => {
    expect(loadConfig({ VAR_DIR: varDir() }).statsExcludedReviewers).toEqual([]);
    expect(loadConfig({ VAR_DIR: varDir(), STATS_EXCLUDED_REVIEWERS: ' Admin@Postula.test,,otro@postula.test ' }).statsExcludedReviewers).toEqual(['admin@postula.test', 'otro@postula.test']);
  });

  it('retries e-mail for about an hour by default, with no rate limit', () => {
    expect(loadConfig({ VAR_DIR: varDir() })).toMatchObject({ mailRetry: { attempts: 6, backoffMs: 120_000 }, mailRatePerSecond: undefined });
    expect(loadConfig({ VAR_DIR: varDir(), MAIL_RATE_PER_SECOND: '0.5', MAIL_RETRY_ATTEMPTS: '8', MAIL_RETRY_BACKOFF_MS: '60000' })).toMatchObject({ mailRatePerSecond: 0.5, mailRetry: { attempts: 8, backoffMs: 60_000 } });
  });

  it('trusts X-Forwarded-For only by hop count or proxy address list, never blindly (ASVS 5.0 V4.1)', () => {
    const dir = varDir();
    expect(loadConfig({ VAR_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ VAR_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ VAR_DIR: dir, TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24']);
    for (const bad of ['true', '0', 'proxy.local']) expect(() => loadConfig({ VAR_DIR: dir, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: debe ser false, el número de proxies/);
  });

  it('reads the spec deadline as an instant', () => {
    expect(loadConfig({ VAR_DIR: varDir(), APPLICATION_DEADLINE: '2025-02-16T23:59:00-05:00' }).applicationDeadline).toBe('2025-02-17T04:59:00.000Z');
  });
});
