export class ReassignIdentificationCommand {
  constructor(
    /** The account that disputes the identification and gets it. */
    readonly toApplicantId: string,
    readonly identification: string,
    /** The superadmin who decided it. */
    readonly reassignedBy: string,
  ) {}
}
