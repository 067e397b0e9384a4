import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationStream, assertErasable, DATA_REQUEST_ALREADY_RESOLVED_MESSAGE, DATA_REQUEST_NOT_FOUND_MESSAGE, dataRequestDecider, dataRequestStream, DomainError, erasureFactsFold } from '@postula/domain';
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
 * erasure's own rule) is refused with the legal reason whatever was chosen. A fulfilled deletion decides the erasure
 * on the application first, at the revision it read: an approval appended meanwhile wins, and the answer then becomes
 * the legal refusal; an erasure decided stands against any later decision. The answer is recorded next, and its reply
 * e-mail goes out before the worker shreds the data (completeErasure), so it reaches the person's address.
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
    const deletion = request.type === 'deletion';
    let keptByLaw = deletion && !(await this.erasable(request.applicant_id));
    if (deletion && resolution.decision === 'fulfilled' && !keptByLaw) keptByLaw = !(await this.decideErasure(request.applicant_id, resolution.id, resolvedBy));
    // A rectification answered as done carries the correction, applied first; the decider refuses it anywhere else.
    const rectifies = request.type === 'rectification' && resolution.decision === 'fulfilled' && resolution.correction;
    const changes = rectifies ? await this.rectification.apply(request.id, request.applicant_id, resolution.correction!, resolvedBy) : resolution.correction && [];
    const { events } = await this.writes.handleCommand(
      dataRequestStream(resolution.id),
      dataRequestDecider,
      { type: 'ResolveDataRequest', data: { decision: resolution.decision, reason: resolution.reason, resolvedBy, now: this.clock.now(), keptByLaw, ...(changes && { changes }) } },
      { retry: true }, // a raced answer is decided again on the fresh stream: the loser learns someone else answered
    );
    return (events[0] as DataRequestResolved).data;
  }

  /** false: the application was approved since it was read, and the law keeps it. */
  private async decideErasure(applicantId: string, requestId: string, by: string): Promise<boolean> {
    // An answered request erases nothing: its second answer is refused below.
    const { state } = await this.writes.load(dataRequestStream(requestId), dataRequestDecider);
    if (state.status !== 'pending') throw new DomainError('conflict', DATA_REQUEST_ALREADY_RESOLVED_MESSAGE);
    try {
      await this.commands.execute(new EraseApplicantData({ applicantId, requestId, by, reason: ERASURE_REASON }));
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return false;
      throw error;
    }
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
