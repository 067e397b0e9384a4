import pg from 'pg';
import { RecordedEvent } from '../event-store/event-store.js';

/**
 * One row-level change an event makes: `sql` takes every row of its kind at once as `$1`, a JSON array (read it with
 * `jsonb_to_recordset($1::jsonb) AS r(column type, …)`).
 */
export interface RowChange {
  sql: string;
  row: Record<string, unknown>;
}

/**
 * Writes a batch's changes with one statement per kind and round instead of one per event. `key` names what a change
 * touches (an application, an account): changes to different keys commute, changes to one key keep their log order.
 * So the changes are dealt into rounds in which no key repeats (the n-th change of every key in round n), and each
 * round runs one statement per kind. A batch of independent inserts is one statement.
 */
export async function writeInRounds(client: pg.PoolClient, events: RecordedEvent[], key: (event: RecordedEvent) => string, changes: (event: RecordedEvent) => RowChange[]) {
  const rounds: Map<string, Record<string, unknown>[]>[] = [];
  const changesOfKey = new Map<string, number>();
  for (const event of events) {
    const k = key(event);
    for (const change of changes(event)) {
      const n = changesOfKey.get(k) ?? 0;
      changesOfKey.set(k, n + 1);
      const round = (rounds[n] ??= new Map());
      const rows = round.get(change.sql);
      if (rows) rows.push(change.row);
      else round.set(change.sql, [change.row]);
    }
  }
  for (const round of rounds) {
    for (const [sql, rows] of round) await client.query(sql, [JSON.stringify(rows)]);
  }
}

/** `writeInRounds` for changes that touch a row of their own each (inserts keyed by event id): one statement per kind. */
export const writeAll = (client: pg.PoolClient, events: RecordedEvent[], changes: (event: RecordedEvent) => RowChange[]) =>
  writeInRounds(client, events, (event) => event.id, changes);
