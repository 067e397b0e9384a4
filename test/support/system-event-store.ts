import type pg from 'pg';
import { PERSONAL_DATA } from '@postula/domain';
import { DataKeys, EventSerializer, PostgresEventStore } from '@postula/platform';

/** The master key of personal data every test system and API runs with. */
export const TEST_DATA_KEY = 'test-data-key-test-data-key-test-data-key-0123';

/** The test systems' event store (default schema) read as the application reads it: personal values decrypted. */
export function systemEventStore(pool: pg.Pool): PostgresEventStore {
  const keys = new DataKeys({ pool, secret: TEST_DATA_KEY });
  return new PostgresEventStore({ pool, serializer: new EventSerializer({ personalData: { policy: PERSONAL_DATA, keys } }) });
}
