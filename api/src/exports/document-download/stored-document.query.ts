import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../platform/platform.tokens.js';

export interface StoredDocumentRow {
  id: string;
  application_id: string;
  document_type: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size: string;
}

// Any document of any application, replaced ones included (the history keeps them), or a scholar's current post-award document.
const SQL = `SELECT id, application_id, document_type, file_name, storage_key, content_type, size FROM read.application_documents WHERE id = $1::uuid
  UNION ALL
  SELECT (d ->> 'document_id')::uuid, a.application_id, e.type, d ->> 'file_name', d ->> 'storage_key', d ->> 'content_type', (d ->> 'size')::bigint
  FROM read.awards a CROSS JOIN LATERAL jsonb_each(a.documents) AS e(type, d) WHERE a.documents <> '{}'::jsonb AND d ->> 'document_id' = $2::text
  LIMIT 1`;

/** One uploaded document's record, for a staff download. */
@Injectable()
export class StoredDocumentQuery {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async find(documentId: string): Promise<StoredDocumentRow | undefined> {
    return (await this.pool.query<StoredDocumentRow>(SQL, [documentId, documentId])).rows[0];
  }
}
