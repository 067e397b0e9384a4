import type { CorrectionsBySection } from '@postula/domain';
import { PROGRAMME_TIME_ZONE, SUBMISSION_CITY } from '@postula/validation';
import { api } from '../api/client.js';
import { applicationApi, type Corrections } from '../api/application.js';
import { readCompletion } from './completion.js';
import { formAccess, type FormAccess } from './wizard.js';

/** What the form needs before its first step shows: who may edit what, the corrections asked for, the programme's facts. */
export interface Loaded {
  access: FormAccess;
  corrections: CorrectionsBySection | null;
  correctionNotes: string | null;
  firstCorrectionStep: number | null;
  correctionDeadline: Pick<Corrections, 'correction_deadline' | 'correction_deadline_passed'> | null;
  completed: Set<number>;
  deadline: string;
  timeZone: string;
  submissionCity: string;
  resultsNotice: string;
}

const formatDay = (day: string, timeZone: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('es-EC', { day: 'numeric', month: 'long', timeZone });

export async function loadForm(): Promise<Loaded> {
  const [programme, status] = await Promise.all([api.programme(), applicationApi.status()]);
  const facts = programme as typeof programme & { timezone?: string; eligibleCity?: string; resultsFrom?: string };
  const access = formAccess(status.status, programme.applications_open);
  const corrections = access.mode === 'corrections' ? await applicationApi.corrections() : null;
  const timeZone = facts.timezone ?? PROGRAMME_TIME_ZONE;
  return {
    access,
    corrections: corrections?.corrections ?? null,
    correctionNotes: corrections?.correction_notes ?? null,
    firstCorrectionStep: corrections?.first_step ?? null,
    correctionDeadline: corrections,
    completed: access.mode === 'closed' ? new Set() : (await readCompletion()).completed,
    deadline: programme.deadline,
    timeZone,
    submissionCity: facts.eligibleCity ?? SUBMISSION_CITY,
    resultsNotice: facts.resultsFrom
      ? `Los resultados estarán disponibles a partir del ${formatDay(facts.resultsFrom, timeZone)}, en esta página o por correo electrónico.`
      : 'Te avisaremos de los resultados en esta página y por correo electrónico.',
  };
}
