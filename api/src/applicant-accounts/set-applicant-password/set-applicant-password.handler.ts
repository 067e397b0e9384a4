import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicantDecider, applicantStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { hashPassword } from '../../identity/password-hasher.js';
import { applicantOwner, assertPasswordQuality } from '../../identity/password-policy/password-policy.js';
import { SetApplicantPasswordCommand } from './set-applicant-password.command.js';

/** Staff set an applicant's password: first_login becomes true again and every session of the account ends. */
@CommandHandler(SetApplicantPasswordCommand)
export class SetApplicantPasswordHandler implements ICommandHandler<SetApplicantPasswordCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ applicantId, newPassword }: SetApplicantPasswordCommand): Promise<void> {
    const { state } = await this.writes.load(applicantStream(applicantId), applicantDecider);
    if (state.profile) assertPasswordQuality(newPassword, applicantOwner(state.profile), 'new_password');
    const now = this.clock.now();
    const passwordHash = await hashPassword(newPassword);
    await this.writes.handleCommand(applicantStream(applicantId), applicantDecider, { type: 'SetApplicantPasswordByStaff', data: { passwordHash, now } });
    await this.sessions.revokeAccount(applicantId, now, 'password_changed');
  }
}
