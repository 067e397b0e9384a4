import { AWARD_MESSAGES as M, AWARD_DOCUMENT_TYPES, OFFER_STATUSES } from '@postula/domain';
import { z } from 'zod';
import { idParam, pageParams } from '../list-query.js';

/** The request schemas of the award cycle: the applicant's answer and the staff's 'Becas'. */

const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** POST application/award/decline: the reason is optional. */
export const declineAwardSchema = z.object({
  reason: z.preprocess((v) => (v === null ? undefined : blankAsAbsent(trimmed(v))), z.string({ error: M.reasonTooLong }).max(500, M.reasonTooLong).optional()),
});
export type DeclineAwardInput = z.infer<typeof declineAwardSchema>;

export const AWARDS_PER_PAGE = 20;
const STATUS_MESSAGE = `El estado debe ser uno de: ${OFFER_STATUSES.join(', ')}`;

/** GET awards?page=&per_page=&status=. */
export const listAwardsQuery = z.object({
  ...pageParams(AWARDS_PER_PAGE),
  status: z.preprocess(blankAsAbsent, z.enum(OFFER_STATUSES, { error: STATUS_MESSAGE }).optional()),
});
export type ListAwardsQuery = z.infer<typeof listAwardsQuery>;

/** GET awards/waiting-list?page=. */
export const waitingListQuery = z.object(pageParams(AWARDS_PER_PAGE));
export type WaitingListQuery = z.infer<typeof waitingListQuery>;

/** POST awards/verify-document: a refusal (verified false) needs the note the scholar will read. */
export const verifyAwardDocumentSchema = z
  .object({
    application_id: idParam(),
    document_type: z.enum(AWARD_DOCUMENT_TYPES, { error: M.unknownDocumentType }),
    verified: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: M.verifiedValue })),
    note: z.preprocess((v) => (v === null ? undefined : blankAsAbsent(trimmed(v))), z.string({ error: M.noteTooLong }).max(500, M.noteTooLong).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.verified === false && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: M.noteRequired });
  });
export type VerifyAwardDocumentInput = z.infer<typeof verifyAwardDocumentSchema>;

/** POST awards/withdraw: a scholar's renunciation recorded by a superadmin. */
export const withdrawAwardSchema = z.object({
  application_id: idParam(),
  reason: z.preprocess(trimmed, z.string({ error: M.withdrawReasonRequired }).min(1, M.withdrawReasonRequired).max(500, M.reasonTooLong)),
});
export type WithdrawAwardInput = z.infer<typeof withdrawAwardSchema>;
