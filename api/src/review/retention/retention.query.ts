import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { RETENTION_OUTCOME_LABELS, retentionDueAt } from '@postula/domain';
import type { ApplicationStatus } from '@postula/domain';
import { STAFF_STATUS_LABELS, type RetentionEntry } from '@postula/contract';
import { readRetentionCandidates } from '@postula/platform';
import type { AppConfig } from '@postula/platform';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';

/**
 * 'Retención de datos': what the next run of the sweep erases (the same candidates and due rule the sweep applies),
 * and what superadmins hold. The sweep's scheduler runs at the multiples of its period since the epoch
 * (BullMQ `every`), so the next run is the next multiple.
 */
@Injectable()
export class RetentionQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async nextRun(now: string) {
    const every = this.config.retention.sweepEveryMs;
    const nextRunAt = new Date((Math.floor(Date.parse(now) / every) + 1) * every).toISOString();
    const data: RetentionEntry[] = [];
    for (const c of await readRetentionCandidates(this.pool)) {
      const status = c.status as ApplicationStatus;
      const due = retentionDueAt({ status, decidedAt: c.decided_at?.toISOString() ?? null }, this.config.applicationDeadline, this.config.retention.periods);
      if (!due || (!c.held && Date.parse(due.dueAt) > Date.parse(nextRunAt))) continue;
      data.push({
        application_id: c.application_id,
        applicant: { name: `${c.first_name} ${c.last_name}`, email: c.email },
        status,
        status_es: status === 'none' ? 'Sin iniciar' : STAFF_STATUS_LABELS[status],
        outcome: due.outcome,
        outcome_es: RETENTION_OUTCOME_LABELS[due.outcome],
        due_at: due.dueAt,
        held: c.held,
        hold: c.held && c.held_at ? { reason: c.hold_reason ?? '', by: c.held_by_name, at: c.held_at.toISOString() } : null,
      });
    }
    return { next_run_at: nextRunAt, data: data.sort((a, b) => a.due_at.localeCompare(b.due_at)) };
  }
}
