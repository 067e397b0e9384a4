/** Every BullMQ queue of the system; producers and processors name queues only through this enum. */
export enum QueueName {
  Emails = 'emails',
  /** Scheduled sweeps (worker/src/scheduled): one repeatable job per sweep, any worker runs it. */
  Sweeps = 'sweeps',
}
