import type { Decider } from '../shared/decider.js';
import { decideApplicant, type ApplicantSideCommand } from './applicant-side.decide.js';
import type { ApplicationEvent } from './application.events.js';
import { evolve, initialState, type ApplicationState } from './application.state.js';
import { decideLegalRepresentative, LEGAL_REPRESENTATIVE_COMMAND_TYPES, type LegalRepresentativeCommand } from './legal-representative.decide.js';
import { decideRetention, RETENTION_COMMAND_TYPES, type RetentionCommand } from './retention.decide.js';
import { decideReview, REVIEW_COMMAND_TYPES, type ReviewCommand } from './review.decide.js';

export type ApplicationCommand = ApplicantSideCommand | LegalRepresentativeCommand | ReviewCommand | RetentionCommand;

const isReviewCommand = (command: ApplicationCommand): command is ReviewCommand => (REVIEW_COMMAND_TYPES as readonly string[]).includes(command.type);
const isLegalRepresentativeCommand = (command: ApplicationCommand): command is LegalRepresentativeCommand =>
  (LEGAL_REPRESENTATIVE_COMMAND_TYPES as readonly string[]).includes(command.type);

const isRetentionCommand = (command: ApplicationCommand): command is RetentionCommand => (RETENTION_COMMAND_TYPES as readonly string[]).includes(command.type);

const decide = (command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] => {
  if (isReviewCommand(command)) return decideReview(command, state);
  if (isRetentionCommand(command)) return decideRetention(command, state);
  if (isLegalRepresentativeCommand(command)) return decideLegalRepresentative(command, state);
  return decideApplicant(command, state);
};

/** The application aggregate: the applicant's half and the staff review's half over one state and one event stream. */
export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState,
  evolve,
  decide,
};
