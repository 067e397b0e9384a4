export class ResendEmailCommand {
  constructor(
    /** The log entry's id: the tracking id of the failed message. */
    readonly trackingId: string,
    readonly requestedBy: string,
  ) {}
}
