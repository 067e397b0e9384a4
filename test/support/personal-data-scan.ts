import { randomInt } from 'node:crypto';
import { unseal } from '@postula/platform';
import type pg from 'pg';
import { securityLog } from '../../api/src/common/security-log.js';
import type { eventReader } from './accounts.js';
import { TEST_JWT_SECRET } from './test-system.js';

export const letters = (n: number) => Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');

/** Names no other applicant of the run has (ASCII, so they read the same in every column's text). */
export const uniquePerson = () => ({ first_name: `Zu${letters(8)}`, middle_name: `Ma${letters(8)}`, last_name: `Qo${letters(8)}`, second_last_name: `Wi${letters(8)}` });

/**
 * What a scan looks for of an applicant registered with `registration` (uniquePerson) and a submitted application:
 * names, cédula, e-mail (index 5) and phones; and the temporary password they log in with.
 */
export async function personalValuesOf(reader: ReturnType<typeof eventReader>, applicantId: string, registration: Record<string, string>): Promise<{ values: string[]; password: string }> {
  const [registered] = await reader.stream(`applicant-${applicantId}`);
  const profile = registered.data.profile as Record<string, string>;
  const saved = await reader.stream(`application-${applicantId}`);
  const detailsOf = (type: string) => saved.find((e) => e.type === type)!.data.details as Record<string, string>;
  const phones = [detailsOf('PersonalDetailsSaved').phone_number, detailsOf('AddressDetailsSaved').mobile_phone];
  return { values: [...Object.values(registration), profile.identification, profile.email, ...phones], password: unseal(String(registered.data.sealedTemporaryPassword), TEST_JWT_SECRET) };
}

/** Every (schema, table, column) of a text or JSON type holding one of the values, as `schema.table.column`. */
export async function columnsHolding(pool: pg.Pool, values: string[]): Promise<string[]> {
  const { rows: columns } = await pool.query<{ schema: string; table: string; column: string }>(
    `SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const patterns = values.map((v) => `%${v.toLowerCase()}%`);
  const found: string[] = [];
  for (const { schema, table, column } of columns) {
    const { rows } = await pool.query(`SELECT 1 FROM "${schema}"."${table}" WHERE lower("${column}"::text) LIKE ANY($1::text[]) LIMIT 1`, [patterns]);
    if (rows.length) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

type Write = typeof process.stdout.write;

/**
 * Everything this process logs from now on: its standard output and error, and the security log's lines (which a
 * quiet test system would drop). A scan of an erasure reads it for the person's values too.
 */
export function captureLogOutput(): { text(): string; stop(): void } {
  const chunks: string[] = [];
  const [out, err, sink] = [process.stdout.write, process.stderr.write, securityLog.sink];
  const tap = (original: Write): Write =>
    function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
      chunks.push(String(chunk));
      return (original as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Write;
  process.stdout.write = tap(out);
  process.stderr.write = tap(err);
  securityLog.sink = (line) => void chunks.push(line);
  return {
    text: () => chunks.join(''),
    stop() {
      process.stdout.write = out;
      process.stderr.write = err;
      securityLog.sink = sink;
    },
  };
}
