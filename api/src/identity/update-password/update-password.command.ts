export class UpdateApplicantPasswordCommand {
  constructor(
    readonly applicantId: string,
    /** The caller's session stays; every other token of the account is revoked. */
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {}
}
