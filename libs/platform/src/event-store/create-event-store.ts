import pg from 'pg';
import { AppConfig } from '../config/config.js';
import { EventStore } from './event-store.js';
import { EventStoreDBEventStore } from './eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** The event store the configuration names; the PostgreSQL one is migrated before it is handed out. */
export async function createEventStore(config: AppConfig, pool: pg.Pool): Promise<EventStore> {
  if (config.eventStore === 'eventstoredb') {
    if (!config.eventStoreUrl) throw new Error('EVENTSTORE_URL is required when EVENT_STORE=eventstoredb');
    return new EventStoreDBEventStore({ url: config.eventStoreUrl });
  }
  const store = new PostgresEventStore({ pool });
  await store.migrate();
  return store;
}
