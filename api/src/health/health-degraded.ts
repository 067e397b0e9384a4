/** Thrown by a health check whose component fails while the system still serves (a read model left behind, the queue away). */
export class HealthDegraded extends Error {
  constructor(
    message: string,
    readonly details: unknown,
  ) {
    super(message);
    this.name = 'HealthDegraded';
  }
}
