/** Thrown by a health check whose component answers but does not do its work (a read model left behind). */
export class HealthDegraded extends Error {
  constructor(
    message: string,
    readonly details: unknown,
  ) {
    super(message);
    this.name = 'HealthDegraded';
  }
}
