import { emailDecider, emailStream, fold, type EmailCommand, type EmailEvent, type EmailState } from '@postula/domain';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type JsonObject } from '@postula/platform';

/** How often a decision is re-taken when another writer (an open, a re-send) appended in between. */
const CONFLICT_RETRIES = 5;

/** The worker's side of a message's stream: read its state, record what happened to it. */
export class EmailStream {
  constructor(private readonly store: EventStore) {}

  async load(trackingId: string): Promise<{ state: EmailState; revision: number }> {
    const recorded = await this.store.readStream(emailStream(trackingId));
    return { state: fold(emailDecider, recorded as unknown as EmailEvent[]), revision: recorded.length ? recorded[recorded.length - 1].revision : -1 };
  }

  /** Decides on the current state and appends; the decider makes a repeated outcome a no-op. */
  async record(trackingId: string, command: EmailCommand, metadata: EventMetadata = { actorRole: 'system' }): Promise<EmailEvent[]> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(trackingId);
      const events = emailDecider.decide(command, state);
      if (!events.length) return events;
      try {
        await this.store.append(
          emailStream(trackingId),
          events.map((e) => ({ type: e.type, data: e.data as unknown as JsonObject, metadata })),
          revision < 0 ? 'no_stream' : revision,
        );
        return events;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= CONFLICT_RETRIES) throw error;
      }
    }
  }
}
