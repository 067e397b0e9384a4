import type { ApplicantProfile } from '@postula/domain';

export class RegisterApplicantCommand {
  constructor(
    readonly profile: ApplicantProfile,
    /** `staff`: a superadmin's CSV import, allowed outside the application period. */
    readonly channel: 'self' | 'staff' = 'self',
    /**
     * `refuse`: a taken e-mail or identification is a 409 naming it (staff, the demo). `tellByEmail`: the public
     * registration, which must not tell a stranger who is registered: the same result, and an e-mail says it.
     */
    readonly whenTaken: 'refuse' | 'tellByEmail' = 'refuse',
    /** The privacy notice version the applicant read, when the client sent it. */
    readonly privacyNoticeVersion?: string,
  ) {}
}

export interface RegisterApplicantResult {
  /** With `tellByEmail` and a taken value, a fresh id that names no account (the answer looks the same). */
  applicantId: string;
  /** Whether an account was opened (false: a taken value, told by e-mail). */
  created: boolean;
}
