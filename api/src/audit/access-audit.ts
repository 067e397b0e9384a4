import { Inject, Injectable } from '@nestjs/common';
import { accessStream } from '@postula/domain';
import type { AccessActor, AccessEvent, DetailsView } from '@postula/domain';
import { CLOCK, EVENT_STORE } from '@postula/platform';
import type { Clock, EventStore, JsonObject, NewEvent } from '@postula/platform';
import type pg from 'pg';
import type { AuthenticatedUser } from '../auth/access.decorators.js';
import { eventMetadata, requestContext } from '../common/request-context.js';
import { PG_POOL } from '../platform/platform.tokens.js';

/** What was read: the application's details (by which view) or one of its documents. */
export type AccessRecord = { kind: 'details'; via: DetailsView } | { kind: 'document'; document: { id: string; document_type: string; file_name: string } };

// The reader's name and e-mail as they are now, kept in the event: the log stays readable after an account changes.
const ACTOR_SQL = `SELECT full_name AS name, email FROM read.staff_users WHERE id = $1
                   UNION ALL SELECT concat_ws(' ', first_name, last_name), email FROM read.applicants WHERE id = $1 LIMIT 1`;

interface Waiting {
  event: NewEvent;
  resolve: (position: string) => void;
  reject: (error: unknown) => void;
}

/**
 * Records a read of an application in its own stream `access-{applicationId}` (never the application's stream, so a
 * read never makes a reviewer's revision stale). Call it before sending what was read: a read that cannot be recorded fails.
 */
@Injectable()
export class AccessAudit {
  /** Per stream, the records that arrived while its append was in flight: they go together in the next one. */
  private readonly waiting = new Map<string, Waiting[]>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(applicationId: string, reader: Pick<AuthenticatedUser, 'id' | 'role'>, what: AccessRecord): Promise<void> {
    const found = (await this.pool.query<{ name: string; email: string }>(ACTOR_SQL, [reader.id])).rows[0];
    const actor: AccessActor = { id: reader.id, role: reader.role, name: found?.name ?? null, email: found?.email ?? null };
    const at = this.clock.now();
    const event: AccessEvent =
      what.kind === 'details'
        ? { type: 'ApplicationDetailsViewed', data: { applicationId, actor, via: what.via, at } }
        : { type: 'DocumentDownloaded', data: { applicationId, actor, documentId: what.document.id, documentType: what.document.document_type, fileName: what.document.file_name, at } };
    const position = await this.append(accessStream(applicationId), { type: event.type, data: event.data as unknown as JsonObject, metadata: eventMetadata() });
    const ctx = requestContext.getStore();
    if (ctx) ctx.lastPosition = position;
  }

  /**
   * Appends one record and resolves once it is committed. Appends to one stream queue on its row until each commits,
   * so reads of one application at once would wait one commit each: instead, the records that arrive while an append
   * of their stream is in flight wait for it and then go in one append, and each caller still returns only after the
   * append holding its own record has committed (docs/security.md). A failed append fails every read in it.
   */
  private append(stream: string, event: NewEvent): Promise<string> {
    return new Promise((resolve, reject) => {
      const queued = this.waiting.get(stream);
      if (queued) return void queued.push({ event, resolve, reject });
      this.waiting.set(stream, []);
      void this.appendFrom(stream, [{ event, resolve, reject }]);
    });
  }

  private async appendFrom(stream: string, batch: Waiting[]): Promise<void> {
    while (batch.length) {
      try {
        const { position } = await this.store.append(stream, batch.map((w) => w.event), 'any');
        batch.forEach((w) => w.resolve(position));
      } catch (error) {
        batch.forEach((w) => w.reject(error));
      }
      batch = this.waiting.get(stream) ?? [];
      if (batch.length) this.waiting.set(stream, []);
      else this.waiting.delete(stream);
    }
  }
}
