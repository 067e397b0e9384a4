import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationStream, assertErasable, DATA_REQUEST_NOT_FOUND_MESSAGE, dataRequestDecider, dataRequestStream, DomainError, erasureFactsFold } from '@postula/domain';
import type { DataRequestResolved } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { EraseApplicantData } from '../../personal-data/erase-applicant-data/erase-applicant-data.command.js';
import { DataRequestsQuery } from './data-requests.query.js';
import { Rectification } from './rectification.js';
import { ResolveDataRequestCommand } from './resolve-data-request.command.js';

/** What the erasure event records as its reason: a description, never a name. */
const ERASURE_REASON = 'Solicitud de eliminación del titular atendida';

/**
 * Resolves a request once (a second superadmin gets 409). A deletion the law keeps (an awarded scholar, Art. 18, the
 * erasure's own rule) is refused with the legal reason whatever was chosen; a fulfilled deletion then erases the
 * applicant's personal data. The answer is recorded first, so of two superadmins only the one whose answer stands
 * erases; an erasure that fails after it is recorded answers the error, and EraseApplicantData sent again (every
 * step of it repeats safely) completes it.
 */
@CommandHandler(ResolveDataRequestCommand)
export class ResolveDataRequestHandler implements ICommandHandler<ResolveDataRequestCommand, DataRequestResolved['data']> {
  constructor(
    private readonly writes: WritePath,
    private readonly commands: CommandBus,
    private readonly requests: DataRequestsQuery,
    private readonly rectification: Rectification,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ resolution, resolvedBy }: ResolveDataRequestCommand): Promise<DataRequestResolved['data']> {
    const request = await this.requests.request(resolution.id);
    if (!request) throw new DomainError('not_found', DATA_REQUEST_NOT_FOUND_MESSAGE);
    const keptByLaw = request.type === 'deletion' && !(await this.erasable(request.applicant_id));
    // A rectification answered as done carries the correction, applied first; the decider refuses it anywhere else.
    const rectifies = request.type === 'rectification' && resolution.decision === 'fulfilled' && resolution.correction;
    const changes = rectifies ? await this.rectification.apply(request.id, request.applicant_id, resolution.correction!, resolvedBy) : resolution.correction && [];
    const { events } = await this.writes.handleCommand(
      dataRequestStream(resolution.id),
      dataRequestDecider,
      { type: 'ResolveDataRequest', data: { decision: resolution.decision, reason: resolution.reason, resolvedBy, now: this.clock.now(), keptByLaw, ...(changes && { changes }) } },
      { retry: true }, // a raced answer is decided again on the fresh stream: the loser learns someone else answered
    );
    const resolved = (events[0] as DataRequestResolved).data;
    if (resolved.requestType === 'deletion' && resolved.decision === 'fulfilled') {
      await this.commands.execute(new EraseApplicantData({ applicantId: resolved.applicantId, requestId: resolved.requestId, by: resolvedBy, reason: ERASURE_REASON }));
    }
    return resolved;
  }

  private async erasable(applicantId: string): Promise<boolean> {
    const { state } = await this.writes.load(applicationStream(applicantId), erasureFactsFold);
    try {
      assertErasable(state);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
