import { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import { StaffUserEvent, StaffUserProfile } from './staff-user.events.js';

export const STAFF_USER_NOT_FOUND_MESSAGE = 'El usuario no existe';
export const CANNOT_DELETE_SELF_MESSAGE = 'No puede eliminar su propia cuenta';
export const CANNOT_DEMOTE_SELF_MESSAGE = 'No puede cambiar su propio rol';
export const CANNOT_RESET_OWN_TOTP_MESSAGE = 'No puede restablecer su propia verificación en dos pasos: desactívela desde su cuenta con un código vigente';
export const NO_TOTP_TO_RESET_MESSAGE = 'El usuario no tiene la verificación en dos pasos activa';
export const LAST_SUPERADMIN_MESSAGE = 'No se puede eliminar ni quitar el rol al último superadministrador';

export interface StaffUserState {
  status: 'none' | 'active' | 'deleted';
  userId?: string;
  profile?: StaffUserProfile;
  passwordHash?: string;
  /** The TOTP secret, sealed; absent: no second factor. */
  sealedTotpSecret?: string;
}

export type CreateStaffUser = { type: 'CreateStaffUser'; data: StaffUserProfile & { userId: string; passwordHash: string; now: string } };
/**
 * Who acts and how many other active superadmins exist, for the rules that keep the back office reachable:
 * nobody removes themselves, and the last superadmin stays. Absent (a system action): not checked.
 */
export interface StaffRoleGuard {
  actorId?: string;
  otherSuperadmins?: number;
}
export type UpdateStaffUser = { type: 'UpdateStaffUser'; data: StaffUserProfile & StaffRoleGuard & { now: string } };
export type SetStaffUserPassword = { type: 'SetStaffUserPassword'; data: { passwordHash: string; now: string } };
/** Only while the stored hash is still `previousHash` (see RehashApplicantPassword). */
export type RehashStaffUserPassword = { type: 'RehashStaffUserPassword'; data: { previousHash: string; passwordHash: string; now: string } };
export type SetStaffUserTotp = { type: 'SetStaffUserTotp'; data: { sealedTotpSecret: string | null; now: string } };
/** A superadmin turns off another staff member's second factor (a lost phone); they enrol a new one at their next login when it is required. */
export type ResetStaffUserTotp = { type: 'ResetStaffUserTotp'; data: { actorId: string; now: string } };
export type DeleteStaffUser = { type: 'DeleteStaffUser'; data: StaffRoleGuard & { now: string } };

export type StaffUserCommand = CreateStaffUser | UpdateStaffUser | SetStaffUserPassword | RehashStaffUserPassword | SetStaffUserTotp | ResetStaffUserTotp | DeleteStaffUser;

const profileOf = (d: StaffUserProfile): StaffUserProfile => ({ full_name: d.full_name, email: d.email, role: d.role });

export const staffUserDecider: Decider<StaffUserState, StaffUserCommand, StaffUserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'StaffUserCreated':
        return { status: 'active', userId: event.data.userId, profile: profileOf(event.data.profile), passwordHash: event.data.passwordHash };
      case 'StaffUserUpdated':
        return { ...state, profile: profileOf(event.data.profile) };
      case 'StaffUserPasswordSet':
      case 'StaffUserPasswordRehashed':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'StaffUserTotpSet':
        return { ...state, sealedTotpSecret: event.data.sealedTotpSecret ?? undefined };
      case 'StaffUserDeleted':
        return { ...state, status: 'deleted' };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'CreateStaffUser') {
      if (state.status !== 'none') throw new DomainError('conflict', 'El usuario ya existe');
      const { userId, passwordHash, now } = command.data;
      return [{ type: 'StaffUserCreated', data: { userId, profile: profileOf(command.data), passwordHash, createdAt: now } }];
    }
    if (state.status !== 'active' || !state.userId || !state.profile) throw new DomainError('not_found', STAFF_USER_NOT_FOUND_MESSAGE);
    const userId = state.userId;
    switch (command.type) {
      case 'UpdateStaffUser': {
        const profile = profileOf(command.data);
        if (profile.full_name === state.profile.full_name && profile.email === state.profile.email && profile.role === state.profile.role) return [];
        if (state.profile.role === 'superadmin' && profile.role !== 'superadmin') {
          if (command.data.actorId === userId) throw new DomainError('forbidden', CANNOT_DEMOTE_SELF_MESSAGE);
          if (command.data.otherSuperadmins === 0) throw new DomainError('conflict', LAST_SUPERADMIN_MESSAGE);
        }
        return [{ type: 'StaffUserUpdated', data: { userId, profile, updatedAt: command.data.now } }];
      }
      case 'SetStaffUserPassword':
        return [{ type: 'StaffUserPasswordSet', data: { userId, passwordHash: command.data.passwordHash, setAt: command.data.now } }];
      case 'RehashStaffUserPassword': {
        const { previousHash, passwordHash, now } = command.data;
        if (state.passwordHash !== previousHash) return [];
        return [{ type: 'StaffUserPasswordRehashed', data: { userId, passwordHash, rehashedAt: now } }];
      }
      case 'SetStaffUserTotp':
        return [{ type: 'StaffUserTotpSet', data: { userId, sealedTotpSecret: command.data.sealedTotpSecret, setAt: command.data.now } }];
      case 'ResetStaffUserTotp':
        if (command.data.actorId === userId) throw new DomainError('forbidden', CANNOT_RESET_OWN_TOTP_MESSAGE);
        if (!state.sealedTotpSecret) throw new DomainError('conflict', NO_TOTP_TO_RESET_MESSAGE);
        return [{ type: 'StaffUserTotpSet', data: { userId, sealedTotpSecret: null, setAt: command.data.now } }];
      case 'DeleteStaffUser':
        if (command.data.actorId === userId) throw new DomainError('forbidden', CANNOT_DELETE_SELF_MESSAGE);
        if (state.profile.role === 'superadmin' && command.data.otherSuperadmins === 0) throw new DomainError('conflict', LAST_SUPERADMIN_MESSAGE);
        return [{ type: 'StaffUserDeleted', data: { userId, email: state.profile.email, deletedAt: command.data.now } }];
      default: {
        const exhaustive: never = command;
        throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
      }
    }
  },
};
