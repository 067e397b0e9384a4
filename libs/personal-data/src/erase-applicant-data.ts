import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  APPLICANT_EMAIL_SCOPE,
  APPLICANT_IDENTIFICATION_SCOPE,
  applicantDecider,
  applicantStream,
  applicationDecider,
  applicationStream,
  DomainError,
  erasureFactsFold,
  uniqueValueDecider,
} from '@postula/domain';
import type { Clock, DataKeys, Decisions, FileStorage } from '@postula/platform';
import { applicantThrottleKeys } from './throttle-keys.js';
import { uniqueValueStreamOf } from './unique-value-streams.js';

export interface ErasurePorts {
  /** The API's WritePath, or the worker's `storeDecisions`. */
  decisions: Decisions;
  keys: DataKeys;
  storage: FileStorage;
  clock: Clock;
  /** Ends every live session of the account (auth.sessions, see `revokeAccountSessions`). */
  revokeSessions(accountId: string, now: string): Promise<void>;
  /** Deletes the throttle counters under these keys (auth.login_failures, see `clearThrottleKeys`). */
  forgetThrottles(keys: string[]): Promise<void>;
  /** Takes an approved_out applicant off the waiting list, or gives on a place a promotion left them (AwardCycle `leavePlaces`). */
  leavePlaces(applicantId: string): Promise<void>;
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
 * The first half of an erasure: decided on the application stream at the revision read (`ErasureDecided`), so an
 * approval appended meanwhile makes it decide again on the fresh stream, where an awarded scholar's data is refused
 * (DomainError 'conflict', Art. 18), and any decision after it finds the application gone. An approved_out applicant
 * then leaves the waiting list. No key is destroyed yet: what must still reach the person (a deletion's reply) goes out first.
 *
 * Returns false when the account was already erased.
 */
export async function decideErasure(ports: ErasurePorts, { applicantId, by, reason, requestId = null }: ErasureRequest): Promise<boolean> {
  const { decisions, clock } = ports;
  const { state: account } = await decisions.load(applicantStream(applicantId), applicantDecider);
  if (!account.exists || !account.profile) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
  if (account.erased) return false;
  const command = { type: 'DecideErasure' as const, data: { applicantId, requestId, by, reason, now: clock.now() } };
  const { state } = await decisions.handleCommand(applicationStream(applicantId), applicationDecider, command, { retry: true });
  // Only an approved_out application is on the waiting list, or about to join it, or just promoted from it.
  if (state.status === 'approved_out') await ports.leavePlaces(applicantId);
  return true;
}

/**
 * The second half, crypto-shredding an erasure already decided: frees the e-mail and cédula for a new account, deletes
 * the throttle counters named by the e-mail, destroys the applicant's data key (every personal value in their events
 * then reads 'Datos eliminados'), deletes their uploaded files, records PersonalDataErased (the projectors erase the
 * read models' rows, the account can no longer log in) and ends their sessions. Each step is safe to repeat, so a
 * failed erasure is completed by running it again.
 *
 * Returns false when nothing was to do (no erasure decided, or the account already erased).
 */
export async function completeErasure(ports: ErasurePorts, applicantId: string): Promise<boolean> {
  const { decisions, keys, storage, clock } = ports;
  const [{ state: account }, { state: facts }] = await Promise.all([
    decisions.load(applicantStream(applicantId), applicantDecider),
    decisions.load(applicationStream(applicantId), erasureFactsFold),
  ]);
  const erasure = facts.application.erasure;
  if (!account.exists || !account.profile || account.erased || !erasure) return false;
  const { email, identification } = account.profile;
  const release = (scope: string, value: string) =>
    decisions.handleCommand(uniqueValueStreamOf(keys, scope, value), uniqueValueDecider, { type: 'ReleaseUniqueValue', data: { scope, value, ownerId: applicantId } }, { retry: true });
  await release(APPLICANT_EMAIL_SCOPE, email);
  if (identification) await release(APPLICANT_IDENTIFICATION_SCOPE, identification);
  await ports.forgetThrottles(applicantThrottleKeys(keys, email));
  await keys.destroy(applicantId);
  await Promise.all(facts.storageKeys.map((key) => storage.delete(key)));
  const now = clock.now();
  const data = { requestId: erasure.requestId, erasedBy: erasure.erasedBy, reason: erasure.reason, now };
  await decisions.handleCommand(applicantStream(applicantId), applicantDecider, { type: 'RecordPersonalDataErasure', data }, { retry: true });
  await ports.revokeSessions(applicantId, now);
  return true;
}

/** Both halves at once, for an erasure nobody is to be told of (the retention sweep). */
export async function eraseApplicantData(ports: ErasurePorts, request: ErasureRequest): Promise<boolean> {
  return (await decideErasure(ports, request)) && completeErasure(ports, request.applicantId);
}
