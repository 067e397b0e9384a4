import { Injectable } from '@nestjs/common';
import { applicationDecider, applicationStream } from '@postula/domain';
import type { ApplicationCommand, ApplicationEvent } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import type { Decision } from '../../common/write-path.js';
import { ApplicationRules } from './application-rules.js';

type Untimed<C> = C extends { type: infer T; data: infer D } ? { type: T; data: Omit<D, 'now' | 'deadline'> } : never;
/** A decider command without its clock and deadline: the writer adds them. */
export type ApplicationChange = Untimed<ApplicationCommand>;

/**
 * Decides application commands with the current time and the deadline. A save that raced another write is decided
 * again on the fresh stream (`retry`): a save of one section never depends on another, so two tabs saving different
 * sections both keep their data. Decisions that rest on the whole application (submission) do not retry: 409.
 */
@Injectable()
export class ApplicationWriter {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
  ) {}

  async decide(change: ApplicationChange, options: { retry: boolean }): Promise<Decision<ApplicationEvent>> {
    return this.writes.handleCommand(applicationStream(change.data.applicantId), applicationDecider, this.timed(change), options);
  }

  /** Runs the rules without recording anything (before storing an upload): throws the refusal, if any. */
  async check(change: ApplicationChange): Promise<void> {
    const { state } = await this.writes.load(applicationStream(change.data.applicantId), applicationDecider);
    applicationDecider.decide(this.timed(change), state);
  }

  private timed(change: ApplicationChange): ApplicationCommand {
    const { now, deadline } = this.rules.context();
    return { type: change.type, data: { ...change.data, now, deadline } } as ApplicationCommand;
  }
}
