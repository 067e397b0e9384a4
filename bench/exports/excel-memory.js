// Excel export memory benchmark: seeds read-model rows (1,000 approved and 20,000 submitted applications) in a fresh
// database, then streams each export (cursor → exceljs WorkbookWriter → a slow-ish sink) in a child process of its own
// and prints its peak RSS. Flat memory means the 20k export peaks about where the 1k one does.
// Uses DATABASE_URL's server when set, else an embedded PostgreSQL. Run with `npm run bench:exports` (builds dist/ first).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { createDatabaseIfMissing, dropDatabase, startEmbeddedPostgres } from '../../dist/libs/platform/src/database/embedded-postgres.js';
import { loadMigrations, runMigrations } from '../../dist/libs/platform/src/database/migrations.js';
import { projectionsMigrationsDir } from '../../dist/libs/platform/src/projections/projections-migrations.js';

const SIZES = [
  { status: 'approved', rows: Number(process.env.BENCH_SMALL ?? 1000) },
  { status: 'submitted', rows: Number(process.env.BENCH_LARGE ?? 20000) },
];
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// Read-model rows shaped like real ones (sections as jsonb), written straight into `read`: the bench measures the export only.
const SEED = `
  WITH people AS (
    INSERT INTO read.applicants (id, first_name, middle_name, last_name, second_last_name, email, identification, identification_type, password_hash, registered_at, revision,
                                 first_name_search, middle_name_search, last_name_search, second_last_name_search, full_name_search, email_search)
    SELECT gen_random_uuid(), 'Ana', 'María', 'Pérez', 'Loor', $1 || g || '@example.com', lpad(g::text, 10, '0'), 'cedula', 'x', now(), 0,
           'ana', 'maria', 'perez', 'loor', 'ana maria perez loor', $1 || g || '@example.com'
    FROM generate_series(1, $2::int) g
    RETURNING id
  )
  INSERT INTO read.applications (id, status, created_at, updated_at, submitted_at, personal_details, address_details, academic_details, financial_summary,
                                 motivation, accepts_terms, submission_city, birth_date, residence_city, academic_average, institution_type,
                                 exam_correct_answers, exam_total_questions, has_completed_exam, revision)
  SELECT id, $3, now(), now(), now(),
         '{"gender":"female","date_of_birth":"2005-03-14","phone_number":"0991234567","marital_status":"soltero"}',
         '{"address":"Av. 9 de Octubre 123","city":"Guayaquil","province":"Guayas","mobile_phone":"0987654321","basic_services":["water","electricity"]}',
         '{"institution_type":"fiscal","graduation_institution":"Colegio Vicente Rocafuerte","graduation_grade":9.2}',
         '{"monthly_income":450,"housing_expenses":120}',
         repeat('Quiero mejorar mi inglés. ', 20), true, 'Guayaquil', '2005-03-14', 'Guayaquil', 9.2, 'fiscal', 18, 30, true, 10
  FROM people`;

async function child(url, status) {
  const { exportRows } = await import('../../dist/api/src/exports/applications-excel/applications-excel.query.js');
  const { applicationsWorkbook } = await import('../../dist/api/src/exports/applications-excel/applications-workbook.js');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await pool.query('SELECT 1');
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  let bytes = 0;
  const started = performance.now();
  // A sink that takes a while per chunk, like a network client: the writer must wait for it, not buffer ahead.
  const sink = new Writable({ highWaterMark: 64 * 1024, write: (chunk, _enc, done) => ((bytes += chunk.length), setImmediate(done)) });
  await pipeline(applicationsWorkbook(exportRows(pool, status, 'America/Guayaquil')), sink);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await pool.end();
  process.send({ baselineMb: mb(baseline), peakRssMb: mb(peak), growthMb: mb(peak - baseline), fileMb: mb(bytes), seconds: Math.round(performance.now() - started) / 1000 });
}

const runChild = (url, status) =>
  new Promise((resolve, reject) => {
    const proc = fork(new URL(import.meta.url).pathname, ['--child', url, status], { execArgv: ['--expose-gc'] });
    proc.on('message', resolve);
    proc.on('error', reject);
    proc.on('exit', (code) => code && reject(new Error(`child exited with ${code}`)));
  });

async function main() {
  let embedded;
  let dataDir;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'postula-bench-exports-'));
    embedded = await startEmbeddedPostgres({ dataDir, persistent: false });
    adminUrl = embedded.adminUrl;
  }
  const database = `bench_exports_${Date.now()}`;
  await createDatabaseIfMissing(adminUrl, database);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  try {
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    await runMigrations(pool, loadMigrations(projectionsMigrationsDir()));
    for (const { status, rows } of SIZES) await pool.query(SEED, [`bench-${status}-`, rows, status]);
    await pool.end();
    console.log(`Excel export, peak RSS of a process that streams it (${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL server'})`);
    for (const { status, rows } of SIZES) {
      const r = await runChild(url.toString(), status);
      console.log(`  ${String(rows).padStart(6)} rows: peak ${r.peakRssMb} MB (baseline ${r.baselineMb} MB, +${r.growthMb} MB), file ${r.fileMb} MB, ${r.seconds} s`);
    }
  } finally {
    await dropDatabase(adminUrl, database);
    if (embedded) {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4]);
else await main();
