import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DATA_REQUEST_NOT_FOUND_MESSAGE, dataRequestDecider, dataRequestStream, DomainError, KEPT_BY_LAW_STATUSES } from '@postula/domain';
import type { DataRequestResolved } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { DataRequestsQuery } from './data-requests.query.js';
import { ResolveDataRequestCommand } from './resolve-data-request.command.js';

/**
 * Resolves a request once (a second superadmin gets 409). A deletion of a scholar's data is refused with the legal
 * reason whatever was chosen (Art. 18); a fulfilled deletion then erases the applicant's personal data.
 */
@CommandHandler(ResolveDataRequestCommand)
export class ResolveDataRequestHandler implements ICommandHandler<ResolveDataRequestCommand, DataRequestResolved['data']> {
  constructor(
    private readonly writes: WritePath,
    private readonly requests: DataRequestsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ resolution, resolvedBy }: ResolveDataRequestCommand): Promise<DataRequestResolved['data']> {
    const request = await this.requests.request(resolution.id);
    if (!request) throw new DomainError('not_found', DATA_REQUEST_NOT_FOUND_MESSAGE);
    const keptByLaw = request.type === 'deletion' && KEPT_BY_LAW_STATUSES.includes(request.application_status ?? '');
    const { events } = await this.writes.handleCommand(dataRequestStream(resolution.id), dataRequestDecider, {
      type: 'ResolveDataRequest',
      data: { decision: resolution.decision, reason: resolution.reason, resolvedBy, now: this.clock.now(), keptByLaw },
    }, { retry: true }); // a raced answer is decided again on the fresh stream: the loser learns someone else answered
    return (events[0] as DataRequestResolved).data;
  }
}
