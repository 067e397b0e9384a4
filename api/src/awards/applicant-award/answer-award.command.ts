/** POST application/award/accept and decline: the applicant's answer to their open offer. */
export class AnswerAwardCommand {
  constructor(
    readonly applicantId: string,
    readonly answer: 'accept' | 'decline',
    readonly reason: string | null = null,
  ) {}
}
