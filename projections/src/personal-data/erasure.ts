import type pg from 'pg';
import { ERASED_PERSONAL_DATA, PERSONAL_DATA } from '@postula/domain';
import type { Projector, RecordedEvent } from '@postula/platform';

const ERASURE = PERSONAL_DATA.erasure.type;

/** Rewrites a read model's rows of the erased applicants (`$1`, their ids; `$2`, the erased text). */
export type EraseRows = (client: pg.PoolClient, applicantIds: string[]) => Promise<void>;

/**
 * The projector, also erasing its rows of an applicant when their PersonalDataErased arrives. Events read after the
 * erasure carry 'Datos eliminados' where they had personal values, so a rebuild writes what `erase` leaves: `erase`
 * must turn every value the projector copied from a personal field (domain's PERSONAL_FIELDS) into
 * ERASED_PERSONAL_DATA, and nothing else. Every event of the batch was read after the erasure, so `erase` runs last.
 * It finds rows by applicant: in a rebuild without secondary indexes, a scan for each batch holding an erasure (rare).
 */
export function erasing(projector: Projector, erase: EraseRows): Projector {
  return {
    ...projector,
    handles: [...projector.handles, ERASURE],
    async apply(client, events) {
      const kept = events.filter((e) => e.type !== ERASURE);
      if (kept.length) await projector.apply(client, kept);
      const erased = erasedApplicants(events);
      if (erased.length) await erase(client, erased);
    },
  };
}

const erasedApplicants = (events: RecordedEvent[]) => [...new Set(events.filter((e) => e.type === ERASURE).map((e) => String(e.data.applicantId)))];

/** SQL: a text column erased, null kept. */
export const erasedText = (column: string) => `${column} = CASE WHEN ${column} IS NULL THEN NULL ELSE $2::text END`;

/** SQL: the string values of `keys` in a JSON object column erased, the rest kept. */
export const erasedJsonKeys = (column: string, keys: readonly string[]) =>
  `${column} = coalesce((SELECT jsonb_object_agg(k, CASE WHEN k IN (${keys.map((key) => `'${key}'`).join(', ')}) AND jsonb_typeof(v) = 'string' THEN to_jsonb($2::text) ELSE v END)
    FROM jsonb_each(${column}) AS e(k, v)), ${column})`;

/** Runs an UPDATE of the erased applicants' rows: `$1` their ids, `$2` the erased text. */
export const runErasure = (sql: string) => async (client: pg.PoolClient, applicantIds: string[]) => {
  await client.query(sql, [applicantIds, ERASED_PERSONAL_DATA]);
};
