import pg from 'pg';
import { RecordedEvent } from '../event-store/event-store.js';

/** Turns events into rows of one read model (tables in the PostgreSQL schema `read`). */
export interface Projector {
  /** Unique and stable: it names the checkpoint and the advisory lock. */
  name: string;
  /** Tables the projector owns (`read.some_table`): emptied by a rebuild. */
  tables: string[];
  /** Event types it applies; other events only advance its checkpoint. */
  handles: string[];
  /** Runs inside the batch's transaction: write with `client` only, and never commit. */
  apply(client: pg.PoolClient, event: RecordedEvent): Promise<void>;
}

/** Where the runner and the rebuild write their messages (console or a NestJS Logger both fit). */
export interface ProjectionLog {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}
