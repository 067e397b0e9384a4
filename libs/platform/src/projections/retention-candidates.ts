import type pg from 'pg';

/** An account whose data the retention sweep may erase (or a superadmin holds), as the read models have it. */
export interface RetentionCandidate {
  application_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: 'none' | 'started' | 'rejected' | string;
  decided_at: Date | null;
  held: boolean;
  hold_reason: string | null;
  held_by_name: string | null;
  held_at: Date | null;
}

// Every account, with or without an application: one that never started one was never submitted either.
const SQL = `
  SELECT p.id AS application_id, p.first_name, p.last_name, p.email, COALESCE(a.status, 'none') AS status,
         r.decided_at, COALESCE(r.held, false) AS held, r.hold_reason, r.held_by_name, r.held_at
  FROM read.applicants p
  LEFT JOIN read.applications a ON a.id = p.id
  LEFT JOIN read.application_retention r ON r.application_id = p.id
  WHERE r.ended_at IS NULL AND (COALESCE(a.status, 'none') IN ('none', 'started', 'rejected') OR r.held)
  ORDER BY p.registered_at, p.id`;

/** What the retention sweep decides on (each one again on its stream) and what 'Retención de datos' lists. */
export async function readRetentionCandidates(pool: pg.Pool): Promise<RetentionCandidate[]> {
  return (await pool.query<RetentionCandidate>(SQL)).rows;
}

// Ended, but the applicant's row still holds their e-mail: the run that ended it stopped before erasing (or the
// projections have not seen the erasure yet; erasing again is then a no-op).
const ENDED_NOT_ERASED = `
  SELECT r.application_id FROM read.application_retention r JOIN read.applicants p ON p.id = r.application_id
  WHERE r.ended_at IS NOT NULL AND p.email <> $1`;

/** The applications whose retention period ended but whose applicant is not erased yet (`erasedText`: what an erased e-mail reads). */
export async function readEndedNotErased(pool: pg.Pool, erasedText: string): Promise<string[]> {
  return (await pool.query<{ application_id: string }>(ENDED_NOT_ERASED, [erasedText])).rows.map((r) => r.application_id);
}
