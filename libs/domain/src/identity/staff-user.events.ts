/** `auditor`: read-only staff (every staff read, no write). */
export type StaffRole = 'superadmin' | 'reviewer' | 'auditor';

export const STAFF_ROLES: readonly StaffRole[] = ['superadmin', 'reviewer', 'auditor'];

export interface StaffUserProfile {
  full_name: string;
  email: string;
  role: StaffRole;
}

export type StaffUserCreated = {
  type: 'StaffUserCreated';
  data: { userId: string; profile: StaffUserProfile; passwordHash: string; createdAt: string };
};

export type StaffUserUpdated = {
  type: 'StaffUserUpdated';
  data: { userId: string; profile: StaffUserProfile; updatedAt: string };
};

export type StaffUserPasswordSet = {
  type: 'StaffUserPasswordSet';
  data: { userId: string; passwordHash: string; setAt: string };
};

/** The same password, hashed again at the current cost on a successful login (see ApplicantPasswordRehashed). */
export type StaffUserPasswordRehashed = {
  type: 'StaffUserPasswordRehashed';
  data: { userId: string; passwordHash: string; rehashedAt: string };
};

/** A second factor turned on (its secret, sealed with the server's key) or off (null). */
export type StaffUserTotpSet = {
  type: 'StaffUserTotpSet';
  data: { userId: string; sealedTotpSecret: string | null; setAt: string };
};

export type StaffUserDeleted = {
  type: 'StaffUserDeleted';
  data: { userId: string; email: string; deletedAt: string };
};

export type StaffUserEvent = StaffUserCreated | StaffUserUpdated | StaffUserPasswordSet | StaffUserPasswordRehashed | StaffUserTotpSet | StaffUserDeleted;

export const staffUserStream = (userId: string) => `staff-${userId}`;

/**
 * A staff login, kept apart from the account stream like the applicant's; with a second factor, the time step of the
 * code used (a code opens one session only, see staffLoginsDecider).
 */
export type StaffUserLoggedIn = { type: 'StaffUserLoggedIn'; data: { userId: string; sessionId: string; at: string; totpStep?: number } };

export const staffUserLoginsStream = (userId: string) => `staff-logins-${userId}`;
