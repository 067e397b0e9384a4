export class RequestPasswordResetCommand {
  constructor(readonly email: string) {}
}

export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly newPassword: string,
  ) {}
}
