import { Inject, Injectable } from '@nestjs/common';
import { accessStream } from '@postula/domain';
import type { AccessActor, AccessEvent, DetailsView } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import type pg from 'pg';
import type { AuthenticatedUser } from '../auth/access.decorators.js';
import { WritePath } from '../common/write-path.js';
import { PG_POOL } from '../platform/platform.tokens.js';

/** What was read: the application's details (by which view) or one of its documents. */
export type AccessRecord = { kind: 'details'; via: DetailsView } | { kind: 'document'; document: { id: string; document_type: string; file_name: string } };

// The reader's name and e-mail as they are now, kept in the event: the log stays readable after an account changes.
const ACTOR_SQL = `SELECT full_name AS name, email FROM read.staff_users WHERE id = $1
                   UNION ALL SELECT concat_ws(' ', first_name, last_name), email FROM read.applicants WHERE id = $1 LIMIT 1`;

/**
 * Records a read of an application in its own stream `access-{applicationId}` (never the application's stream, so a
 * read never makes a reviewer's revision stale). Call it before sending what was read: a read that cannot be recorded fails.
 */
@Injectable()
export class AccessAudit {
  constructor(
    private readonly writes: WritePath,
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
    await this.writes.appendRecords(accessStream(applicationId), [event]);
  }
}
