/** Every BullMQ queue of the system; producers and processors name queues only through this enum. */
export enum QueueName {
  Emails = 'emails',
}
