import { Decider } from '../shared/decider.js';
import { APPLICATIONS_CLOSED_MESSAGE, isApplicationPeriodOpen } from '../shared/application-period.js';
import { DomainError } from '../shared/domain-error.js';
import { ApplicantEvent, ApplicantProfile, ApplicantRegistered } from './applicant.events.js';

export interface ApplicantState {
  exists: boolean;
  email?: string;
}

export type RegisterApplicant = {
  type: 'RegisterApplicant';
  data: { applicantId: string; profile: ApplicantProfile; passwordHash: string; sealedTemporaryPassword: string; now: string; deadline: string };
};

export type ApplicantCommand = RegisterApplicant;

export const applicantDecider: Decider<ApplicantState, ApplicantCommand, ApplicantEvent> = {
  initialState: () => ({ exists: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ApplicantRegistered':
        return { exists: true, email: event.data.email };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterApplicant': {
        const { applicantId, profile, passwordHash, sealedTemporaryPassword, now, deadline } = command.data;
        if (!isApplicationPeriodOpen(now, deadline)) throw new DomainError('forbidden', APPLICATIONS_CLOSED_MESSAGE);
        if (state.exists) throw new DomainError('conflict', 'La cuenta ya existe');
        const event: ApplicantRegistered = {
          type: 'ApplicantRegistered',
          data: { applicantId, ...profile, passwordHash, sealedTemporaryPassword, registeredAt: now },
        };
        return [event];
      }
      default: {
        const exhaustive: never = command.type;
        throw new Error(`Unknown command ${exhaustive}`);
      }
    }
  },
};
