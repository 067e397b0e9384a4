import { ERASED_PERSONAL_DATA, PERSONAL_DATA, uniqueValueStream } from '@postula/domain';
import { closePool, createEventStore, createPool, encryptStoredEvents, loadConfig, openCommandLineDatabase } from '@postula/platform';

/**
 * `npm run personal-data:encrypt`: encrypts the personal values of the events stored before they were encrypted, and
 * renames the reservations once named by an e-mail or cédula, in one transaction (docs/operations.md). Run it with the
 * services stopped, then `npm run projections:verify`. A second run changes nothing. Exit code 0, or 1 on failure.
 */
const DIGEST = /^[A-Za-z0-9_-]{43}$/;

const config = loadConfig();
if (config.eventStore !== 'postgres') {
  console.error('Solo el almacén de eventos PostgreSQL guarda eventos anteriores al cifrado: EventStoreDB nunca reescribe un evento.');
  process.exit(1);
}
const database = await openCommandLineDatabase(config);
const pool = createPool(database.url, { max: 2, name: 'personal-data-encrypt' });
let exitCode = 0;
try {
  const { store, dataKeys } = await createEventStore(config, pool, PERSONAL_DATA);
  try {
    const report = await encryptStoredEvents({
      pool,
      keys: dataKeys,
      policy: PERSONAL_DATA,
      renameStreams: {
        prefix: 'unique-',
        to: ({ streamName, data }) => {
          const [scope, value] = [String(data.scope), String(data.value)];
          // Named already (a digest), or its owner erased: it keeps its name.
          if (DIGEST.test(streamName.slice(`unique-${scope}-`.length)) || value === ERASED_PERSONAL_DATA) return streamName;
          return uniqueValueStream(scope, dataKeys.digest(value.toLowerCase()));
        },
      },
    });
    console.log(`${report.encrypted} eventos cifrados y ${report.renamedStreams} reservas renombradas. Compruebe las proyecciones con: npm run projections:verify`);
  } finally {
    await store.close();
  }
} catch (error) {
  console.error(`El cifrado de los eventos falló y no cambió nada: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await closePool(pool);
  await database.stop();
}
process.exit(exitCode);
