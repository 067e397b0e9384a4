import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, recipientOf } from '@postula/domain';
import type { ApplicationEvent } from '@postula/domain';
import { AccountLookup } from '../../identity/account-lookup.js';
import { ApplicationWriter } from '../common/application-writer.js';
import { SubmitApplicationCommand } from './submit-application.command.js';

/**
 * Not retried: a submission decided against an application that changed meanwhile answers 409, and the applicant
 * submits again after seeing the change. The recipient travels in ApplicationSubmitted for the confirmation e-mail.
 */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand, ApplicationEvent['type']> {
  constructor(
    private readonly writer: ApplicationWriter,
    private readonly accounts: AccountLookup,
  ) {}

  async execute({ applicantId, submission }: SubmitApplicationCommand): Promise<ApplicationEvent['type']> {
    const account = await this.accounts.applicant(applicantId);
    if (!account?.profile) throw new DomainError('not_found', 'La cuenta no existe');
    const { events } = await this.writer.decide(
      {
        type: 'SubmitApplication',
        data: {
          applicantId,
          motivation: submission.motivation,
          acceptsTerms: submission.accepts_terms,
          recipient: recipientOf(account.profile),
          submissionCity: submission.submission_city,
          submissionDate: submission.submission_date,
        },
      },
      { retry: false },
    );
    return events[0].type;
  }
}
