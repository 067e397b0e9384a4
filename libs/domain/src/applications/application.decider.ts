import type { Decider } from '../shared/decider.js';
import { decideApplicant, type ApplicantSideCommand } from './applicant-side.decide.js';
import type { ApplicationEvent } from './application.events.js';
import { evolve, initialState, type ApplicationState } from './application.state.js';
import { decideReview, REVIEW_COMMAND_TYPES, type ReviewCommand } from './review.decide.js';

export type ApplicationCommand = ApplicantSideCommand | ReviewCommand;

const isReviewCommand = (command: ApplicationCommand): command is ReviewCommand => (REVIEW_COMMAND_TYPES as readonly string[]).includes(command.type);

/** The application aggregate: the applicant's half and the staff review's half over one state and one event stream. */
export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState,
  evolve,
  decide: (command, state) => (isReviewCommand(command) ? decideReview(command, state) : decideApplicant(command, state)),
};
