import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { AppendResult, ExpectedRevision, NewEvent, WrongExpectedRevisionError } from './event-store.js';
import { toPosition, type queries } from './postgres-queries.js';

/**
 * Append transactions a store runs at once. A few keep the database busy while the next group gathers; more would
 * only spread a rush over more transactions with fewer appends each, each paying its own round trip and commit.
 */
const APPENDS_IN_FLIGHT = 4;
/** The most appends one transaction carries. */
const APPEND_BATCH_MAX = 64;

interface QueuedAppend {
  stream: string;
  /** `expectedRevision` as the SQL function takes it. */
  expected: number;
  expectedRevision: ExpectedRevision;
  events: NewEvent[];
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

function expectedCode(expected: ExpectedRevision): number {
  if (expected === 'no_stream') return -1;
  if (expected === 'any') return -2;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`Invalid expected revision: ${expected}`);
  return expected;
}

/**
 * Appends wait for one of APPENDS_IN_FLIGHT transactions, and those that arrive meanwhile go together in the next one
 * (a group commit): under a rush, one round trip, commit and wake-up of a backend serve many saves. Each append keeps
 * its own outcome: a failed expectation refuses only that append.
 */
export class GroupCommit {
  private readonly queued: QueuedAppend[] = [];
  private inFlight = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly statement: ReturnType<typeof queries>['append'],
    /** Called after every committed transaction. */
    private readonly onCommitted: () => void,
  ) {}

  /** `events` already carry their version. */
  append(stream: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const expected = expectedCode(expectedRevision);
    return new Promise((resolve, reject) => {
      this.queued.push({ stream, expected, expectedRevision, events, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.queued.length && this.inFlight < APPENDS_IN_FLIGHT) {
      const batch = this.queued.splice(0, APPEND_BATCH_MAX);
      this.inFlight++;
      void this.appendTogether(batch).finally(() => {
        this.inFlight--;
        this.send();
      });
    }
  }

  private async appendTogether(batch: QueuedAppend[]): Promise<void> {
    // Every transaction takes the streams' rows in one order, so two never wait on each other (no deadlock); the
    // sort is stable, so two appends to one stream keep the order they were asked in.
    const appends = batch.length > 1 ? [...batch].sort((a, b) => (a.stream < b.stream ? -1 : a.stream > b.stream ? 1 : 0)) : batch;
    let rows: { next_revision: string | null; actual_revision: string | null; transaction_id: string; global_position: string }[];
    try {
      ({ rows } = await this.pool.query(
        this.statement([
          appends.map((a) => a.stream),
          appends.map((a) => a.expected),
          // One JSON text for every event: node-postgres would escape each element of a jsonb[] again, and the
          // database unquote it before parsing it.
          JSON.stringify(appends.map((a) => a.events.map((e) => ({ id: e.id ?? randomUUID(), type: e.type, data: e.data, metadata: e.metadata ?? {} })))),
        ]),
      ));
    } catch (error) {
      // One append's error (a duplicate event id, say) rolled back the others: each is tried alone for its own outcome.
      // An error that is not the statement's (no connection within the pool's timeout, a lost one) is every append's.
      if (appends.length > 1 && error instanceof pg.DatabaseError) {
        for (const append of appends) await this.appendTogether([append]);
      } else {
        for (const append of appends) append.reject(error);
      }
      return;
    }
    this.onCommitted();
    rows.forEach((row, i) => {
      const { stream, expectedRevision, resolve, reject } = appends[i];
      if (row.next_revision === null) {
        const actual = Number(row.actual_revision);
        reject(new WrongExpectedRevisionError(stream, expectedRevision, actual < 0 ? 'no_stream' : actual));
      } else {
        resolve({ nextExpectedRevision: Number(row.next_revision), position: toPosition(row.transaction_id, row.global_position) });
      }
    });
  }
}
