import { RETENTION_MESSAGES } from '@postula/domain';
import { z } from 'zod';
import { idParam } from '../list-query.js';
import { instant, savedResponse } from '../responses/common.js';

const reason = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: RETENTION_MESSAGES.reasonRequired }).min(1, RETENTION_MESSAGES.reasonRequired).max(500, 'El motivo no puede tener más de 500 caracteres'),
);

/** POST retention/hold: a superadmin keeps an application's data from the retention sweep (a pending claim). */
export const retentionHoldSchema = z.object({ application_id: idParam(), reason });
/** POST retention/release: the hold ends; the next run erases the data if its period is over. */
export const retentionReleaseSchema = z.object({ application_id: idParam() });

/** GET retention: one account the next run erases, or that a superadmin holds. */
export const retentionEntry = z.object({
  application_id: z.string(),
  applicant: z.object({ name: z.string(), email: z.string() }),
  status: z.string(),
  status_es: z.string(),
  outcome: z.string(),
  outcome_es: z.string(),
  due_at: instant(),
  held: z.boolean(),
  hold: z.object({ reason: z.string(), by: z.string().nullable(), at: instant() }).nullable(),
});
export type RetentionEntry = z.infer<typeof retentionEntry>;
export const retentionResponse = z.object({ next_run_at: instant(), data: z.array(retentionEntry) });
export const retentionHeldResponse = savedResponse(z.object({ application_id: z.string(), held: z.boolean() }));
