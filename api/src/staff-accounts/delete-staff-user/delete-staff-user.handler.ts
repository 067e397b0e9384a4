import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { STAFF_EMAIL_SCOPE, staffUserDecider, staffUserStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { UniqueValues } from '../../identity/unique-values.js';
import { StaffRoleChanges } from '../staff-role-changes.js';
import { DeleteStaffUserCommand } from './delete-staff-user.command.js';

/** Deletes a staff account (never one's own, never the last superadmin), frees its e-mail and ends its sessions. */
@CommandHandler(DeleteStaffUserCommand)
export class DeleteStaffUserHandler implements ICommandHandler<DeleteStaffUserCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly unique: UniqueValues,
    private readonly roles: StaffRoleChanges,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, actor }: DeleteStaffUserCommand): Promise<void> {
    await this.roles.exclusive(actor.id, userId, async (guard) => {
      const now = this.clock.now();
      const { events } = await this.writes.handleCommand(staffUserStream(userId), staffUserDecider, { type: 'DeleteStaffUser', data: { ...guard, now } });
      for (const event of events) if (event.type === 'StaffUserDeleted') await this.unique.release(STAFF_EMAIL_SCOPE, event.data.email, userId);
      await this.sessions.revokeAccount(userId, now, 'account_changed');
    });
  }
}
