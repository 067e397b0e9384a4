import type pg from 'pg';
import { AwardCycle } from '@postula/award-cycle';
import type { EmailMessage } from '@postula/domain';
import type { ErasurePorts } from '@postula/personal-data';
import { clearThrottleKeys, revokeAccountSessions, storeDecisions, type AppConfig, type Clock, type DataKeys, type EventStore, type FileStorage } from '@postula/platform';

export interface WorkerErasureDeps {
  /** The API's database: auth.sessions and auth.login_failures. */
  pool: pg.Pool;
  store: EventStore;
  keys: DataKeys;
  storage: FileStorage;
  clock: Clock;
  config: Pick<AppConfig, 'places' | 'award'>;
}

/** What an erasure needs in the worker (the retention sweep, and the shredding after a deletion's reply). */
export function workerErasurePorts({ pool, store, keys, storage, clock, config }: WorkerErasureDeps): ErasurePorts {
  const decisions = storeDecisions(store);
  const awards = new AwardCycle({ decisions, clock, places: config.places, settings: config.award });
  return {
    decisions,
    keys,
    storage,
    clock,
    revokeSessions: (accountId, now) => revokeAccountSessions(pool, accountId, now, 'account_changed'),
    forgetThrottles: (throttleKeys) => clearThrottleKeys(pool, throttleKeys),
    leavePlaces: (applicantId) => awards.leavePlaces(applicantId),
  };
}

/** The reply to a fulfilled deletion request: once it is sent (or failed for good), the applicant's data is shredded. */
export const isErasureReply = (message: Pick<EmailMessage, 'stage' | 'variables' | 'applicantId'>): message is typeof message & { applicantId: string } =>
  message.stage === 'data_request_resolved' && message.variables.erased === true && message.applicantId !== null;
