import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { fold } from '../shared/decider.js';
import { CANNOT_DELETE_SELF_MESSAGE, CANNOT_DEMOTE_SELF_MESSAGE, CANNOT_RESET_OWN_TOTP_MESSAGE, LAST_SUPERADMIN_MESSAGE, NO_TOTP_TO_RESET_MESSAGE, StaffUserCommand, staffUserDecider, STAFF_USER_NOT_FOUND_MESSAGE } from './staff-user.decider.js';
import { StaffUserCreated } from './staff-user.events.js';

const created: StaffUserCreated = {
  type: 'StaffUserCreated',
  data: { userId: 'u1', profile: { full_name: 'Rita Revisora', email: 'rita@example.com', role: 'reviewer' }, passwordHash: 'h0', createdAt: 'T0' },
};
const given = givenFor(staffUserDecider);

describe('staffUserDecider', () => {
  it('creates a user once', () => {
    const command: StaffUserCommand = { type: 'CreateStaffUser', data: { userId: 'u1', full_name: 'Rita Revisora', email: 'rita@example.com', role: 'reviewer', passwordHash: 'h0', now: 'T0' } };
    expect(given().when(command)).toEqual([created]);
    expect(refusal(() => given(created).when(command)).kind).toBe('conflict');
  });

  it('updates only what changed', () => {
    expect(given(created).when({ type: 'UpdateStaffUser', data: { full_name: 'Rita Revisora', email: 'rita@example.com', role: 'superadmin', now: 'T1' } })).toEqual([
      { type: 'StaffUserUpdated', data: { userId: 'u1', profile: { full_name: 'Rita Revisora', email: 'rita@example.com', role: 'superadmin' }, updatedAt: 'T1' } },
    ]);
    expect(given(created).when({ type: 'UpdateStaffUser', data: { full_name: 'Rita Revisora', email: 'rita@example.com', role: 'reviewer', now: 'T1' } })).toEqual([]);
  });

  it('turns a second factor on and off, folding the sealed secret into the state', () => {
    const on = given(created).when({ type: 'SetStaffUserTotp', data: { sealedTotpSecret: 'sealed', now: 'T1' } });
    expect(on).toEqual([{ type: 'StaffUserTotpSet', data: { userId: 'u1', sealedTotpSecret: 'sealed', setAt: 'T1' } }]);
    expect(fold(staffUserDecider, [created, ...on]).sealedTotpSecret).toBe('sealed');
    const off = given(created, ...on).when({ type: 'SetStaffUserTotp', data: { sealedTotpSecret: null, now: 'T2' } });
    expect(fold(staffUserDecider, [created, ...on, ...off]).sealedTotpSecret).toBeUndefined();
  });

  it("lets a superadmin reset another's second factor, not their own, and only when there is one", () => {
    const on = given(created).when({ type: 'SetStaffUserTotp', data: { sealedTotpSecret: 'sealed', now: 'T1' } });
    expect(given(created, ...on).when({ type: 'ResetStaffUserTotp', data: { actorId: 'boss', now: 'T2' } })).toEqual([
      { type: 'StaffUserTotpSet', data: { userId: 'u1', sealedTotpSecret: null, setAt: 'T2' } },
    ]);
    expect(refusal(() => given(created, ...on).when({ type: 'ResetStaffUserTotp', data: { actorId: 'u1', now: 'T2' } }))).toMatchObject({ kind: 'forbidden', message: CANNOT_RESET_OWN_TOTP_MESSAGE });
    expect(refusal(() => given(created).when({ type: 'ResetStaffUserTotp', data: { actorId: 'boss', now: 'T2' } }))).toMatchObject({ kind: 'conflict', message: NO_TOTP_TO_RESET_MESSAGE });
  });

  it('sets a password and folds it into the state', () => {
    const events = given(created).when({ type: 'SetStaffUserPassword', data: { passwordHash: 'h1', now: 'T1' } });
    expect(events).toEqual([{ type: 'StaffUserPasswordSet', data: { userId: 'u1', passwordHash: 'h1', setAt: 'T1' } }]);
    expect(fold(staffUserDecider, [created, ...events]).passwordHash).toBe('h1');
  });

  it('deletes another user, never oneself, and a deleted user is gone for every command', () => {
    expect(refusal(() => given(created).when({ type: 'DeleteStaffUser', data: { actorId: 'u1', now: 'T1' } })).message).toBe(CANNOT_DELETE_SELF_MESSAGE);
    const [deleted] = given(created).when({ type: 'DeleteStaffUser', data: { actorId: 'boss', now: 'T1' } });
    expect(deleted).toEqual({ type: 'StaffUserDeleted', data: { userId: 'u1', email: 'rita@example.com', deletedAt: 'T1' } });
    expect(refusal(() => given(created, deleted).when({ type: 'SetStaffUserPassword', data: { passwordHash: 'h', now: 'T2' } })).message).toBe(STAFF_USER_NOT_FOUND_MESSAGE);
  });

  describe('keeping the back office reachable', () => {
    const boss: StaffUserCreated = { type: 'StaffUserCreated', data: { ...created.data, userId: 's1', profile: { ...created.data.profile, role: 'superadmin' } } };
    const demote = (actorId: string, otherSuperadmins: number): StaffUserCommand => ({
      type: 'UpdateStaffUser',
      data: { full_name: 'Rita Revisora', email: 'rita@example.com', role: 'reviewer', actorId, otherSuperadmins, now: 'T1' },
    });
    it('refuses to demote oneself or the last superadmin, and demotes another when one remains', () => {
      expect(refusal(() => given(boss).when(demote('s1', 3)))).toMatchObject({ kind: 'forbidden', message: CANNOT_DEMOTE_SELF_MESSAGE });
      expect(refusal(() => given(boss).when(demote('s2', 0)))).toMatchObject({ kind: 'conflict', message: LAST_SUPERADMIN_MESSAGE });
      expect(given(boss).when(demote('s2', 1))).toEqual([{ type: 'StaffUserUpdated', data: { userId: 's1', profile: { full_name: 'Rita Revisora', email: 'rita@example.com', role: 'reviewer' }, updatedAt: 'T1' } }]);
    });
    it('lets a superadmin edit their own name while keeping the role', () => {
      const rename: StaffUserCommand = { type: 'UpdateStaffUser', data: { full_name: 'Rita R.', email: 'rita@example.com', role: 'superadmin', actorId: 's1', otherSuperadmins: 0, now: 'T1' } };
      expect(given(boss).when(rename)).toHaveLength(1);
    });
    it('refuses to delete the last superadmin but deletes a reviewer whatever the count', () => {
      expect(refusal(() => given(boss).when({ type: 'DeleteStaffUser', data: { actorId: 's2', otherSuperadmins: 0, now: 'T1' } }))).toMatchObject({ kind: 'conflict', message: LAST_SUPERADMIN_MESSAGE });
      expect(given(created).when({ type: 'DeleteStaffUser', data: { actorId: 's2', otherSuperadmins: 0, now: 'T1' } })).toHaveLength(1);
    });
  });
});
