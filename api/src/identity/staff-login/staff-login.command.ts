import type { StaffRole } from '@postula/domain';
import type { LoginAttempt } from '../password-login.js';

export class StaffLoginCommand {
  constructor(readonly attempt: LoginAttempt) {}
}

export interface StaffLoginResult {
  token: string;
  user: { id: string; full_name: string; email: string; role: StaffRole };
  /** Present when a superadmin requires a second factor and this account has none: the token only enrols one. */
  totp_enrolment_required?: true;
}
