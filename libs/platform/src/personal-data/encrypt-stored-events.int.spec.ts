import { randomUUID } from 'node:crypto';
import { storeInOwnSchema } from '../event-store/own-schema.fixture.js';
import { EventSerializer } from '../event-store/event-serializer.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { DataKeys } from './data-keys.js';
import { encryptStoredEvents } from './encrypt-stored-events.js';
import type { PersonalDataPolicy } from './personal-data-policy.js';

const policy: PersonalDataPolicy = {
  fields: { Registered: { subject: 'personId', paths: ['name', 'email'] }, Reserved: { subject: 'ownerId', paths: ['value'] } },
  erasedText: 'Datos eliminados',
  erasure: { type: 'Erased', subject: 'personId' },
};

/**
 * The migration of events stored in clear text: one transaction encrypts them in place and renames the streams named
 * by personal data; the append-only trigger is back afterwards, and a second run changes nothing.
 */
describe('encryptStoredEvents', () => {
  const { pool, schema, store: plain } = storeInOwnSchema(4);
  const keys = new DataKeys({ pool, secret: 'migration-data-key-migration-data-key', schema });
  const encrypting = new PostgresEventStore({ pool, schema, serializer: new EventSerializer({ personalData: { policy, keys } }) });
  beforeAll(() => keys.migrate());
  afterAll(() => encrypting.close());

  const raw = async () => (await pool.query(`SELECT stream_name, type, data, metadata FROM ${schema}.events ORDER BY global_position`)).rows;

  it('encrypts the clear-text personal values once, renames the reservations, and keeps the log append-only', async () => {
    const person = randomUUID();
    await plain.append(`person-${person}`, [{ type: 'Registered', data: { personId: person, name: 'Ana Núñez', email: 'ana@example.org', age: 20 } }, { type: 'Noted', data: { n: 1 } }], 'no_stream');
    await plain.append('unique-email-ana@example.org', [{ type: 'Reserved', data: { ownerId: person, value: 'ana@example.org' } }], 'no_stream');
    const renameStreams = { prefix: 'unique-', to: ({ data }: { data: Record<string, unknown> }) => `unique-email-${keys.digest(String(data.value))}` };

    expect(await encryptStoredEvents({ pool, keys, policy, schema, renameStreams })).toEqual({ encrypted: 2, renamedStreams: 1 });
    const stored = await raw();
    expect(JSON.stringify(stored)).not.toMatch(/Núñez|example\.org/);
    expect(stored[2].stream_name).toBe(`unique-email-${keys.digest('ana@example.org')}`);
    expect((await encrypting.readStream(`person-${person}`)).map((e) => e.data)).toEqual([{ personId: person, name: 'Ana Núñez', email: 'ana@example.org', age: 20 }, { n: 1 }]);
    expect((await encrypting.readStream(stored[2].stream_name))[0].data).toEqual({ ownerId: person, value: 'ana@example.org' });

    expect(await encryptStoredEvents({ pool, keys, policy, schema, renameStreams })).toEqual({ encrypted: 0, renamedStreams: 0 });
    expect(await raw()).toEqual(stored);
    await expect(pool.query(`UPDATE ${schema}.events SET data = '{}'`)).rejects.toMatchObject({ code: '42501' });
  });
});
