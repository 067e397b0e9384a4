import type { ExamAnswerInput } from '@postula/catalogs';

/** POST diagnostic/submit: the applicant's answers, already checked against the bank's questions. */
export class CompleteExamCommand {
  constructor(
    readonly applicantId: string,
    readonly answers: ExamAnswerInput[],
  ) {}
}
