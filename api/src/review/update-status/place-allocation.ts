import { Inject, Injectable } from '@nestjs/common';
import { holdsPlace, PLACES_STREAM, placesDecider } from '@postula/domain';
import { CLOCK, WrongExpectedRevisionError } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { CONFIG } from '../../platform/platform.tokens.js';

const ATTEMPTS = 10;

/**
 * The programme's places (PLACES) on the write side. `take` is decided again when another approval raced it,
 * so the count is exact however many reviewers approve at once.
 */
@Injectable()
export class PlaceAllocation {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 'taken' (just now), 'held' (from an earlier attempt) or 'full'. */
  take(applicationId: string): Promise<'taken' | 'held' | 'full'> {
    return this.onConflictRetry(async () => {
      const { events } = await this.aggregates.handle(PLACES_STREAM, placesDecider, { type: 'AllocatePlace', data: { applicationId, places: this.config.places, now: this.clock.now() } });
      if (events.length) return 'taken';
      const { state } = await this.aggregates.load(PLACES_STREAM, placesDecider);
      return holdsPlace(state, applicationId) ? 'held' : 'full';
    });
  }

  /** Gives back a place taken for an approval that was then refused. */
  async release(applicationId: string): Promise<void> {
    await this.onConflictRetry(() => this.aggregates.handle(PLACES_STREAM, placesDecider, { type: 'ReleasePlace', data: { applicationId, now: this.clock.now() } }));
  }

  /** Another approval appended first: decide again on the fresh stream. */
  private async onConflictRetry<T>(attempt: () => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || n >= ATTEMPTS) throw error;
      }
    }
  }
}
