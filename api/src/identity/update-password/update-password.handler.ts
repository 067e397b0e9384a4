import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicantDecider, applicantStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { LoginThrottle } from '../../auth/login-throttle.js';
import { SessionStore } from '../../auth/session-store.js';
import { WritePath } from '../../common/write-path.js';
import { hashPassword, verifyPassword } from '../password-hasher.js';
import { applicantOwner, assertPasswordQuality } from '../password-policy/password-policy.js';
import { UpdateApplicantPasswordCommand } from './update-password.command.js';

@CommandHandler(UpdateApplicantPasswordCommand)
export class UpdateApplicantPasswordHandler implements ICommandHandler<UpdateApplicantPasswordCommand, void> {
  constructor(
    private readonly writes: WritePath,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ applicantId, sessionId, currentPassword, newPassword }: UpdateApplicantPasswordCommand): Promise<void> {
    const stream = applicantStream(applicantId);
    const { state, revision } = await this.writes.load(stream, applicantDecider);
    // Wrong current passwords count like failed logins: a session is no oracle for guessing its own password.
    const attempt = await this.throttle.take(LoginThrottle.ownSecretRules('current-password', 'applicant', applicantId));
    const currentPasswordValid = !!state.passwordHash && (await verifyPassword(currentPassword, state.passwordHash));
    if (currentPasswordValid) await this.throttle.release(attempt);
    if (currentPasswordValid && state.profile) assertPasswordQuality(newPassword, applicantOwner(state.profile), 'new_password', currentPassword);
    const now = this.clock.now();
    // Pinned to the revision whose password was checked: a concurrent change makes this one a 409.
    await this.writes.handleCommand(
      stream,
      applicantDecider,
      { type: 'ChangeApplicantPassword', data: { passwordHash: currentPasswordValid ? await hashPassword(newPassword) : '', currentPasswordValid, now } },
      { expectedRevision: revision },
    );
    await this.sessions.revokeAccount(applicantId, now, 'password_changed', sessionId);
  }
}
