export class OptBackIntoRemindersCommand {
  constructor(
    /** The token of the e-mail's link, as sent: the handler opens it. */
    readonly token: string,
  ) {}
}
