/** A superadmin holds an application's data from the retention sweep (a pending claim, LOPDP Art. 18), or releases it. */
export class RetentionHoldCommand {
  constructor(
    readonly applicationId: string,
    readonly staffUserId: string,
    /** The hold's reason; null releases the hold. */
    readonly reason: string | null,
  ) {}
}
