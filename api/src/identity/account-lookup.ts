import { Injectable } from '@nestjs/common';
import { applicantDecider, applicantStream, staffUserDecider, staffUserStream, uniqueValueDecider, uniqueValueStream } from '@postula/domain';
import type { ApplicantState, StaffUserState } from '@postula/domain';
import { WritePath } from '../common/write-path.js';

export const APPLICANT_EMAIL_SCOPE = 'applicant-email';
export const APPLICANT_IDENTIFICATION_SCOPE = 'applicant-identification';
export const STAFF_EMAIL_SCOPE = 'staff-email';

/**
 * Finds accounts on the write side: the e-mail's reservation stream names the owner, whose stream is folded.
 * Security decisions (logins, resets) use this rather than a read model, so a password changed or an
 * account deleted a moment ago counts at once, whatever the projections' lag.
 */
@Injectable()
export class AccountLookup {
  constructor(private readonly writes: WritePath) {}

  async ownerOf(scope: string, value: string): Promise<string | undefined> {
    return (await this.writes.load(uniqueValueStream(scope, value), uniqueValueDecider)).state.ownerId;
  }

  async applicant(applicantId: string): Promise<ApplicantState | undefined> {
    const { state } = await this.writes.load(applicantStream(applicantId), applicantDecider);
    return state.exists ? state : undefined;
  }

  async applicantByEmail(email: string): Promise<ApplicantState | undefined> {
    const id = await this.ownerOf(APPLICANT_EMAIL_SCOPE, email);
    return id ? this.applicant(id) : undefined;
  }

  async staffUserByEmail(email: string): Promise<StaffUserState | undefined> {
    const id = await this.ownerOf(STAFF_EMAIL_SCOPE, email);
    if (!id) return undefined;
    const { state } = await this.writes.load(staffUserStream(id), staffUserDecider);
    return state.status === 'active' ? state : undefined;
  }
}
