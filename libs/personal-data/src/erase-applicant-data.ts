import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  APPLICANT_EMAIL_SCOPE,
  APPLICANT_IDENTIFICATION_SCOPE,
  applicantDecider,
  applicantStream,
  applicationStream,
  assertErasable,
  DomainError,
  erasureFactsFold,
  uniqueValueDecider,
} from '@postula/domain';
import type { Clock, DataKeys, Decisions, FileStorage } from '@postula/platform';
import { uniqueValueStreamOf } from './unique-value-streams.js';

export interface ErasurePorts {
  /** The API's WritePath, or the worker's `storeDecisions`. */
  decisions: Decisions;
  keys: DataKeys;
  storage: FileStorage;
  clock: Clock;
  /** Ends every live session of the account (auth.sessions, see `revokeAccountSessions`). */
  revokeSessions(accountId: string, now: string): Promise<void>;
}

export interface ErasureRequest {
  applicantId: string;
  /** The staff member's id, or 'system' (the retention sweep). */
  by: string;
  /** Why, in words that name no one (it is recorded in the event). */
  reason: string;
  /** The data request fulfilled, if any. */
  requestId?: string | null;
}

/**
 * Crypto-shredding, for a deletion request (API) and the retention sweep (worker) alike: frees the e-mail and cédula
 * for a new account, destroys the applicant's data key (every personal value in their events then reads 'Datos
 * eliminados'), deletes their uploaded files, records PersonalDataErased (the projectors erase the read models' rows,
 * the account can no longer log in) and ends their sessions. Each step is safe to repeat, so a failed erasure is
 * completed by running it again. An awarded scholar's data is refused (DomainError 'conflict').
 *
 * Returns false when the account was already erased (nothing more is done).
 */
export async function eraseApplicantData(ports: ErasurePorts, { applicantId, by, reason, requestId = null }: ErasureRequest): Promise<boolean> {
  const { decisions, keys, storage, clock } = ports;
  const [{ state: account }, { state: facts }] = await Promise.all([
    decisions.load(applicantStream(applicantId), applicantDecider),
    decisions.load(applicationStream(applicantId), erasureFactsFold),
  ]);
  if (!account.exists || !account.profile) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
  if (account.erased) return false;
  assertErasable(facts);
  const { email, identification } = account.profile;
  const release = (scope: string, value: string) =>
    decisions.handleCommand(uniqueValueStreamOf(keys, scope, value), uniqueValueDecider, { type: 'ReleaseUniqueValue', data: { scope, value, ownerId: applicantId } }, { retry: true });
  await release(APPLICANT_EMAIL_SCOPE, email);
  if (identification) await release(APPLICANT_IDENTIFICATION_SCOPE, identification);
  await keys.destroy(applicantId);
  await Promise.all(facts.storageKeys.map((key) => storage.delete(key)));
  const now = clock.now();
  await decisions.handleCommand(applicantStream(applicantId), applicantDecider, { type: 'RecordPersonalDataErasure', data: { requestId, erasedBy: by, reason, now } }, { retry: true });
  await ports.revokeSessions(applicantId, now);
  return true;
}
