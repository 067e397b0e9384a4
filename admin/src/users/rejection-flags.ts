import { failedEntryConditions } from '@postula/domain';
import type { EntryCondition } from '@postula/domain';
import type { EntryConditionRow } from '@postula/contract';

type RowFacts = Pick<EntryConditionRow, 'academic' | 'personal' | 'location' | 'diagnostic' | 'financial'>;

/** The cells of one auto-reject row that fail the entry conditions (the server's rule, libs/domain). */
export const rejectionFlags = (row: RowFacts, eligibleCity: string, minCorrectAnswers?: number): Set<EntryCondition> =>
  new Set(
    failedEntryConditions(
      { ...row.academic, age: row.personal.age, city: row.location.city, correct_answers: row.diagnostic.correct_answers, monthly_income: row.financial.monthly_income },
      eligibleCity,
      minCorrectAnswers,
    ),
  );

/** N of 'Total a rechazar: N postulantes': distinct applicants. */
export const distinctApplicants = (rows: { applicant: { id: string } }[]) => new Set(rows.map((r) => r.applicant.id)).size;
