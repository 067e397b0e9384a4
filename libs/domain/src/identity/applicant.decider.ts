import { Decider } from '../shared/decider.js';
import { APPLICATIONS_CLOSED_MESSAGE, isApplicationPeriodOpen } from '../shared/application-period.js';
import { DomainError } from '../shared/domain-error.js';
import { ApplicantEvent, ApplicantProfile, IdentificationType, recipientOf } from './applicant.events.js';

export const ACCOUNT_NOT_FOUND_MESSAGE = 'La cuenta no existe';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'La contraseña actual es incorrecta';
export const RESET_LINK_INVALID_MESSAGE = 'El enlace para restablecer la contraseña no es válido o ya fue utilizado';
export const RESET_LINK_EXPIRED_MESSAGE = 'El enlace para restablecer la contraseña ha expirado. Solicite uno nuevo.';
export const ACCOUNT_ERASED_MESSAGE = 'Los datos de esta cuenta fueron eliminados a pedido de su titular; la cuenta ya no está disponible.';
export const IDENTIFICATION_NOT_HELD_MESSAGE = 'Ninguna cuenta tiene registrada esta identificación';

export interface ApplicantState {
  exists: boolean;
  applicantId?: string;
  profile?: ApplicantProfile;
  passwordHash?: string;
  firstLogin: boolean;
  /** Pending reset links: token hash → expiry. Any password change empties it. */
  resets: Record<string, string>;
  /** Personal data erased: the account is disabled for good. */
  erased?: boolean;
}

export type RegisterApplicant = {
  type: 'RegisterApplicant';
  data: {
    applicantId: string;
    profile: ApplicantProfile;
    passwordHash: string;
    sealedTemporaryPassword: string;
    now: string;
    deadline: string;
    /** `staff` (CSV import by a superadmin) is not bound by the application period. */
    channel: 'self' | 'staff';
    privacyNoticeVersion?: string;
  };
};
export type ChangeApplicantPassword = { type: 'ChangeApplicantPassword'; data: { passwordHash: string; currentPasswordValid: boolean; now: string } };
export type SetApplicantPasswordByStaff = { type: 'SetApplicantPasswordByStaff'; data: { passwordHash: string; now: string } };
export type RequestApplicantPasswordReset = { type: 'RequestApplicantPasswordReset'; data: { tokenHash: string; sealedResetToken: string; now: string; expiresAt: string } };
export type ResetApplicantPassword = { type: 'ResetApplicantPassword'; data: { tokenHash: string; passwordHash: string; now: string } };
/** Only while the stored hash is still `previousHash`: a password changed meanwhile wins, and the rehash does nothing. */
export type RehashApplicantPassword = { type: 'RehashApplicantPassword'; data: { previousHash: string; passwordHash: string; now: string } };
export type EditApplicantProfile = { type: 'EditApplicantProfile'; data: { profile: ApplicantProfile; now: string } };
/** Someone registered with this account's e-mail: a reset link for the owner's `already_registered` e-mail. */
export type NoteRegistrationAttempt = { type: 'NoteRegistrationAttempt'; data: { tokenHash: string; sealedResetToken: string; now: string; expiresAt: string } };
/** Sent to both accounts' streams; the one it is taken from must still hold it. */
export type ReassignIdentification = {
  type: 'ReassignIdentification';
  data: { identification: string; identificationType: IdentificationType; fromApplicantId: string; toApplicantId: string; reassignedBy: string; now: string };
};

/** Records an erasure already carried out (key destroyed, files deleted); a second one records nothing. */
export type RecordPersonalDataErasure = { type: 'RecordPersonalDataErasure'; data: { requestId: string | null; erasedBy: string; reason: string; now: string } };

export type ApplicantCommand =
  | RecordPersonalDataErasure
  | RegisterApplicant
  | ChangeApplicantPassword
  | SetApplicantPasswordByStaff
  | RequestApplicantPasswordReset
  | ResetApplicantPassword
  | RehashApplicantPassword
  | EditApplicantProfile
  | NoteRegistrationAttempt
  | ReassignIdentification;

const PROFILE_FIELDS = ['first_name', 'middle_name', 'last_name', 'second_last_name', 'email', 'identification', 'identification_type'] as const;
const pickProfile = (d: ApplicantProfile): ApplicantProfile => Object.fromEntries(PROFILE_FIELDS.map((f) => [f, d[f]])) as unknown as ApplicantProfile;

export const applicantDecider: Decider<ApplicantState, ApplicantCommand, ApplicantEvent> = {
  initialState: () => ({ exists: false, firstLogin: true, resets: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'ApplicantRegistered':
        return { exists: true, applicantId: event.data.applicantId, profile: pickProfile(event.data.profile), passwordHash: event.data.passwordHash, firstLogin: true, resets: {} };
      case 'ApplicantPasswordChanged':
      case 'ApplicantPasswordReset':
        return { ...state, passwordHash: event.data.passwordHash, firstLogin: false, resets: {} };
      case 'ApplicantPasswordSetByStaff':
        return { ...state, passwordHash: event.data.passwordHash, firstLogin: true, resets: {} };
      case 'ApplicantPasswordRehashed':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'ApplicantPasswordResetRequested':
      case 'ApplicantRegistrationAttempted':
        return { ...state, resets: { ...state.resets, [event.data.tokenHash]: event.data.expiresAt } };
      case 'ApplicantIdentificationReassigned': {
        const { applicantId, toApplicantId, identification, identificationType } = event.data;
        const gained = applicantId === toApplicantId;
        return { ...state, profile: { ...state.profile!, identification: gained ? identification : '', identification_type: gained ? identificationType : state.profile!.identification_type } };
      }
      case 'ApplicantProfileEdited':
        return { ...state, profile: pickProfile(event.data.profile) };
      case 'PersonalDataErased':
        return { ...state, erased: true, resets: {} };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'RegisterApplicant') {
      const { applicantId, profile, passwordHash, sealedTemporaryPassword, now, deadline, channel, privacyNoticeVersion } = command.data;
      if (channel === 'self' && !isApplicationPeriodOpen(now, deadline)) throw new DomainError('forbidden', APPLICATIONS_CLOSED_MESSAGE);
      if (state.exists) throw new DomainError('conflict', 'La cuenta ya existe');
      return [{ type: 'ApplicantRegistered', data: { applicantId, profile: pickProfile(profile), passwordHash, sealedTemporaryPassword, registeredAt: now, channel, ...(privacyNoticeVersion ? { privacyNoticeVersion } : {}) } }];
    }
    if (!state.exists || !state.profile || !state.applicantId) throw new DomainError('not_found', ACCOUNT_NOT_FOUND_MESSAGE);
    const applicantId = state.applicantId;
    if (command.type === 'RecordPersonalDataErasure') {
      if (state.erased) return [];
      const { requestId, erasedBy, reason, now } = command.data;
      return [{ type: 'PersonalDataErased', data: { applicantId, requestId, erasedBy, reason, erasedAt: now } }];
    }
    if (state.erased) throw new DomainError('forbidden', ACCOUNT_ERASED_MESSAGE);
    switch (command.type) {
      case 'ChangeApplicantPassword': {
        const { passwordHash, currentPasswordValid, now } = command.data;
        if (!currentPasswordValid) throw new DomainError('invalid', WRONG_CURRENT_PASSWORD_MESSAGE, { current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
        return [{ type: 'ApplicantPasswordChanged', data: { applicantId, ...recipientOf(state.profile), passwordHash, changedAt: now } }];
      }
      case 'SetApplicantPasswordByStaff':
        return [{ type: 'ApplicantPasswordSetByStaff', data: { applicantId, ...recipientOf(state.profile), passwordHash: command.data.passwordHash, setAt: command.data.now } }];
      case 'RequestApplicantPasswordReset': {
        const { tokenHash, sealedResetToken, now, expiresAt } = command.data;
        return [{ type: 'ApplicantPasswordResetRequested', data: { applicantId, ...recipientOf(state.profile), tokenHash, sealedResetToken, requestedAt: now, expiresAt } }];
      }
      case 'ResetApplicantPassword': {
        const { tokenHash, passwordHash, now } = command.data;
        const expiresAt = Object.hasOwn(state.resets, tokenHash) ? state.resets[tokenHash] : undefined;
        if (!expiresAt) throw new DomainError('invalid', RESET_LINK_INVALID_MESSAGE);
        if (Date.parse(now) > Date.parse(expiresAt)) throw new DomainError('invalid', RESET_LINK_EXPIRED_MESSAGE);
        return [{ type: 'ApplicantPasswordReset', data: { applicantId, ...recipientOf(state.profile), passwordHash, tokenHash, resetAt: now } }];
      }
      case 'RehashApplicantPassword': {
        const { previousHash, passwordHash, now } = command.data;
        if (state.passwordHash !== previousHash) return [];
        return [{ type: 'ApplicantPasswordRehashed', data: { applicantId, passwordHash, rehashedAt: now } }];
      }
      case 'EditApplicantProfile': {
        const { profile, now } = command.data;
        if (PROFILE_FIELDS.every((f) => profile[f] === state.profile![f])) return [];
        return [{ type: 'ApplicantProfileEdited', data: { applicantId, profile: pickProfile(profile), editedAt: now } }];
      }
      case 'NoteRegistrationAttempt': {
        const { tokenHash, sealedResetToken, now, expiresAt } = command.data;
        const { email, first_name: firstName, last_name: lastName } = state.profile;
        return [{ type: 'ApplicantRegistrationAttempted', data: { applicantId, email, firstName, lastName, tokenHash, sealedResetToken, attemptedAt: now, expiresAt } }];
      }
      case 'ReassignIdentification': {
        const { now, ...moved } = command.data;
        if (applicantId !== moved.fromApplicantId && applicantId !== moved.toApplicantId) throw new Error(`Account ${applicantId} is not part of this reassignment`);
        const held = state.profile.identification.toLowerCase() === moved.identification.toLowerCase();
        if (applicantId === moved.fromApplicantId && !held) throw new DomainError('conflict', IDENTIFICATION_NOT_HELD_MESSAGE);
        return [{ type: 'ApplicantIdentificationReassigned', data: { applicantId, ...moved, reassignedAt: now } }];
      }
      default: {
        const exhaustive: never = command;
        throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
      }
    }
  },
};
