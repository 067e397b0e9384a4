import { Injectable } from '@nestjs/common';
import { DomainError, recipientOf, REVIEW_MESSAGES, staffUserDecider, staffUserStream } from '@postula/domain';
import type { ApplicantRecipient, Reviewer } from '@postula/domain';
import { WritePath } from '../../common/write-path.js';
import { AccountLookup } from '../../identity/account-lookup.js';

/**
 * Who acts and who is told, read on the write side: the staff member's name and e-mail go into the review events
 * (the history shows them even after the account changes), the applicant's into the decision e-mail.
 */
@Injectable()
export class StaffMembers {
  constructor(
    private readonly writes: WritePath,
    private readonly accounts: AccountLookup,
  ) {}

  async reviewer(userId: string): Promise<Reviewer> {
    const { state } = await this.writes.load(staffUserStream(userId), staffUserDecider);
    // The guard let the token in, so the account existed a moment ago; a deletion in between refuses the action.
    if (state.status !== 'active' || !state.profile) throw new DomainError('forbidden', REVIEW_MESSAGES.staffInactive);
    return { id: userId, fullName: state.profile.full_name, email: state.profile.email };
  }

  async recipient(applicantId: string): Promise<ApplicantRecipient> {
    const account = await this.accounts.applicant(applicantId);
    if (!account?.profile) throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
    return recipientOf(account.profile);
  }
}
