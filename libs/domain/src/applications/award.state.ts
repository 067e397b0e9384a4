import type { AwardDocumentType } from '../awards/award-documents.js';
import type { OfferStatus } from '../awards/award-status.js';
import type { ApplicationStatus } from './application-status.js';
import type { AwardEvent } from './award.events.js';

export interface AwardDocumentState {
  documentId: string;
  fileName: string;
  uploadedAt: string;
  /** Where its file is: deleted once another upload of the type replaces it (stored-files.ts). */
  storageKey?: string;
  /** null until staff look at it; false: refused (`note` says why). */
  verified: boolean | null;
  note: string | null;
}

/** The application's offer, from AwardOffered on. */
export interface AwardState {
  status: OfferStatus;
  offeredAt: string;
  acceptBy: string;
  answeredAt: string | null;
  promoted: boolean;
  documents: Partial<Record<AwardDocumentType, AwardDocumentState>>;
}

/** What an award event does to the offer and to the application's status (undefined: the status stays). */
export function evolveAward(award: AwardState | undefined, event: AwardEvent): { award: AwardState | undefined; status?: ApplicationStatus } {
  switch (event.type) {
    case 'AwardOffered': {
      const { acceptBy, promoted, offeredAt } = event.data;
      return { award: { status: 'offered', offeredAt, acceptBy, answeredAt: null, promoted, documents: {} }, status: 'approved' };
    }
    case 'PromotedFromWaitingList':
      return { award, status: 'approved' };
    case 'AwardAccepted':
      return { award: award && { ...award, status: 'accepted', answeredAt: event.data.acceptedAt } };
    case 'AwardDeclined':
      return { award: award && { ...award, status: 'declined', answeredAt: event.data.declinedAt }, status: 'award_declined' };
    case 'AwardExpired':
      return { award: award && { ...award, status: 'expired' }, status: 'award_expired' };
    case 'AwardWithdrawn':
      return { award: award && { ...award, status: 'withdrawn' }, status: 'award_declined' };
    case 'AwardDocumentUploaded': {
      const { documentType, documentId, fileName, uploadedAt, storageKey } = event.data;
      return { award: award && { ...award, documents: { ...award.documents, [documentType]: { documentId, fileName, uploadedAt, storageKey, verified: null, note: null } } } };
    }
    case 'AwardDocumentVerified': {
      const { documentType, verified, note } = event.data;
      const document = award?.documents[documentType];
      return { award: award && document ? { ...award, documents: { ...award.documents, [documentType]: { ...document, verified, note } } } : award };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
