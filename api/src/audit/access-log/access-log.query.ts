import { Inject, Injectable } from '@nestjs/common';
import { pageOf } from '@postula/contract';
import type { AccessLogQuery, Page } from '@postula/contract';
import { DomainError, REVIEW_MESSAGES } from '@postula/domain';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

const ACTION_LABELS: Record<string, string> = { details_viewed: 'Consulta de la aplicación', document_downloaded: 'Descarga de documento' };

export interface AccessLogEntry {
  id: string;
  action: string;
  action_label: string;
  /** details, pdf, diagnostic_exam or diagnostic_exam_pdf for a details view; null for a download. */
  via: string | null;
  actor: { id: string; role: string; name: string | null; email: string | null };
  document: { id: string; document_type: string; file_name: string } | null;
  at: Date;
}

const SQL = {
  exists: 'SELECT 1 FROM read.applications WHERE id = $1',
  page: `SELECT id, action, via, actor_id, actor_role, actor_name, actor_email, document_id, document_type, file_name, at, count(*) OVER ()::int AS total
         FROM read.access_log WHERE application_id = $1 ORDER BY at DESC, id LIMIT $2 OFFSET $3`,
};

interface Row {
  id: string;
  action: string;
  via: string | null;
  actor_id: string;
  actor_role: string;
  actor_name: string | null;
  actor_email: string | null;
  document_id: string | null;
  document_type: string | null;
  file_name: string | null;
  at: Date;
  total: number;
}

/** GET applications/access-log: who read an application, newest first. */
@Injectable()
export class AccessLogList {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(q: AccessLogQuery): Promise<Page<AccessLogEntry>> {
    if (!(await this.pool.query(SQL.exists, [q.application_id])).rowCount) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    const { rows } = await this.pool.query<Row>(SQL.page, [q.application_id, q.per_page, (q.page - 1) * q.per_page]);
    const data = rows.map((r) => ({
      id: r.id,
      action: r.action,
      action_label: ACTION_LABELS[r.action] ?? r.action,
      via: r.via,
      actor: { id: r.actor_id, role: r.actor_role, name: r.actor_name, email: r.actor_email },
      document: r.document_id ? { id: r.document_id, document_type: r.document_type!, file_name: r.file_name! } : null,
      at: r.at,
    }));
    return pageOf(data, rows[0]?.total ?? 0, q.page, q.per_page);
  }
}
