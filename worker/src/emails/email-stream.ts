import { emailDecider, emailStream, fold, type EmailCommand, type EmailEvent, type EmailState } from '@postula/domain';
import { handleCommand, type EventMetadata, type EventStore } from '@postula/platform';

/** The worker's side of a message's stream: read its state, record what happened to it. */
export class EmailStream {
  constructor(private readonly store: EventStore) {}

  async load(trackingId: string): Promise<{ state: EmailState; revision: number }> {
    const recorded = await this.store.readStream(emailStream(trackingId));
    return { state: fold(emailDecider, recorded as unknown as EmailEvent[]), revision: recorded.length ? recorded[recorded.length - 1].revision : -1 };
  }

  /** Decides on the current state and appends, decided again on a fresh read when another writer raced it; the decider makes a repeated outcome a no-op. */
  async record(trackingId: string, command: EmailCommand, metadata: EventMetadata = { actorRole: 'system' }): Promise<EmailEvent[]> {
    return (await handleCommand(this.store, emailStream(trackingId), emailDecider, command, { retry: true, metadata })).events;
  }
}
