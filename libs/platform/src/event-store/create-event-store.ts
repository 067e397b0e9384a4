import pg from 'pg';
import { AppConfig } from '../config/config.js';
import { DataKeys } from '../personal-data/data-keys.js';
import type { PersonalDataPolicy } from '../personal-data/personal-data-policy.js';
import { EventSerializer } from './event-serializer.js';
import { EventStore } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

export interface PlatformEventStore {
  store: EventStore;
  /** The per-applicant keys the store encrypts personal data with (an erasure destroys one). */
  dataKeys: DataKeys;
}

/**
 * The event store the configuration names, with personal data encrypted as `personalData` declares (the domain's
 * PERSONAL_DATA); the PostgreSQL store and the key table are migrated before they are handed out. The EventStoreDB
 * client is imported only when chosen: loading it costs every process a few hundred milliseconds of CPU at start.
 */
export async function createEventStore(config: AppConfig, pool: pg.Pool, personalData: PersonalDataPolicy): Promise<PlatformEventStore> {
  const dataKeys = new DataKeys({ pool, secret: config.dataKey });
  await dataKeys.migrate();
  const serializer = new EventSerializer({ personalData: { policy: personalData, keys: dataKeys } });
  if (config.eventStore === 'eventstoredb') {
    if (!config.eventStoreUrl) throw new Error('EVENTSTORE_URL is required when EVENT_STORE=eventstoredb');
    const { EventStoreDBEventStore } = await import('./eventstoredb-event-store.js');
    return { store: new EventStoreDBEventStore({ url: config.eventStoreUrl, serializer }), dataKeys };
  }
  const store = new PostgresEventStore({ pool, serializer });
  await store.migrate();
  return { store, dataKeys };
}
