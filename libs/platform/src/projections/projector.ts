import pg from 'pg';
import { RecordedEvent } from '../event-store/event-store.js';

/** Turns events into rows of one read model (tables in the PostgreSQL schema `read`). */
export interface Projector {
  /** Unique and stable: it names the checkpoint and the advisory lock. */
  name: string;
  /** Tables the projector owns (`read.some_table`): emptied by a rebuild. */
  tables: string[];
  /**
   * Set when `apply` looks rows up only through its tables' primary keys and unique constraints: a full rebuild then
   * loads the tables without their other indexes and builds those once at the end (far cheaper than keeping trigram
   * indexes up to date row by row). Leave it unset when a write searches by another index, or the load would scan.
   */
  rebuildBuildsIndexesLast?: boolean;
  /** Event types it applies; other events only advance its checkpoint. */
  handles: string[];
  /**
   * Applies a batch of the events it handles (at least one, in log order) inside the batch's transaction, with
   * set-based writes (a statement per kind of change, not per event): write with `client` only, and never commit.
   * Applying an event already applied must change nothing (a rebuild or a retry may repeat it).
   */
  apply(client: pg.PoolClient, events: RecordedEvent[]): Promise<void>;
}

/** Where the runner and the rebuild write their messages (console or a NestJS Logger both fit). */
export interface ProjectionLog {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
