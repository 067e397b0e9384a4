export type IdentificationType = 'cedula' | 'pasaporte';

export interface ApplicantProfile {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
  identification: string;
  identification_type: IdentificationType;
}

/** Who to write to: every event that leads to an e-mail carries it, so the e-mail job needs no lookup. */
export interface ApplicantRecipient {
  email: string;
  firstName: string;
  lastName: string;
}

export const recipientOf = (profile: Pick<ApplicantProfile, 'email' | 'first_name' | 'last_name'>): ApplicantRecipient => ({
  email: profile.email,
  firstName: profile.first_name,
  lastName: profile.last_name,
});

export type ApplicantRegistered = {
  type: 'ApplicantRegistered';
  data: {
    applicantId: string;
    /** As the registration (or the CSV import) sent it. */
    profile: ApplicantProfile;
    passwordHash: string;
    /** The temporary password, sealed with the server key: only the welcome e-mail opens it. */
    sealedTemporaryPassword: string;
    registeredAt: string;
    /** `staff`: created by a superadmin's CSV import (absent on older events: self-registration). */
    channel?: 'self' | 'staff';
    /** The privacy notice version the applicant read before registering (absent: a client that predates the notice, or an import). */
    privacyNoticeVersion?: string;
  };
};

/** The applicant chose a new password (the change-password modal): first_login becomes false. */
export type ApplicantPasswordChanged = {
  type: 'ApplicantPasswordChanged';
  data: ApplicantRecipient & { applicantId: string; passwordHash: string; changedAt: string };
};

/** Staff set the password (PUT applicants/update-password): someone else knows it, so first_login becomes true again. */
export type ApplicantPasswordSetByStaff = {
  type: 'ApplicantPasswordSetByStaff';
  data: ApplicantRecipient & { applicantId: string; passwordHash: string; setAt: string };
};

/**
 * A reset link was asked for. The token is `{applicantId}.{random}`; the event keeps its SHA-256 (to check it)
 * and the token sealed with the server key (only the password_reset e-mail opens it to build the link).
 */
export type ApplicantPasswordResetRequested = {
  type: 'ApplicantPasswordResetRequested';
  data: ApplicantRecipient & { applicantId: string; tokenHash: string; sealedResetToken: string; requestedAt: string; expiresAt: string };
};

/** A reset link was used: single use, every other pending link dies with it. */
export type ApplicantPasswordReset = {
  type: 'ApplicantPasswordReset';
  data: ApplicantRecipient & { applicantId: string; passwordHash: string; tokenHash: string; resetAt: string };
};

/**
 * The same password, hashed again at the current cost (an older scheme or a weaker cost, upgraded on a successful
 * login): no e-mail, first_login and sessions unchanged.
 */
export type ApplicantPasswordRehashed = {
  type: 'ApplicantPasswordRehashed';
  data: { applicantId: string; passwordHash: string; rehashedAt: string };
};

/** Staff corrected the account's data (PUT applicants/update). */
export type ApplicantProfileEdited = {
  type: 'ApplicantProfileEdited';
  data: { applicantId: string; profile: ApplicantProfile; editedAt: string };
};

/**
 * Someone tried to register with this account's e-mail: the answer said nothing, so the owner is
 * told by e-mail (`already_registered`), with a reset link like a forgot-password request (same token fields).
 */
export type ApplicantRegistrationAttempted = {
  type: 'ApplicantRegistrationAttempted';
  data: { applicantId: string; email: string; firstName: string; lastName: string; tokenHash: string; sealedResetToken: string; attemptedAt: string; expiresAt: string };
};

/**
 * The office moved a disputed identification from one account to another, recorded in both
 * accounts' streams (`applicantId` is the stream's account). The account that lost it has none until staff correct it.
 */
export type ApplicantIdentificationReassigned = {
  type: 'ApplicantIdentificationReassigned';
  data: {
    applicantId: string;
    identification: string;
    identificationType: IdentificationType;
    fromApplicantId: string;
    toApplicantId: string;
    reassignedBy: string;
    reassignedAt: string;
  };
};

/**
 * The applicant's personal data was erased (crypto-shredding: their data key is destroyed, their files deleted): the
 * account can no longer log in. Carries no personal data: who erased, when, on which data request (null: retention).
 */
export type PersonalDataErased = {
  type: 'PersonalDataErased';
  data: { applicantId: string; requestId: string | null; erasedBy: string; reason: string; erasedAt: string };
};

export type ApplicantEvent =
  | ApplicantRegistered
  | PersonalDataErased
  | ApplicantRegistrationAttempted
  | ApplicantIdentificationReassigned
  | ApplicantPasswordChanged
  | ApplicantPasswordSetByStaff
  | ApplicantPasswordResetRequested
  | ApplicantPasswordReset
  | ApplicantPasswordRehashed
  | ApplicantProfileEdited;

export const applicantStream = (applicantId: string) => `applicant-${applicantId}`;

/**
 * A successful login, in a stream of its own so logging in never makes a staff edit of the account stale.
 * It feeds `last_login_at` and keeps the login history in the log.
 */
export type ApplicantLoggedIn = { type: 'ApplicantLoggedIn'; data: { applicantId: string; sessionId: string; at: string } };

export const applicantLoginsStream = (applicantId: string) => `applicant-logins-${applicantId}`;

