import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStream, DomainError, recipientOf } from '@postula/domain';
import type { ApplicationEvent } from '@postula/domain';
import type { AppConfig } from '@postula/platform';
import { AccountLookup } from '../../identity/account-lookup.js';
import { WritePath } from '../../common/write-path.js';
import { CONFIG } from '../../platform/platform.tokens.js';
import { ApplicationRules } from '../common/application-rules.js';
import { SubmitApplicationCommand } from './submit-application.command.js';

/**
 * Not retried: a submission decided against an application that changed meanwhile answers 409, and the applicant
 * submits again after seeing the change. The recipient travels in ApplicationSubmitted for the confirmation e-mail, and
 * the version of the terms in force (the PDF step 9 links, generated from the same programme file) as the one accepted.
 */
@CommandHandler(SubmitApplicationCommand)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplicationCommand, ApplicationEvent['type']> {
  constructor(
    private readonly writes: WritePath,
    private readonly rules: ApplicationRules,
    private readonly accounts: AccountLookup,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicantId, submission }: SubmitApplicationCommand): Promise<ApplicationEvent['type']> {
    const account = await this.accounts.applicant(applicantId);
    if (!account?.profile) throw new DomainError('not_found', 'La cuenta no existe');
    const { events } = await this.writes.handleCommand(applicationStream(applicantId), applicationDecider, {
      type: 'SubmitApplication',
      data: {
        applicantId,
        motivation: submission.motivation,
        acceptsTerms: submission.accepts_terms,
        termsVersion: this.config.programme.terms.version,
        recipient: recipientOf(account.profile),
        submissionCity: submission.submission_city,
        submissionDate: submission.submission_date,
        ...this.rules.moment(),
      },
    });
    return events[0].type;
  }
}
