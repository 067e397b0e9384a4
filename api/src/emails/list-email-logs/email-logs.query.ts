import { pageOf } from '@postula/contract';
import type { EmailLogsQueryInput } from '@postula/contract';
import { readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_STAGE_NAMES, EMAIL_STATUS_NAMES, type EmailStage, type EmailStatus } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import type pg from 'pg';
import { wordPatterns } from '../../common/contains-pattern.js';
import { CONFIG, PG_POOL } from '../../platform/platform.tokens.js';

const LIST_SQL = readFileSync(new URL('./list-email-logs.sql', import.meta.url), 'utf8');

interface Row {
  total: number;
  tracking_id: string | null;
  stage: EmailStage;
  status: EmailStatus;
  email: string;
  first_name: string;
  last_name: string;
  sent_at: Date | null;
  opened_at: Date | null;
  failure_reason: string | null;
  resend_of: string | null;
}

/** Reads read.email_logs: the staff's view of every message (spec staff-side section 3, e-mail log entry). */
@Injectable()
export class EmailLogsQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async list(q: EmailLogsQueryInput) {
    const { rows } = await this.pool.query<Row>(LIST_SQL, [
      wordPatterns(q.first_name),
      wordPatterns(q.last_name),
      wordPatterns(q.email),
      q.identification ?? null,
      q.stage ?? null,
      q.send_status ?? null,
      q.is_opened ?? null,
      q.date_from ?? null,
      q.date_to ?? null,
      this.config.programme.timezone,
      q.tracking_id ?? null,
      q.has_failure ?? null,
      q.per_page,
      (q.page - 1) * q.per_page,
    ]);
    return pageOf(rows.filter((r) => r.tracking_id !== null).map(toEntry), rows[0]?.total ?? 0, q.page, q.per_page);
  }
}

function toEntry(r: Row) {
  return {
    id: r.tracking_id,
    tracking_id: r.tracking_id,
    applicant: { name: `${r.first_name} ${r.last_name}`, email: r.email },
    stage: { code: r.stage, name: EMAIL_STAGE_NAMES[r.stage] ?? r.stage },
    status: { code: r.status, name: EMAIL_STATUS_NAMES[r.status] ?? r.status },
    dates: { sent: r.sent_at?.toISOString() ?? null, opened: r.opened_at?.toISOString() ?? null },
    failure_reason: r.failure_reason,
    resend_of: r.resend_of,
  };
}
