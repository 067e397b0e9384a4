import { PLACES_STREAM, type ApplicationEvent, type PlacesEvent } from '@postula/domain';
import { writeInRounds, type Projector, type RecordedEvent, type RowChange } from '@postula/platform';
import { erasing, runErasure } from '../personal-data/erasure.js';

const newer = 'a.revision < r.revision';
const SQL = {
  waiting: `INSERT INTO read.awards AS a (application_id, status, approved_at, revision)
    SELECT r.id, 'waiting', r.at, r.revision FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, at timestamptz, revision bigint)
    ON CONFLICT (application_id) DO UPDATE SET status = 'waiting', approved_at = EXCLUDED.approved_at, revision = EXCLUDED.revision WHERE a.revision < EXCLUDED.revision`,
  offered: `INSERT INTO read.awards AS a (application_id, status, offered_at, accept_by, promoted, revision)
    SELECT r.id, 'offered', r.at, r.accept_by, r.promoted, r.revision FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, at timestamptz, accept_by timestamptz, promoted boolean, revision bigint)
    ON CONFLICT (application_id) DO UPDATE SET status = 'offered', offered_at = EXCLUDED.offered_at, accept_by = EXCLUDED.accept_by, promoted = EXCLUDED.promoted,
      answered_at = NULL, documents = '{}'::jsonb, revision = EXCLUDED.revision WHERE a.revision < EXCLUDED.revision`,
  answered: `UPDATE read.awards a SET status = r.status, answered_at = COALESCE(r.at, a.answered_at), revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, status text, at timestamptz, revision bigint) WHERE a.application_id = r.id AND ${newer}`,
  document: `UPDATE read.awards a SET documents = a.documents || jsonb_build_object(r.type, r.document), revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, type text, document jsonb, revision bigint) WHERE a.application_id = r.id AND ${newer}`,
  verified: `UPDATE read.awards a SET documents = jsonb_set(a.documents, ARRAY[r.type], a.documents -> r.type || jsonb_build_object('verified', r.verified, 'note', r.note)), revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, type text, verified boolean, note text, revision bigint) WHERE a.application_id = r.id AND a.documents ? r.type AND ${newer}`,
  touched: `UPDATE read.awards a SET revision = r.revision FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, revision bigint) WHERE a.application_id = r.id AND ${newer}`,
  joined: `INSERT INTO read.waiting_list (application_id, approved_at, score_total, score_diagnostic, score_academic, score_income)
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, approved_at timestamptz, total numeric, diagnostic numeric, academic numeric, income numeric)
    ON CONFLICT (application_id) DO NOTHING`,
  left: `UPDATE read.waiting_list w SET left_revision = r.revision FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, revision bigint)
    WHERE w.application_id = r.id AND w.left_revision IS NULL`,
};

/** What one application event changes in read.awards. */
function awardChanges(e: ApplicationEvent, revision: number): RowChange[] {
  const id = e.data.applicantId;
  const answered = (status: string, at: string | null) => [{ sql: SQL.answered, row: { id, status, at, revision } }];
  switch (e.type) {
    case 'ApplicationDecided':
      return e.data.decision === 'approved_out' ? [{ sql: SQL.waiting, row: { id, at: e.data.decidedAt, revision } }] : [];
    case 'AwardOffered':
      return [{ sql: SQL.offered, row: { id, at: e.data.offeredAt, accept_by: e.data.acceptBy, promoted: e.data.promoted, revision } }];
    case 'AwardAccepted':
      return answered('accepted', e.data.acceptedAt);
    case 'AwardDeclined':
      return answered('declined', e.data.declinedAt);
    case 'AwardExpired':
      return answered('expired', null);
    case 'AwardWithdrawn':
      return answered('withdrawn', null);
    case 'AwardDocumentUploaded': {
      const d = e.data;
      const document = { document_id: d.documentId, file_name: d.fileName, storage_key: d.storageKey, content_type: d.contentType, size: d.size, uploaded_at: d.uploadedAt, verified: null, note: null };
      return [{ sql: SQL.document, row: { id, type: d.documentType, document, revision } }];
    }
    case 'AwardDocumentVerified':
      return [{ sql: SQL.verified, row: { id, type: e.data.documentType, verified: e.data.verified, note: e.data.note, revision } }];
    default:
      // PromotedFromWaitingList: the AwardOffered appended with it says everything.
      return [{ sql: SQL.touched, row: { id, revision } }];
  }
}

/** What one places event changes in read.waiting_list. */
function waitingListChanges(e: PlacesEvent, revision: number): RowChange[] {
  switch (e.type) {
    case 'WaitingListJoined': {
      const { applicantId: id, approvedAt: approved_at, score } = e.data;
      return [{ sql: SQL.joined, row: { id, approved_at, ...score } }];
    }
    case 'PlaceAllocated':
    case 'WaitingListLeft':
      return [{ sql: SQL.left, row: { id: e.data.applicantId, revision } }];
    default:
      return [];
  }
}

const AWARD_EVENTS = ['ApplicationDecided', 'AwardOffered', 'PromotedFromWaitingList', 'AwardAccepted', 'AwardDeclined', 'AwardExpired', 'AwardWithdrawn', 'AwardDocumentUploaded', 'AwardDocumentVerified'];

/**
 * The scholar's file names and the staff's notes on the post-award documents (AwardDocumentUploaded's fileName and
 * AwardDocumentVerified's note are personal); statuses, dates and the waiting list's scores stay.
 */
const ERASE = `UPDATE read.awards SET documents = (SELECT jsonb_object_agg(k, v || jsonb_build_object('file_name', $2::text)
    || CASE WHEN jsonb_typeof(v -> 'note') = 'string' THEN jsonb_build_object('note', $2::text) ELSE '{}'::jsonb END) FROM jsonb_each(documents) AS e(k, v))
  WHERE application_id = ANY($1::uuid[]) AND documents <> '{}'::jsonb`;

/** read.awards and read.waiting_list: the staff's 'Becas', the applicant's offer, the expiry sweep and the transparency page. */
export const awardsProjector: Projector = erasing(
  {
    name: 'awards',
    tables: ['read.awards', 'read.waiting_list'],
    handles: [...AWARD_EVENTS, 'WaitingListJoined', 'PlaceAllocated', 'WaitingListLeft'],
    apply: (client, events) =>
      writeInRounds(
        client,
        events,
        (event: RecordedEvent) => String(event.data.applicantId),
        (event: RecordedEvent) => {
          const e = { type: event.type, data: event.data } as never;
          return event.streamName === PLACES_STREAM ? waitingListChanges(e as PlacesEvent, event.revision) : awardChanges(e as ApplicationEvent, event.revision);
        },
      ),
  },
  runErasure(ERASE),
);
