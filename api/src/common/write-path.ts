import { Inject, Injectable } from '@nestjs/common';
import { Decider, DomainEvent } from '@postula/domain';
import { appendRecords, EVENT_STORE, handleCommand, readFold, StreamFolds } from '@postula/platform';
import type { CommandHandlerOptions, CommandResult, EventMetadata, EventStore } from '@postula/platform';
import { AccountPositions } from '../consistency/account-positions.js';
import { eventMetadata, requestContext } from './request-context.js';

interface Waiting {
  records: { type: string; data: object; metadata: EventMetadata }[];
  resolve: (position: string) => void;
  reject: (error: unknown) => void;
}

export type Decision<E> = Omit<CommandResult<unknown, E>, 'state'>;

/**
 * Every append the API makes goes through here: a decision through `handleCommand` (libs/platform: read once or from
 * this process's remembered fold, decide, append at the revision read, retry as its one policy), a record on a stream
 * with no invariant through `appendRecords`. Both carry the request's metadata, and this is the only place that keeps
 * the request's consistency position: the response header shows it, and a signed-in account's write request stores it
 * for that account (auth.account_positions) before answering, so its reads wait for it (OwnWrites).
 */
@Injectable()
export class WritePath {
  /** Folds of the streams this process wrote lately: a command reads only what was appended since (or nothing). */
  private readonly folds = new StreamFolds();
  /** Per stream with no invariant, the records that arrived while its append was in flight: they go together in the next one. */
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accountPositions: AccountPositions,
  ) {}

  /** For reads only (a command decides through `handleCommand`): reads only what was appended since this process's fold, if any. */
  async load<S, E extends DomainEvent>(stream: string, decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>): Promise<{ state: S; revision: number }> {
    return readFold(this.store, stream, decider, this.folds);
  }

  /** `command` may be built from the state and revision read (e.g. a staff edit merged onto the stored section). */
  async handleCommand<S, C, E extends DomainEvent>(
    stream: string,
    decider: Decider<S, C, E>,
    command: C | ((state: S, revision: number) => C),
    options: Omit<CommandHandlerOptions, 'metadata' | 'folds'> & { unseen?: boolean } = {},
  ): Promise<CommandResult<S, E>> {
    const { unseen = false, ...handling } = options;
    const result = await handleCommand(this.store, stream, decider, command, { ...handling, metadata: eventMetadata(), folds: this.folds });
    // `unseen`: a write that tells its caller nothing about the store, not even its position (a public tracking image).
    if (result.position && !unseen) await this.reached(result.position);
    return result;
  }

  /** Decides without appending (before storing an upload): throws the refusal, if any. */
  async check<S, C, E extends DomainEvent>(stream: string, decider: Decider<S, C, E>, command: C): Promise<void> {
    decider.decide(command, (await this.load(stream, decider)).state);
  }

  /**
   * Appends records to a stream with no invariant (who read what, a login) and resolves once they are committed.
   * Appends to one stream queue on its row until each commits, so many reads of one application at once would wait
   * one commit each: instead, the records that arrive while an append of their stream is in flight wait for it and
   * then go in one append; each caller still returns only after the append holding its own records has committed
   * (docs/security.md). A failed append fails every caller in it.
   */
  async appendRecords(stream: string, records: readonly { type: string; data: object }[]): Promise<string> {
    const metadata = eventMetadata();
    const position = await new Promise<string>((resolve, reject) => {
      const waiting = { records: records.map((r) => ({ ...r, metadata })), resolve, reject };
      const queued = this.waiting.get(stream);
      if (queued) return void queued.push(waiting);
      this.waiting.set(stream, []);
      void this.appendFrom(stream, [waiting]);
    });
    await this.reached(position);
    return position;
  }

  private async appendFrom(stream: string, batch: Waiting[]): Promise<void> {
    while (batch.length) {
      try {
        const { position } = await appendRecords(this.store, stream, batch.flatMap((w) => w.records));
        batch.forEach((w) => w.resolve(position));
      } catch (error) {
        batch.forEach((w) => w.reject(error));
      }
      batch = this.waiting.get(stream) ?? [];
      if (batch.length) this.waiting.set(stream, []);
      else this.waiting.delete(stream);
    }
  }

  /**
   * Several appends in one request (decided in parallel, say) end at the furthest, whichever finished last. Each is
   * stored for the writing account as soon as it is appended: also when the request fails afterwards, what was stored
   * is the account's to see.
   */
  private async reached(position: string): Promise<void> {
    const ctx = requestContext.getStore();
    if (!ctx) return;
    if (!ctx.lastPosition || this.store.comparePositions(position, ctx.lastPosition) > 0) ctx.lastPosition = position;
    if (ctx.writer) await this.accountPositions.record(ctx.writer, position);
  }
}
