import { Inject, Injectable } from '@nestjs/common';
import { holdsPlace, PLACES_STREAM, placesDecider } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { CONFIG } from '../../platform/platform.tokens.js';

/**
 * The programme's places (PLACES) on the write side. A place belongs to the application, not to the request that
 * reserved it: approvals of the same application share it, and nothing gives it back. This process's reservations
 * take turns, so approvals of different applications never collide here; one raced by another process is decided
 * again on a fresh read (the write path's retry) until it gets through.
 */
@Injectable()
export class PlaceAllocation {
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly writes: WritePath,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the application holds a place: reserved now, or earlier by another approval of it; false when they ran out. */
  reserve(applicantId: string): Promise<boolean> {
    const reservation = this.turn.then(() => this.allocate(applicantId));
    this.turn = reservation.catch(() => undefined);
    return reservation;
  }

  private async allocate(applicantId: string): Promise<boolean> {
    const command = { type: 'AllocatePlace' as const, data: { applicantId, places: this.config.places, now: this.clock.now() } };
    // Each race lost is a place another application took, so it is lost at most PLACES times.
    const { events, state } = await this.writes.handleCommand(PLACES_STREAM, placesDecider, command, { retry: true, attempts: this.config.places + 1 });
    return events.length > 0 || holdsPlace(state, applicantId);
  }
}
