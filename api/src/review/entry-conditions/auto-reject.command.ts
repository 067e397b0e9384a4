/** A superadmin rejects every undecided application that fails the entry conditions. */
export class AutoRejectCommand {
  constructor(readonly staffUserId: string) {}
}
