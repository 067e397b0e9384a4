import type { AwardDocumentType } from '../awards/award-documents.js';
import { AWARD_MESSAGES as M } from '../awards/award-messages.js';
import type { ApplicantRecipient } from '../identity/applicant.events.js';
import { DomainError } from '../shared/domain-error.js';
import type { ApplicationState } from './application.state.js';
import type { Reviewer, StoredFile } from './application.types.js';
import type { AwardEvent } from './award.events.js';

/** An offer's terms: until when it may be accepted and the post-award documents the e-mail lists. */
export interface OfferTerms {
  acceptBy: string;
  documents: string[];
}

/** An approval recorded before the award cycle existed gets its offer, from now. */
export type OfferAward = { type: 'OfferAward'; data: { applicantId: string; recipient: ApplicantRecipient; offer: OfferTerms; now: string } };
/** A place came free and this approved_out application was first on the waiting list (places.decider.ts). */
export type PromoteFromWaitingList = { type: 'PromoteFromWaitingList'; data: { applicantId: string; recipient: ApplicantRecipient; offer: OfferTerms; now: string } };
export type AcceptAward = { type: 'AcceptAward'; data: { applicantId: string; now: string } };
export type DeclineAward = { type: 'DeclineAward'; data: { applicantId: string; recipient: ApplicantRecipient; reason: string | null; now: string } };
/** The expiry sweep's: records nothing unless the offer is still open and its deadline has passed. */
export type ExpireAward = { type: 'ExpireAward'; data: { applicantId: string; now: string } };
export type WithdrawAward = { type: 'WithdrawAward'; data: { applicantId: string; reason: string; actor: Reviewer; now: string } };
/** One append for every file of an upload: all recorded or none. */
export type UploadAwardDocuments = {
  type: 'UploadAwardDocuments';
  data: { applicantId: string; documents: { documentId: string; documentType: AwardDocumentType; file: StoredFile }[]; now: string };
};
export type VerifyAwardDocument = {
  type: 'VerifyAwardDocument';
  data: { applicantId: string; recipient: ApplicantRecipient; documentType: AwardDocumentType; documentLabel: string; verified: boolean; note: string | null; actor: Reviewer; now: string };
};

export type AwardCommand = OfferAward | PromoteFromWaitingList | AcceptAward | DeclineAward | ExpireAward | WithdrawAward | UploadAwardDocuments | VerifyAwardDocument;

export const AWARD_COMMAND_TYPES: readonly AwardCommand['type'][] = ['OfferAward', 'PromoteFromWaitingList', 'AcceptAward', 'DeclineAward', 'ExpireAward', 'WithdrawAward', 'UploadAwardDocuments', 'VerifyAwardDocument'];

/** The offer as the applicant may still answer it: offered, and before its deadline. */
export const isOpenOffer = (state: Pick<ApplicationState, 'status' | 'award'>, now: string) =>
  state.status === 'approved' && state.award?.status === 'offered' && Date.parse(now) < Date.parse(state.award.acceptBy);

/** Refuses an answer outside an open offer (409): without any offer, once accepted, closed or past its deadline. */
function assertOpenOffer(state: ApplicationState, now: string): void {
  if (!state.award) throw new DomainError('conflict', M.noAward);
  if (state.award.status === 'accepted') throw new DomainError('conflict', M.alreadyAccepted);
  if (!isOpenOffer(state, now)) throw new DomainError('conflict', M.offerClosed);
}

/** The award half of the aggregate: offers, the applicant's answer, the deadline, renunciations and the documents. */
export function decideAward(command: AwardCommand, state: ApplicationState): AwardEvent[] {
  const previousStatus = state.status;
  switch (command.type) {
    case 'OfferAward': {
      const { applicantId, recipient, offer, now } = command.data;
      // A result not yet published gets its offer from the publication (PublishResult).
      if (state.status !== 'approved' || state.award || state.resultHeld) return [];
      return [{ type: 'AwardOffered', data: { applicantId, ...recipient, ...offer, promoted: false, offeredAt: now } }];
    }
    case 'PromoteFromWaitingList': {
      const { applicantId, recipient, offer, now } = command.data;
      // Promoted once: anything but approved_out (already promoted, or decided otherwise meanwhile) records nothing.
      if (state.status !== 'approved_out') return [];
      const promotedFrom = { type: 'PromotedFromWaitingList' as const, data: { applicantId, previousStatus, promotedAt: now } };
      // Before the results are published the applicant learns nothing yet: the publication offers the place.
      if (state.resultHeld) return [promotedFrom];
      return [
        promotedFrom,
        { type: 'AwardOffered', data: { applicantId, ...recipient, ...offer, promoted: true, offeredAt: now } },
      ];
    }
    case 'AcceptAward': {
      const { applicantId, now } = command.data;
      assertOpenOffer(state, now);
      return [{ type: 'AwardAccepted', data: { applicantId, acceptedAt: now } }];
    }
    case 'DeclineAward': {
      const { applicantId, recipient, reason, now } = command.data;
      assertOpenOffer(state, now);
      return [{ type: 'AwardDeclined', data: { applicantId, ...recipient, reason, previousStatus, declinedAt: now } }];
    }
    case 'ExpireAward': {
      const { applicantId, now } = command.data;
      const award = state.award;
      if (state.status !== 'approved' || award?.status !== 'offered' || Date.parse(now) < Date.parse(award.acceptBy)) return [];
      return [{ type: 'AwardExpired', data: { applicantId, acceptBy: award.acceptBy, previousStatus, expiredAt: now } }];
    }
    case 'WithdrawAward': {
      const { applicantId, reason, actor, now } = command.data;
      if (state.status !== 'approved' || (state.award?.status !== 'offered' && state.award?.status !== 'accepted')) throw new DomainError('conflict', M.notWithdrawable);
      return [{ type: 'AwardWithdrawn', data: { applicantId, reason, actor, previousStatus, withdrawnAt: now } }];
    }
    case 'UploadAwardDocuments': {
      const { applicantId, documents, now } = command.data;
      if (state.status !== 'approved' || state.award?.status !== 'accepted') throw new DomainError('conflict', state.award ? M.notAccepted : M.noAward);
      const award = state.award;
      return documents.map(({ documentId, documentType, file }) => {
        const current = award.documents[documentType];
        if (current?.verified) throw new DomainError('conflict', M.documentVerified, { [documentType]: [M.documentVerified] });
        return { type: 'AwardDocumentUploaded' as const, data: { ...file, applicantId, documentId, documentType, replaces: current?.documentId ?? null, uploadedAt: now } };
      });
    }
    case 'VerifyAwardDocument': {
      const { applicantId, recipient, documentType, documentLabel, verified, note, actor, now } = command.data;
      if (state.status !== 'approved' || state.award?.status !== 'accepted') throw new DomainError('conflict', M.notVerifiable);
      const document = state.award.documents[documentType];
      if (!document) throw new DomainError('conflict', M.documentMissing);
      return [{ type: 'AwardDocumentVerified', data: { applicantId, ...recipient, documentId: document.documentId, documentType, documentLabel, verified, note, actor, verifiedAt: now } }];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
