export class RecordEmailOpenCommand {
  constructor(readonly trackingId: string) {}
}
