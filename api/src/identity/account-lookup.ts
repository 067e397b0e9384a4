import { Inject, Injectable } from '@nestjs/common';
import { APPLICANT_EMAIL_SCOPE, applicantDecider, applicantStream, STAFF_EMAIL_SCOPE, staffUserDecider, staffUserStream, uniqueValueDecider } from '@postula/domain';
import type { DataKeys } from '@postula/platform';
import type { ApplicantState, StaffUserState } from '@postula/domain';
import { WritePath } from '../common/write-path.js';
import { DATA_KEYS } from '../platform/platform.tokens.js';
import { uniqueValueStreamOf } from '@postula/personal-data';

/**
 * Finds accounts on the write side: the e-mail's reservation stream names the owner, whose stream is folded.
 * Security decisions (logins, resets) use this rather than a read model, so a password changed or an
 * account deleted a moment ago counts at once, whatever the projections' lag.
 */
@Injectable()
export class AccountLookup {
  constructor(
    private readonly writes: WritePath,
    @Inject(DATA_KEYS) private readonly keys: DataKeys,
  ) {}

  async ownerOf(scope: string, value: string): Promise<string | undefined> {
    return (await this.writes.load(uniqueValueStreamOf(this.keys, scope, value), uniqueValueDecider)).state.ownerId;
  }

  async applicant(applicantId: string): Promise<ApplicantState | undefined> {
    const { state } = await this.writes.load(applicantStream(applicantId), applicantDecider);
    // An erased account is disabled: no login, reset or lookup finds it.
    return state.exists && !state.erased ? state : undefined;
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
