import { AWARD_STATUSES, OFFER_STATUSES } from '@postula/domain';
import { WAITING_LIST_ORDERS } from '@postula/validation';
import { z } from 'zod';
import { pageSchema } from '../list-query.js';
import { STAFF_STATUSES } from '../status-labels.js';
import { instant, messageResponse } from './common.js';

/** The answers of the award cycle: the applicant's offer, the staff's 'Becas' and the public transparency page. */

/** One post-award document of the scholar: delivered, and what the staff decided (verified false with a note: refused). */
export const awardDocument = z.object({
  document_type: z.string(),
  label: z.string(),
  uploaded: z.boolean(),
  /** The current file (null until one is uploaded): staff open it by its id (GET admin/documents/download), the scholar by GET application/award/documents/download. */
  document_id: z.string().nullable(),
  file_name: z.string().nullable(),
  verified: z.boolean(),
  /** The staff's note when they refused the document (the scholar uploads it again); null otherwise. */
  note: z.string().nullable(),
  uploaded_at: instant().nullable(),
});
export type AwardDocument = z.infer<typeof awardDocument>;

/** GET application/award. `award` null: the application never reached a decision with a place or the waiting list. */
export const applicationAwardResponse = z.object({
  award: z.object({
    status: z.enum(AWARD_STATUSES).nullable(),
    status_es: z.string().nullable(),
    accept_by: instant().nullable(),
    offered_at: instant().nullable(),
    answered_at: instant().nullable(),
    /** Offered after a place freed (from the waiting list). */
    promoted: z.boolean(),
    documents: z.array(awardDocument),
    waiting_position: z.number().int().nullable(),
    waiting_total: z.number().int().nullable(),
  }),
});
export type ApplicationAward = z.infer<typeof applicationAwardResponse>['award'];

/** POST application/award/documents: the documents as they stand after the upload. */
export const awardDocumentsSavedResponse = messageResponse.extend({ documents: z.array(awardDocument) });

/** One offer in the staff's 'Becas' list. */
export const awardRow = z.object({
  application_id: z.string(),
  applicant_name: z.string(),
  identification: z.string(),
  email: z.string(),
  status: z.enum(OFFER_STATUSES),
  status_es: z.string(),
  offered_at: instant(),
  accept_by: instant(),
  answered_at: instant().nullable(),
  promoted: z.boolean(),
  documents_total: z.number().int(),
  documents_delivered: z.number().int(),
  documents_verified: z.number().int(),
  documents: z.array(awardDocument),
});
export type AwardRow = z.infer<typeof awardRow>;
export const awardsPage = pageSchema(awardRow);

/** GET awards/summary: `offered` counts open offers; `free` = places − offered − accepted (never negative). */
export const awardsSummaryResponse = z.object({
  places: z.number().int(),
  offered: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
  withdrawn: z.number().int(),
  waiting: z.number().int(),
  free: z.number().int(),
});
export type AwardsSummary = z.infer<typeof awardsSummaryResponse>;

/** The score's parts, each 0–10 before its weight (decisions.md "Waiting list"). */
export const waitingScore = z.object({
  total: z.number(),
  diagnostic: z.number(),
  academic: z.number(),
  income: z.number(),
});

export const waitingListRow = z.object({
  position: z.number().int(),
  application_id: z.string(),
  applicant_name: z.string(),
  identification: z.string(),
  approved_at: instant(),
  /** Whatever the order: staff see why each applicant stands where they would under the other order too. */
  score: waitingScore.nullable(),
});
export type WaitingListRow = z.infer<typeof waitingListRow>;
export const waitingListPage = pageSchema(waitingListRow).extend({ order: z.enum(WAITING_LIST_ORDERS) });

/** POST awards/withdraw: whether the freed place went to the next applicant on the waiting list. */
export const awardWithdrawnResponse = messageResponse.extend({ promoted_application_id: z.string().nullable() });

/** POST results/publish: how many held decisions this call told. */
export const resultsPublishedResponse = messageResponse.extend({ released: z.number().int() });

/** GET results/status: the results day (YYYY-MM-DD, the programme's time zone) and when they were published (null: not yet). */
export const resultsStatusResponse = z.object({ results_day: z.string(), published_at: z.string().nullable() });
export type ResultsStatus = z.infer<typeof resultsStatusResponse>;

/** GET public/transparency: counts only, no personal data. */
export const transparencyResponse = z.object({
  places: z.number().int(),
  accepted: z.number().int(),
  pending_offers: z.number().int(),
  waiting_list: z.number().int(),
  by_status: z.array(z.object({ status: z.enum(STAFF_STATUSES), label: z.string(), count: z.number().int() })),
  by_parish: z.array(z.object({ parish: z.string(), count: z.number().int() })),
  generated_at: instant(),
});
export type Transparency = z.infer<typeof transparencyResponse>;
