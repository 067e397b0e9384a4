import type { ApplicantProfile } from '@postula/domain';

export class RegisterApplicantCommand {
  constructor(
    readonly profile: ApplicantProfile,
    /** `staff`: a superadmin's CSV import, allowed outside the application period. */
    readonly channel: 'self' | 'staff' = 'self',
  ) {}
}

export interface RegisterApplicantResult {
  applicantId: string;
}
