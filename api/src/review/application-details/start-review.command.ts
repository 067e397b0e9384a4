/** A staff member opened an application's details: a submitted or corrected one moves to under_review. */
export class StartReviewCommand {
  constructor(
    readonly applicantId: string,
    readonly staffUserId: string,
  ) {}
}
