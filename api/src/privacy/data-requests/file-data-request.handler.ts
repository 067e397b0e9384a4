import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_NOT_FOUND_MESSAGE, dataRequestDecider, dataRequestSlotDecider, dataRequestSlotStream, dataRequestStream, DomainError } from '@postula/domain';
import type { DataRequestFiled, DataRequestType } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { DataRequestsQuery } from './data-requests.query.js';
import { FileDataRequestCommand } from './file-data-request.command.js';

/** How long a slot whose request was never recorded stays taken: longer than any filing takes. */
const ABANDONED_FILING_MS = 60_000;

/**
 * Records the request on a stream of its own; the notifications process manager e-mails the applicant and the officer
 * once each. At most one request per type is pending per account: the slot of that type is taken first.
 */
@CommandHandler(FileDataRequestCommand)
export class FileDataRequestHandler implements ICommandHandler<FileDataRequestCommand, DataRequestFiled['data']> {
  constructor(
    private readonly writes: WritePath,
    private readonly requests: DataRequestsQuery,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ applicantId, request }: FileDataRequestCommand): Promise<DataRequestFiled['data']> {
    const applicant = await this.requests.applicant(applicantId);
    if (!applicant) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
    const { dpo } = this.config.programme.privacyNotice;
    const requestId = randomUUID();
    const filedAt = this.clock.now();
    await this.takeSlot(applicantId, request.type, requestId, filedAt);
    const { events } = await this.writes.handleCommand(dataRequestStream(requestId), dataRequestDecider, {
      type: 'FileDataRequest',
      data: {
        requestId,
        applicantId,
        requestType: request.type,
        message: request.message,
        filedAt,
        email: applicant.email,
        firstName: applicant.first_name,
        lastName: applicant.last_name,
        office: { email: dpo.email, firstName: dpo.name, lastName: '' },
      },
    });
    return (events[0] as DataRequestFiled).data;
  }

  /**
   * The slot names the type's latest request; it is free once that request was answered, or when it was never
   * recorded a minute after the slot was taken (a filing that stopped between the two appends; within the minute it
   * is one still being filed). Of filings at once, one takes the slot; the others are decided again on the fresh slot
   * and refused (409), naming the pending one.
   */
  private async takeSlot(applicantId: string, requestType: DataRequestType, requestId: string, now: string): Promise<void> {
    const slot = dataRequestSlotStream(applicantId, requestType);
    const latest = (await this.writes.load(slot, dataRequestSlotDecider)).state.latest;
    const request = latest && (await this.writes.load(dataRequestStream(latest.requestId), dataRequestDecider)).state;
    const abandoned = latest && !request?.filed && Date.parse(now) - Date.parse(latest.openedAt) > ABANDONED_FILING_MS;
    const settled = latest && (abandoned || (request?.filed && request.status !== 'pending')) ? latest.requestId : null;
    await this.writes.handleCommand(slot, dataRequestSlotDecider, { type: 'OpenDataRequest', data: { applicantId, requestType, requestId, now, settled } }, { retry: true });
  }
}
