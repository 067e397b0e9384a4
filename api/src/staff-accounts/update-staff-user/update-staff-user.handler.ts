import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { STAFF_EMAIL_TAKEN_MESSAGE } from '@postula/contract';
import { DomainError, STAFF_EMAIL_SCOPE, STAFF_USER_NOT_FOUND_MESSAGE, staffUserDecider, staffUserStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { hashPassword } from '../../identity/password-hasher.js';
import { assertPasswordQuality } from '../../identity/password-policy/password-policy.js';
import { UniqueValues } from '../../identity/unique-values.js';
import { StaffRoleChanges } from '../staff-role-changes.js';
import { UpdateStaffUserCommand } from './update-staff-user.command.js';

/**
 * Edits a staff account: profile (a new e-mail is reserved first), role (never one's own, never the last
 * superadmin's) and, when given, the password. A role or password change ends that user's sessions
 * (the caller's own session stays when they change their own password).
 */
@CommandHandler(UpdateStaffUserCommand)
export class UpdateStaffUserHandler implements ICommandHandler<UpdateStaffUserCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly unique: UniqueValues,
    private readonly roles: StaffRoleChanges,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, input, actor }: UpdateStaffUserCommand): Promise<void> {
    if (input.password) assertPasswordQuality(input.password, { email: input.email, names: [input.full_name] }, 'password');
    // Hashing is slow: done before the lock is taken.
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await this.roles.exclusive(actor.id, userId, async (guard) => {
      const stream = staffUserStream(userId);
      const { state, revision } = await this.writes.load(stream, staffUserDecider);
      if (state.status !== 'active' || !state.profile) throw new DomainError('not_found', STAFF_USER_NOT_FOUND_MESSAGE);
      const before = state.profile;
      const profile = { full_name: input.full_name, email: input.email, role: input.role ?? before.role };
      const now = this.clock.now();
      const changeEmail = [{ scope: STAFF_EMAIL_SCOPE, from: before.email, to: profile.email, takenMessage: STAFF_EMAIL_TAKEN_MESSAGE }];
      const updated = await this.unique.change(userId, changeEmail, () =>
        this.writes.handleCommand(stream, staffUserDecider, { type: 'UpdateStaffUser', data: { ...profile, ...guard, now } }, { expectedRevision: revision }),
      );
      if (passwordHash) await this.writes.handleCommand(stream, staffUserDecider, { type: 'SetStaffUserPassword', data: { passwordHash, now } }, { expectedRevision: updated.revision });
      const roleChanged = profile.role !== before.role;
      if (roleChanged || passwordHash)
        await this.sessions.revokeAccount(userId, now, roleChanged ? 'account_changed' : 'password_changed', userId === actor.id ? actor.sessionId : undefined);
    });
  }
}
