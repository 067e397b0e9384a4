import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_NOT_FOUND_MESSAGE, dataRequestDecider, dataRequestStream, DomainError } from '@postula/domain';
import type { DataRequestFiled } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { AppConfig, Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { DataRequestsQuery } from './data-requests.query.js';
import { FileDataRequestCommand } from './file-data-request.command.js';

/** Records the request on a stream of its own; the notifications process manager e-mails the applicant and the officer. */
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
    const { events } = await this.writes.handleCommand(dataRequestStream(requestId), dataRequestDecider, {
      type: 'FileDataRequest',
      data: {
        requestId,
        applicantId,
        requestType: request.type,
        message: request.message,
        filedAt: this.clock.now(),
        email: applicant.email,
        firstName: applicant.first_name,
        lastName: applicant.last_name,
        office: { email: dpo.email, firstName: dpo.name, lastName: '' },
      },
    });
    return (events[0] as DataRequestFiled).data;
  }
}
