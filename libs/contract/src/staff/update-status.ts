import { CORRECTION_FIELDS, CORRECTION_SECTIONS, correctionFlagKey, correctionsFromFlagKeys, flaggedEntries, REVIEW_MESSAGES as M } from '@postula/domain';
import type { CorrectionFlags } from '@postula/domain';
import { z } from 'zod';
import { idParam } from '../list-query.js';

export const NEW_STATUSES = ['approved', 'rejected', 'correction_review'] as const;

/**
 * The ticked correction flags of a request, only the true ones, by section. Accepted as the spec's flat
 * `{flag}_correction_{section}` keys (top level or inside `corrections`) or as `corrections: {section: {flag: bool}}`.
 */
export function requestedFlags(body: Record<string, unknown>): CorrectionFlags {
  const corrections = body.corrections && typeof body.corrections === 'object' ? (body.corrections as Record<string, unknown>) : {};
  const flat: Record<string, unknown> = { ...body, ...corrections };
  for (const section of CORRECTION_SECTIONS) {
    const nested = corrections[section];
    if (nested && typeof nested === 'object')
      for (const { flag } of CORRECTION_FIELDS[section]) if (Object.hasOwn(nested, flag)) flat[correctionFlagKey(section, flag)] = (nested as Record<string, unknown>)[flag];
  }
  const flags: CorrectionFlags = {};
  for (const { section, flag } of flaggedEntries(correctionsFromFlagKeys(flat))) flags[section] = { ...flags[section], [flag]: true };
  return flags;
}

const REVISION_MESSAGE = 'La revisión debe ser un número entero';

const notes = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: M.notesRequired }).min(1, M.notesRequired));

/** POST applications/update-status (and the correction request, the same call with new_status correction_review). */
export const updateStatusSchema = z
  .looseObject({
    application_id: idParam(),
    new_status: z.enum(NEW_STATUSES, { error: M.newStatusInvalid }),
    correction_notes: notes,
    /** The revision the reviewer saw (GET applications/details); absent: the current one. */
    revision: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.coerce.number({ error: REVISION_MESSAGE }).int(REVISION_MESSAGE).min(0, REVISION_MESSAGE).optional(),
    ),
  })
  .transform((body, ctx) => {
    const flags = body.new_status === 'correction_review' ? requestedFlags(body) : {};
    if (body.new_status === 'correction_review' && !Object.keys(flags).length) ctx.addIssue({ code: 'custom', path: ['corrections'], message: M.flagsRequired });
    return { application_id: body.application_id, new_status: body.new_status, correction_notes: body.correction_notes as string, revision: body.revision, flags };
  });
export type UpdateStatusInput = z.output<typeof updateStatusSchema>;
