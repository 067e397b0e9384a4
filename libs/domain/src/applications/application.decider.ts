import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import { decideApplicant, type ApplicantSideCommand } from './applicant-side.decide.js';
import type { ApplicationEvent } from './application.events.js';
import { evolve, initialState, type ApplicationState } from './application.state.js';
import { AWARD_COMMAND_TYPES, decideAward, type AwardCommand } from './award.decide.js';
import { decideLegalRepresentative, LEGAL_REPRESENTATIVE_COMMAND_TYPES, type LegalRepresentativeCommand } from './legal-representative.decide.js';
import { decideRetention, RETENTION_COMMAND_TYPES, type RetentionCommand } from './retention.decide.js';
import { decideReview, REVIEW_COMMAND_TYPES, type ReviewCommand } from './review.decide.js';
import { REVIEW_MESSAGES } from './review-messages.js';

export type ApplicationCommand = ApplicantSideCommand | LegalRepresentativeCommand | ReviewCommand | RetentionCommand | AwardCommand;

const isOneOf =
  <C extends ApplicationCommand>(types: readonly string[]) =>
  (command: ApplicationCommand): command is C =>
    types.includes(command.type);
const isReviewCommand = isOneOf<ReviewCommand>(REVIEW_COMMAND_TYPES);
const isAwardCommand = isOneOf<AwardCommand>(AWARD_COMMAND_TYPES);
const isRetentionCommand = isOneOf<RetentionCommand>(RETENTION_COMMAND_TYPES);
const isLegalRepresentativeCommand = isOneOf<LegalRepresentativeCommand>(LEGAL_REPRESENTATIVE_COMMAND_TYPES);

/** After an erasure, what sweeps and the award cycle ask records nothing (a promotion then goes on down the list). */
const QUIET_AFTER_ERASURE: readonly string[] = ['StartReview', 'OfferAward', 'PromoteFromWaitingList', 'ExpireAward'];

const decide = (command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] => {
  // The retention commands answer an erasure themselves (a hold is refused saying why).
  if (state.erasure && !isRetentionCommand(command)) {
    if (QUIET_AFTER_ERASURE.includes(command.type)) return [];
    // The person is gone: every other action answers as for an application that does not exist.
    throw new DomainError('not_found', REVIEW_MESSAGES.applicationNotFound);
  }
  if (isReviewCommand(command)) return decideReview(command, state);
  if (isAwardCommand(command)) return decideAward(command, state);
  if (isRetentionCommand(command)) return decideRetention(command, state);
  if (isLegalRepresentativeCommand(command)) return decideLegalRepresentative(command, state);
  return decideApplicant(command, state);
};

/** The application aggregate: the applicant's half, the staff review's and the award cycle's over one state and one event stream. */
export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState,
  evolve,
  decide,
};
