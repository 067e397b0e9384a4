import pg from 'pg';
import { inTransaction } from './projection-checkpoints.js';

const SQL = {
  // Every index of the tables that is neither unique nor a constraint's (those stay: writes look rows up by them and
  // ON CONFLICT needs them), its definition kept in the same transaction as the drop.
  defer: `INSERT INTO read.deferred_indexes (name, table_name, definition)
    SELECT format('%I.%I', n.nspname, c.relname), format('%I.%I', tn.nspname, t.relname), pg_get_indexdef(i.indexrelid)
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace tn ON tn.oid = t.relnamespace
    WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
    ON CONFLICT (name) DO UPDATE SET table_name = EXCLUDED.table_name, definition = EXCLUDED.definition
    RETURNING name`,
  take: 'DELETE FROM read.deferred_indexes WHERE table_name = ANY($1::text[]) RETURNING definition',
};

/**
 * Inside the caller's transaction: drops the non-unique indexes of `tables` that back no constraint and remembers their
 * definitions in read.deferred_indexes. Indexes an earlier rebuild dropped and never built stay remembered.
 */
export async function deferIndexes(client: pg.PoolClient, tables: string[]): Promise<void> {
  if (!tables.length) return;
  const { rows } = await client.query<{ name: string }>(SQL.defer, [tables]);
  if (rows.length) await client.query(`DROP INDEX ${rows.map((r) => r.name).join(', ')}`);
}

/** Builds every remembered index of `tables` in one transaction, which forgets them: a failure leaves them remembered. */
export async function buildDeferredIndexes(pool: pg.Pool, tables: string[]): Promise<void> {
  if (!tables.length) return;
  await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ definition: string }>(SQL.take, [tables]);
    for (const { definition } of rows) await client.query(definition);
  });
}
