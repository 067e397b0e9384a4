export class SetApplicantPasswordCommand {
  constructor(
    readonly applicantId: string,
    readonly newPassword: string,
  ) {}
}
