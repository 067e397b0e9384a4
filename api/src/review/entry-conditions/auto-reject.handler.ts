import { ResultsPublication } from '@postula/award-cycle';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream } from '@postula/domain';
import { ApplicationRules } from '../../applications/common/application-rules.js';
import { WritePath } from '../../common/write-path.js';
import { StaffMembers } from '../common/staff-members.js';
import { AutoRejectCommand } from './auto-reject.command.js';
import { EntryConditionsQuery } from './entry-conditions.query.js';

const PARALLEL = 8;

/**
 * One AutoRejected per application, each decided on its own stream: the read model only proposes candidates,
 * the decider checks status and conditions again, so an application decided meanwhile, or already rejected by an
 * earlier run, records nothing (idempotent). Returns how many were rejected by this call.
 */
@CommandHandler(AutoRejectCommand)
export class AutoRejectHandler implements ICommandHandler<AutoRejectCommand, number> {
  constructor(
    private readonly entryConditions: EntryConditionsQuery,
    private readonly writes: WritePath,
    private readonly applicationRules: ApplicationRules,
    private readonly staff: StaffMembers,
    private readonly results: ResultsPublication,
  ) {}

  async execute({ staffUserId }: AutoRejectCommand): Promise<number> {
    const actor = await this.staff.reviewer(staffUserId);
    const rules = this.entryConditions.rules();
    // Before the results' publication the rejections are held like any decision; the publication tells them.
    const resultsPublished = await this.results.published(this.applicationRules.moment().now);
    const candidates = (await this.entryConditions.failing()).map((c) => c.application_id);
    let rejected = 0;
    // A few streams at a time: thousands of candidates at 50,000 applications, each an independent decision.
    for (let i = 0; i < candidates.length; i += PARALLEL) {
      const decided = await Promise.all(
        candidates.slice(i, i + PARALLEL).map(async (applicantId) => {
          const recipient = await this.staff.recipient(applicantId);
          const data = { applicantId, recipient, actor, rules, resultsPublished, ...this.applicationRules.moment() };
          return this.writes.handleCommand(applicationStream(applicantId), applicationDecider, { type: 'AutoRejectApplication', data }, { retry: true });
        }),
      );
      rejected += decided.reduce((n, d) => n + d.events.length, 0);
    }
    return rejected;
  }
}
