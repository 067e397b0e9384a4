import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { STAFF_EMAIL_TAKEN_MESSAGE } from '@postula/contract';
import { randomUUID } from 'node:crypto';
import { STAFF_EMAIL_SCOPE, staffUserDecider, staffUserStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { WritePath } from '../../common/write-path.js';
import { hashPassword } from '../../identity/password-hasher.js';
import { assertPasswordQuality } from '../../identity/password-policy/password-policy.js';
import { UniqueValues } from '../../identity/unique-values.js';
import { CreateStaffUserCommand, CreateStaffUserResult } from './create-staff-user.command.js';

/** Creates a staff account; its e-mail is reserved first, so two accounts never share one. */
@CommandHandler(CreateStaffUserCommand)
export class CreateStaffUserHandler implements ICommandHandler<CreateStaffUserCommand, CreateStaffUserResult> {
  constructor(
    private readonly writes: WritePath,
    private readonly unique: UniqueValues,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ profile, password }: CreateStaffUserCommand): Promise<CreateStaffUserResult> {
    assertPasswordQuality(password, { email: profile.email, names: [profile.full_name] }, 'password');
    const userId = randomUUID();
    const email = profile.email.trim().toLowerCase();
    await this.unique.reserve(STAFF_EMAIL_SCOPE, email, userId, STAFF_EMAIL_TAKEN_MESSAGE);
    try {
      await this.writes.handleCommand(staffUserStream(userId), staffUserDecider, {
        type: 'CreateStaffUser',
        data: { userId, ...profile, email, passwordHash: await hashPassword(password), now: this.clock.now() },
      });
    } catch (error) {
      await this.unique.release(STAFF_EMAIL_SCOPE, email, userId);
      throw error;
    }
    return { userId };
  }
}
