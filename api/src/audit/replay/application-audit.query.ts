import { Inject, Injectable } from '@nestjs/common';
import { pageOf } from '@postula/contract';
import type { AuditDiffQuery, AuditEventsQuery, AuditStateQuery, Page } from '@postula/contract';
import { AUDIT_MESSAGES, diffApplication, DomainError, instantRefusal, replayApplication, REVIEW_MESSAGES } from '@postula/domain';
import type { AuditedEvent, AuditFieldChange, ReplayedApplication } from '@postula/domain';
import { EVENT_STORE } from '@postula/platform';
import type { EventStore } from '@postula/platform';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';
import { loadApplicationTrail } from './application-trail.js';

const refuse = (field: string, message: string) => new DomainError('invalid', message, { [field]: [message] });

/** The audit of one application: its stream, its state at an instant, what changed between two. */
@Injectable()
export class ApplicationAuditQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async events(applicationId: string, q: AuditEventsQuery): Promise<Page<AuditedEvent>> {
    const trail = await this.trail(applicationId);
    const start = (q.page - 1) * q.per_page;
    return pageOf(trail.slice(start, start + q.per_page), trail.length, q.page, q.per_page);
  }

  async state(applicationId: string, { at }: AuditStateQuery): Promise<ReplayedApplication> {
    const trail = await this.trail(applicationId);
    this.assertWithin(trail, 'at', at);
    return replayApplication(applicationId, trail, at);
  }

  async diff(applicationId: string, { from, to }: AuditDiffQuery): Promise<{ from: string; to: string; changes: AuditFieldChange[] }> {
    if (Date.parse(from) > Date.parse(to)) throw refuse('from', AUDIT_MESSAGES.order);
    const trail = await this.trail(applicationId);
    this.assertWithin(trail, 'to', to);
    return { from, to, changes: diffApplication(applicationId, trail, from, to) };
  }

  private async trail(applicationId: string): Promise<AuditedEvent[]> {
    const trail = await loadApplicationTrail(this.store, this.pool, applicationId);
    if (!trail.length) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    return trail;
  }

  /** An instant the application can be seen at: not in the future, not before its first event. */
  private assertWithin(trail: AuditedEvent[], field: string, at: string): void {
    // Events carry the store's recording time, so "the future" is the real present, not the injectable clock's.
    const refusal = instantRefusal(trail, at, new Date().toISOString());
    if (refusal) throw refuse(field, refusal);
  }
}
