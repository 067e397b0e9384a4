import { RESULTS_PUBLICATION_STREAM, resultsArePublished, resultsPublicationDecider, type Reviewer } from '@postula/domain';
import type { Clock, Decisions } from '@postula/platform';
import type { AwardCycle } from './award-cycle.js';

export interface ResultsPublicationOptions {
  decisions: Decisions;
  clock: Clock;
  cycle: AwardCycle;
  /** The scheduled publication's instant (the results day). */
  publishAt: string;
}

/**
 * The results' publication: one record on the programme's publication stream, then each decision held until then
 * told on its own application stream (status, e-mail, an approval's offer from now). Both steps are decided at the
 * revision read, so the superadmin's early publication and the scheduled one, on any number of workers, record the
 * publication once and tell each applicant once; a process stopped midway leaves held decisions the next sweep tells.
 */
export class ResultsPublication {
  constructor(private readonly options: ResultsPublicationOptions) {}

  /** When the results were published (null: not yet). */
  async publishedAt(): Promise<string | null> {
    return (await this.options.decisions.load(RESULTS_PUBLICATION_STREAM, resultsPublicationDecider)).state.publishedAt;
  }

  /** Whether a decision made now is told at once: the results are out, or their day has come. */
  async published(now: string): Promise<boolean> {
    const { state } = await this.options.decisions.load(RESULTS_PUBLICATION_STREAM, resultsPublicationDecider);
    return resultsArePublished(state, this.options.publishAt, now);
  }

  /** Publishes the results (`by` a superadmin early, null on the results day) and tells the `held` decisions. How many were told. */
  async publish(by: Reviewer | null, held: readonly string[]): Promise<number> {
    const now = this.options.clock.now();
    await this.options.decisions.handleCommand(RESULTS_PUBLICATION_STREAM, resultsPublicationDecider, { type: 'PublishResults', data: { by, now } }, { retry: true });
    return this.release(held);
  }

  /** Tells each held decision once (a decision already told records nothing). */
  async release(held: readonly string[]): Promise<number> {
    let released = 0;
    for (const applicantId of held) if (await this.options.cycle.publishResult(applicantId)) released++;
    return released;
  }
}
