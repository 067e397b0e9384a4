import { DATA_REQUEST_STATUS_LABELS, DATA_REQUEST_TYPE_LABELS, pageOf } from '@postula/contract';
import type { DataRequestsQueryInput, OwnDataRequest } from '@postula/contract';
import type { DataRequestStatus, DataRequestType } from '@postula/domain';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

const COLUMNS = 'r.id, r.type, r.status, r.message, r.created_at, r.due_at, r.resolved_at, r.reason';

const SQL = {
  // Pending first, the most overdue on top; resolved ones after, the latest first.
  queue: `SELECT ${COLUMNS}, r.applicant_id, r.email, r.first_name, r.last_name, a.id AS application_id, a.status AS application_status,
                 count(*) OVER ()::int AS total
          FROM read.data_requests r LEFT JOIN read.applications a ON a.id = r.applicant_id
          ORDER BY (r.status <> 'pending'), CASE WHEN r.status = 'pending' THEN r.due_at END, r.resolved_at DESC, r.id
          LIMIT $1 OFFSET $2`,
  own: `SELECT ${COLUMNS} FROM read.data_requests r WHERE r.applicant_id = $1 ORDER BY r.created_at DESC, r.id`,
  applicant: 'SELECT email, first_name, last_name FROM read.applicants WHERE id = $1',
  request: 'SELECT id, applicant_id, type, status FROM read.data_requests WHERE id = $1',
} as const;

interface RequestRow {
  id: string;
  type: DataRequestType;
  status: DataRequestStatus;
  message: string;
  created_at: Date;
  due_at: Date;
  resolved_at: Date | null;
  reason: string | null;
}

interface QueueRow extends RequestRow {
  applicant_id: string;
  email: string;
  first_name: string;
  last_name: string;
  application_id: string | null;
  application_status: string | null;
  total: number;
}

const asOwn = (r: RequestRow): OwnDataRequest => ({
  id: r.id,
  type: r.type,
  type_es: DATA_REQUEST_TYPE_LABELS[r.type],
  status: r.status,
  status_es: DATA_REQUEST_STATUS_LABELS[r.status],
  message: r.message,
  created_at: r.created_at.toISOString(),
  due_at: r.due_at.toISOString(),
  resolved_at: r.resolved_at?.toISOString() ?? null,
  reason: r.reason,
});

/** Reads read.data_requests: the staff queue, an applicant's own requests, and the facts a command needs. */
@Injectable()
export class DataRequestsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async queue(q: DataRequestsQueryInput, now: Date) {
    const { rows } = await this.pool.query<QueueRow>(SQL.queue, [q.per_page, (q.page - 1) * q.per_page]);
    const data = rows.map((r) => ({
      ...asOwn(r),
      applicant: { id: r.applicant_id, email: r.email, first_name: r.first_name, last_name: r.last_name },
      application_id: r.application_id,
      application_status: r.application_status,
      overdue: r.status === 'pending' && r.due_at < now,
    }));
    return pageOf(data, rows[0]?.total ?? 0, q.page, q.per_page);
  }

  async own(applicantId: string): Promise<OwnDataRequest[]> {
    return (await this.pool.query<RequestRow>(SQL.own, [applicantId])).rows.map(asOwn);
  }

  async applicant(applicantId: string) {
    return (await this.pool.query<{ email: string; first_name: string; last_name: string }>(SQL.applicant, [applicantId])).rows[0];
  }

  async request(requestId: string) {
    return (await this.pool.query<{ id: string; applicant_id: string; type: DataRequestType; status: DataRequestStatus }>(SQL.request, [requestId])).rows[0];
  }
}
