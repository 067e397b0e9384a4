import type { ApplicantProfile } from '@postula/domain';

export class RegisterApplicantCommand {
  constructor(readonly profile: ApplicantProfile) {}
}

export interface RegisterApplicantResult {
  applicantId: string;
}
