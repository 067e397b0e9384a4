import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applicantDecider, applicantStream } from '@postula/domain';
import { CLOCK } from '@postula/platform';
import type { Clock } from '@postula/platform';
import { SessionStore } from '../../auth/session-store.js';
import { AggregateRepository } from '../../common/aggregate-repository.js';
import { hashPassword, verifyPassword } from '../password-hasher.js';
import { UpdateApplicantPasswordCommand } from './update-password.command.js';

@CommandHandler(UpdateApplicantPasswordCommand)
export class UpdateApplicantPasswordHandler implements ICommandHandler<UpdateApplicantPasswordCommand, void> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly sessions: SessionStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ applicantId, sessionId, currentPassword, newPassword }: UpdateApplicantPasswordCommand): Promise<void> {
    const stream = applicantStream(applicantId);
    const { state, revision } = await this.aggregates.load(stream, applicantDecider);
    const currentPasswordValid = !!state.passwordHash && (await verifyPassword(currentPassword, state.passwordHash));
    const now = this.clock.now();
    // Pinned to the revision whose password was checked: a concurrent change makes this one a 409.
    await this.aggregates.handle(
      stream,
      applicantDecider,
      { type: 'ChangeApplicantPassword', data: { passwordHash: currentPasswordValid ? await hashPassword(newPassword) : '', currentPasswordValid, now } },
      { expectedRevision: revision },
    );
    await this.sessions.revokeAccount(applicantId, now, 'password_changed', sessionId);
  }
}
