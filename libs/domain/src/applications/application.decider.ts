import type { Decider } from '../shared/decider.js';
import { decideApplicant, type ApplicantSideCommand } from './applicant-side.decide.js';
import type { ApplicationEvent } from './application.events.js';
import { evolve, initialState, type ApplicationState } from './application.state.js';
import { AWARD_COMMAND_TYPES, decideAward, type AwardCommand } from './award.decide.js';
import { decideReview, REVIEW_COMMAND_TYPES, type ReviewCommand } from './review.decide.js';

export type ApplicationCommand = ApplicantSideCommand | ReviewCommand | AwardCommand;

const isReviewCommand = (command: ApplicationCommand): command is ReviewCommand => (REVIEW_COMMAND_TYPES as readonly string[]).includes(command.type);
const isAwardCommand = (command: ApplicationCommand): command is AwardCommand => (AWARD_COMMAND_TYPES as readonly string[]).includes(command.type);

/** The application aggregate: the applicant's half, the staff review's and the award cycle's over one state and one event stream. */
export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState,
  evolve,
  decide: (command, state) => (isAwardCommand(command) ? decideAward(command, state) : isReviewCommand(command) ? decideReview(command, state) : decideApplicant(command, state)),
};
