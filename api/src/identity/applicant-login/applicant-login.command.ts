import type { LoginAttempt } from '../password-login.js';

export class ApplicantLoginCommand {
  constructor(readonly attempt: LoginAttempt) {}
}

export interface ApplicantLoginResult {
  token: string;
  applicant: {
    id: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    second_last_name: string | null;
    email: string;
    identification: string;
    first_login: boolean;
  };
}
