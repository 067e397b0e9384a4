import { Decider } from './decider.js';
import { DomainError } from './domain-error.js';

/**
 * A value that must be unique across aggregates (an applicant's e-mail or identification) owns a stream.
 * Reserving appends to it with the revision just read, so of two concurrent registrations exactly one wins.
 */
export type UniqueValueReserved = { type: 'UniqueValueReserved'; data: { scope: string; value: string; ownerId: string } };
export type UniqueValueReleased = { type: 'UniqueValueReleased'; data: { scope: string; value: string; ownerId: string } };
export type UniqueValueEvent = UniqueValueReserved | UniqueValueReleased;

export type ReserveUniqueValue = { type: 'ReserveUniqueValue'; data: { scope: string; value: string; ownerId: string; takenMessage: string } };
export type ReleaseUniqueValue = { type: 'ReleaseUniqueValue'; data: { scope: string; value: string; ownerId: string } };
/** From one owner straight to another, in one append: no instant where a third party could reserve it. */
export type TransferUniqueValue = { type: 'TransferUniqueValue'; data: { scope: string; value: string; ownerId: string; toOwnerId: string; notHeldMessage: string } };

/**
 * The value never names the stream (personal data never goes in stream names): its keyed digest does, computed by
 * the caller with the server's key (`DataKeys.digest` of the value in lower case, so case never tells two apart).
 */
export const uniqueValueStream = (scope: string, valueDigest: string) => `unique-${scope}-${valueDigest}`;

export const APPLICANT_EMAIL_SCOPE = 'applicant-email';
export const APPLICANT_IDENTIFICATION_SCOPE = 'applicant-identification';
export const STAFF_EMAIL_SCOPE = 'staff-email';

export const uniqueValueDecider: Decider<{ ownerId?: string }, ReserveUniqueValue | ReleaseUniqueValue | TransferUniqueValue, UniqueValueEvent> = {
  initialState: () => ({}),
  evolve: (_, event) => (event.type === 'UniqueValueReserved' ? { ownerId: event.data.ownerId } : {}),
  decide(command, state) {
    const { scope, value, ownerId } = command.data;
    switch (command.type) {
      case 'ReserveUniqueValue':
        if (state.ownerId === ownerId) return [];
        if (state.ownerId) throw new DomainError('conflict', command.data.takenMessage);
        return [{ type: 'UniqueValueReserved', data: { scope, value, ownerId } }];
      case 'ReleaseUniqueValue':
        return state.ownerId === ownerId ? [{ type: 'UniqueValueReleased', data: { scope, value, ownerId } }] : [];
      case 'TransferUniqueValue':
        if (state.ownerId !== ownerId) throw new DomainError('conflict', command.data.notHeldMessage);
        return [
          { type: 'UniqueValueReleased', data: { scope, value, ownerId } },
          { type: 'UniqueValueReserved', data: { scope, value, ownerId: command.data.toOwnerId } },
        ];
      default: {
        const exhaustive: never = command;
        throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
      }
    }
  },
};
