import pg from 'pg';
import { AppConfig } from '../config/config.js';
import { EventStore } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * The event store the configuration names; the PostgreSQL one is migrated before it is handed out. The EventStoreDB
 * client is imported only when chosen: loading it costs every process a few hundred milliseconds of CPU at start.
 */
export async function createEventStore(config: AppConfig, pool: pg.Pool): Promise<EventStore> {
  if (config.eventStore === 'eventstoredb') {
    if (!config.eventStoreUrl) throw new Error('EVENTSTORE_URL is required when EVENT_STORE=eventstoredb');
    const { EventStoreDBEventStore } = await import('./eventstoredb-event-store.js');
    return new EventStoreDBEventStore({ url: config.eventStoreUrl });
  }
  const store = new PostgresEventStore({ pool });
  await store.migrate();
  return store;
}
