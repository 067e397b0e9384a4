import { ResultsPublication } from '@postula/award-cycle';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StaffMembers } from '../../review/common/staff-members.js';
import { HeldResultsQuery } from './held-results.query.js';

/** A superadmin publishes the results before their day. */
export class PublishResultsCommand {
  constructor(readonly staffUserId: string) {}
}

/** Records the publication (once, whoever comes first) and tells every decision held until now; returns how many. */
@CommandHandler(PublishResultsCommand)
export class PublishResultsHandler implements ICommandHandler<PublishResultsCommand, number> {
  constructor(
    private readonly publication: ResultsPublication,
    private readonly held: HeldResultsQuery,
    private readonly staff: StaffMembers,
  ) {}

  async execute({ staffUserId }: PublishResultsCommand): Promise<number> {
    const [by, held] = await Promise.all([this.staff.reviewer(staffUserId), this.held.ids()]);
    return this.publication.publish(by, held);
  }
}
