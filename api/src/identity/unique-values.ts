import { Injectable } from '@nestjs/common';
import { DomainError, uniqueValueDecider, uniqueValueStream } from '@postula/domain';
import { WrongExpectedRevisionError } from '@postula/platform';
import { AggregateRepository } from '../common/aggregate-repository.js';

/** Reserves and releases values unique across accounts (see uniqueValueDecider). */
@Injectable()
export class UniqueValues {
  constructor(private readonly aggregates: AggregateRepository) {}

  async reserve(scope: string, value: string, ownerId: string, takenMessage: string): Promise<void> {
    const command = { type: 'ReserveUniqueValue' as const, data: { scope, value, ownerId, takenMessage } };
    try {
      await this.aggregates.handle(uniqueValueStream(scope, value), uniqueValueDecider, command);
    } catch (error) {
      // Lost the race to a concurrent reservation: the value is taken, not a stale write to retry.
      if (error instanceof WrongExpectedRevisionError) throw new DomainError('conflict', takenMessage);
      throw error;
    }
  }

  async release(scope: string, value: string, ownerId: string): Promise<void> {
    await this.aggregates.handle(uniqueValueStream(scope, value), uniqueValueDecider, { type: 'ReleaseUniqueValue', data: { scope, value, ownerId } });
  }
}
