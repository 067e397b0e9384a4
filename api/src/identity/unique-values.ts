import { Inject, Injectable } from '@nestjs/common';
import { DomainError, uniqueValueDecider } from '@postula/domain';
import { uniqueValueStreamOf } from '@postula/personal-data';
import { WrongExpectedRevisionError, type DataKeys } from '@postula/platform';
import { WritePath } from '../common/write-path.js';
import { DATA_KEYS } from '../platform/platform.tokens.js';

/** Reserves and releases values unique across accounts (see uniqueValueDecider). */
@Injectable()
export class UniqueValues {
  constructor(
    private readonly writes: WritePath,
    @Inject(DATA_KEYS) private readonly keys: DataKeys,
  ) {}

  async reserve(scope: string, value: string, ownerId: string, takenMessage: string): Promise<void> {
    const command = { type: 'ReserveUniqueValue' as const, data: { scope, value, ownerId, takenMessage } };
    try {
      await this.writes.handleCommand(uniqueValueStreamOf(this.keys, scope, value), uniqueValueDecider, command);
    } catch (error) {
      // Lost the race to a concurrent reservation: the value is taken, not a stale write to retry.
      if (error instanceof WrongExpectedRevisionError) throw new DomainError('conflict', takenMessage);
      throw error;
    }
  }

  async release(scope: string, value: string, ownerId: string): Promise<void> {
    await this.writes.handleCommand(uniqueValueStreamOf(this.keys, scope, value), uniqueValueDecider, { type: 'ReleaseUniqueValue', data: { scope, value, ownerId } });
  }

  /** Hands a value from its owner to another in one append (409 with `notHeldMessage` if `ownerId` no longer holds it). */
  async transfer(scope: string, value: string, ownerId: string, toOwnerId: string, notHeldMessage: string): Promise<void> {
    const command = { type: 'TransferUniqueValue' as const, data: { scope, value, ownerId, toOwnerId, notHeldMessage } };
    await this.writes.handleCommand(uniqueValueStreamOf(this.keys, scope, value), uniqueValueDecider, command);
  }

  /**
   * Moves an owner to new values around `write` (an edit of the account): each changed value is reserved
   * first (409 with its message when taken), the old one released only once `write` succeeded; a failure
   * releases what was reserved. Values equal but for case share a stream, so they count as unchanged.
   */
  async change<T>(ownerId: string, changes: { scope: string; from: string; to: string; takenMessage: string }[], write: () => Promise<T>): Promise<T> {
    const changed = changes.filter((c) => c.from.toLowerCase() !== c.to.toLowerCase());
    const reserved: typeof changed = [];
    let result: T;
    try {
      for (const c of changed) {
        await this.reserve(c.scope, c.to, ownerId, c.takenMessage);
        reserved.push(c);
      }
      result = await write();
    } catch (error) {
      for (const c of reserved) await this.release(c.scope, c.to, ownerId);
      throw error;
    }
    for (const c of changed) await this.release(c.scope, c.from, ownerId);
    return result;
  }
}
