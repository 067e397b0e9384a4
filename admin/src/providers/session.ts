import type { ResponseOf } from '@postula/contract';
import { STAFF_ROLES } from '@postula/domain';

/** The signed-in staff member, as `POST auth/user/login` answers it. */
export type StaffUser = ResponseOf<'staffLogin'>['user'];

/** Roles allowed into the panel (spec section 9: superadmin, reviewer; auditor is read-only staff): every staff role. */
export const PANEL_ROLES: readonly string[] = STAFF_ROLES;

/**
 * The session as the spec stores it (sections 3 and 9): `auth_data` = {user, token}, plus `token` and `user`
 * on their own keys. A token stored as the text 'undefined' counts as none (section 7).
 */
export const session = {
  token(): string | null {
    const token = localStorage.getItem('token');
    return token && token !== 'undefined' ? token : null;
  },
  user(): StaffUser | null {
    try {
      return JSON.parse(localStorage.getItem('auth_data') ?? 'null')?.user ?? null;
    } catch {
      return null;
    }
  },
  /** Signed in only to enrol a second factor, which a superadmin requires of all staff: every other screen is closed. */
  enrolmentOnly(): boolean {
    try {
      return JSON.parse(localStorage.getItem('auth_data') ?? 'null')?.totp_enrolment_required === true;
    } catch {
      return false;
    }
  },
  exists(): boolean {
    return localStorage.getItem('auth_data') !== null && session.token() !== null;
  },
  store(token: string, user: StaffUser, enrolmentOnly = false) {
    localStorage.setItem('auth_data', JSON.stringify({ user, token, ...(enrolmentOnly ? { totp_enrolment_required: true } : {}) }));
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  },
  clear() {
    for (const key of ['auth_data', 'token', 'user']) localStorage.removeItem(key);
  },
};
