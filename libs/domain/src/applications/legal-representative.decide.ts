import { ageOn } from '@postula/catalogs';
import { LEGAL_REPRESENTATIVE_AGE } from '@postula/validation';
import type { ApplicantRecipient } from '../identity/applicant.events.js';
import { isApplicationPeriodOpen } from '../shared/application-period.js';
import { DomainError } from '../shared/domain-error.js';
import { APPLICATION_MESSAGES as M } from './application-messages.js';
import type { ApplicantSideEvent } from './application.events.js';
import { assertAllows, type ApplicationState } from './application.state.js';
import type { LegalRepresentative } from './application.types.js';

/**
 * Applicants under 15 (LOPDP Arts. 21, 24, 25): they name a legal representative, who confirms the application
 * through a one-time link before it can be sent. The age counts on the programme day step 1 is saved.
 */
export type NameLegalRepresentative = {
  type: 'NameLegalRepresentative';
  data: {
    applicantId: string;
    representative: LegalRepresentative;
    minor: ApplicantRecipient;
    /**
     * Whose applicant account the representative's cédula or e-mail already belongs to: the applicant's own
     * ('self'), another applicant under 18 or of unknown age ('minor'), or none (null).
     */
    representativeAccount: 'self' | 'minor' | null;
    tokenHash: string;
    sealedToken: string;
    now: string;
    deadline: string;
  };
};
export type ConfirmLegalRepresentative = { type: 'ConfirmLegalRepresentative'; data: { applicantId: string; tokenHash: string; now: string; minor?: ApplicantRecipient } };
export type DeclineLegalRepresentative = { type: 'DeclineLegalRepresentative'; data: { applicantId: string; tokenHash: string; now: string; minor: ApplicantRecipient } };
export type LegalRepresentativeCommand = NameLegalRepresentative | ConfirmLegalRepresentative | DeclineLegalRepresentative;

export const LEGAL_REPRESENTATIVE_COMMAND_TYPES = ['NameLegalRepresentative', 'ConfirmLegalRepresentative', 'DeclineLegalRepresentative'] as const;

const REPRESENTATIVE_ACCOUNT_REFUSAL = { self: M.representativeIsSelf, minor: M.representativeIsMinor } as const;

/** Whether a birth day makes the applicant need a representative on `day` (both 'YYYY-MM-DD'). */
export const needsLegalRepresentative = (birthDay: string, day: string) => ageOn(birthDay, day) < LEGAL_REPRESENTATIVE_AGE;

/** What keeps a minor's application from being sent, or null when nothing does (adults: always null). */
export function legalRepresentativeMissing(state: ApplicationState): string | null {
  if (!state.legalRepresentativeRequired) return null;
  if (!state.legalRepresentative) return M.representativeMissing;
  if (state.legalRepresentative.declinedAt) return M.representativeDeclined;
  return state.legalRepresentative.confirmedAt ? null : M.representativePending;
}

export function decideLegalRepresentative(command: LegalRepresentativeCommand, state: ApplicationState): ApplicantSideEvent[] {
  switch (command.type) {
    case 'NameLegalRepresentative': {
      const { applicantId, representative, minor, representativeAccount, tokenHash, sealedToken, now, deadline } = command.data;
      assertAllows('submit', state.status);
      if (!isApplicationPeriodOpen(now, deadline)) throw new DomainError('forbidden', M.periodEnded);
      if (!state.sections.personal_details) throw new DomainError('invalid', M.representativeAfterStep1);
      if (!state.legalRepresentativeRequired) throw new DomainError('invalid', M.representativeNotNeeded);
      // A minor cannot answer for themself, nor for another minor: the law asks for an adult (LOPDP Art. 21).
      if (representativeAccount) {
        const message = REPRESENTATIVE_ACCOUNT_REFUSAL[representativeAccount];
        throw new DomainError('invalid', message, { identification: [message], email: [message] });
      }
      return [{ type: 'LegalRepresentativeNamed', data: { applicantId, representative, minor, tokenHash, sealedToken, namedAt: now } }];
    }
    case 'ConfirmLegalRepresentative': {
      const { applicantId, tokenHash, now, minor } = command.data;
      assertLinkOpen(state, tokenHash);
      return [{ type: 'LegalRepresentativeConfirmed', data: { applicantId, confirmedAt: now, ...(minor && { minor }) } }];
    }
    case 'DeclineLegalRepresentative': {
      const { applicantId, tokenHash, now, minor } = command.data;
      assertLinkOpen(state, tokenHash);
      return [{ type: 'LegalRepresentativeDeclined', data: { applicantId, declinedAt: now, minor } }];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

/** A link answers once, confirming or declining, and only while it is the current one. */
function assertLinkOpen(state: ApplicationState, tokenHash: string): void {
  const current = state.legalRepresentative;
  if (!current || current.tokenHash !== tokenHash) throw new DomainError('not_found', M.representativeLinkInvalid);
  if (current.confirmedAt) throw new DomainError('conflict', M.representativeLinkUsed);
  if (current.declinedAt) throw new DomainError('conflict', M.representativeLinkDeclined);
}
