import { LEGAL_REPRESENTATIVE_RELATIONSHIPS, choiceLabel } from '@postula/catalogs';
import {
  flaggedEntries,
  sectionLabel,
  type ApplicantRecipient,
  type AwardDeclined,
  type AwardDocumentVerified,
  type AwardOffered,
  type CorrectionFlags,
  type LegalRepresentativeConfirmed,
  type LegalRepresentativeDeclined,
  type LegalRepresentativeNamed,
} from '@postula/domain';
import { dataOf, recipientIn, type EmailFor, type EmailOf } from './email-mapping.js';

/**
 * The data the application events must carry for their e-mails (documented in docs/worker.md).
 * Issues 4 and 5 own these events; only the fields below are read here.
 */
export type ApplicationSubmittedEmailData = ApplicantRecipient & { applicantId: string; submittedAt: string };

export type CorrectionsRequestedEmailData = ApplicantRecipient & {
  applicantId: string;
  /** The reviewer's notes (correction_notes). */
  notes: string;
  /** Section → flag → true when it needs correcting (the application's correction flags). */
  flags: CorrectionFlags;
  /** ISO instant until which the applicant may correct; absent: the e-mail names no date. */
  correctionDeadline?: string | null;
};

export type ApplicationDecidedEmailData = ApplicantRecipient & { applicantId: string; decision: 'approved' | 'approved_out' | 'rejected'; resultHeld?: true };

/** The result e-mail of a decision told now: an approval's is its offer (AwardOffered, appended with it), one e-mail. */
const resultEmail = (d: ApplicantRecipient & { applicantId: string }, decision: 'approved' | 'approved_out' | 'rejected'): EmailOf[] =>
  decision === 'approved' ? [] : [{ stage: 'decision', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName, decision }, sealed: null }];

/** "Section: field" in Spanish for each flagged field, in form order; a section-level flag names its section alone. */
export const correctionLabels = (flags: CorrectionFlags): string[] =>
  flaggedEntries(flags).map(({ section, label }) => (label === sectionLabel(section) ? label : `${sectionLabel(section)}: ${label}`));

/** Application events that notify the applicant (or, for a minor, their legal representative); they fire as soon as the events exist. */
export const applicationEmails: Record<string, EmailFor> = {
  ApplicationSubmitted: (event) => {
    const d = dataOf<{ data: ApplicationSubmittedEmailData }>(event);
    return { stage: 'application_submitted', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName, submitted_at: d.submittedAt }, sealed: null };
  },
  CorrectionsRequested: (event) => {
    const d = dataOf<{ data: CorrectionsRequestedEmailData }>(event);
    return {
      stage: 'correction_requested',
      recipient: recipientIn(d),
      applicantId: d.applicantId,
      variables: { first_name: d.firstName, notes: d.notes, fields: correctionLabels(d.flags), deadline: d.correctionDeadline ?? null },
      sealed: null,
    };
  },
  /** Held until the results' publication: nothing now, ResultPublished tells it. */
  ApplicationDecided: (event) => {
    const d = dataOf<{ data: ApplicationDecidedEmailData }>(event);
    return d.resultHeld ? [] : resultEmail(d, d.decision);
  },
  ResultPublished: (event) => {
    const d = dataOf<{ data: ApplicationDecidedEmailData }>(event);
    return resultEmail(d, d.decision);
  },
  /** An offer from an approval (award_offer) or from the waiting list (award_promoted): the deadline and the documents. */
  AwardOffered: (event) => {
    const d = dataOf<AwardOffered>(event);
    return {
      stage: d.promoted ? 'award_promoted' : 'award_offer',
      recipient: recipientIn(d),
      applicantId: d.applicantId,
      variables: { first_name: d.firstName, accept_by: d.acceptBy, documents: d.documents },
      sealed: null,
    };
  },
  /** A post-award document refused by staff: the note, so the scholar uploads it again. */
  AwardDocumentVerified: (event) => {
    const d = dataOf<AwardDocumentVerified>(event);
    if (d.verified || !d.email) return [];
    const to = recipientIn(d as ApplicantRecipient);
    return [{ stage: 'award_document_refused', recipient: to, applicantId: d.applicantId, variables: { first_name: to.firstName, document: d.documentLabel ?? d.documentType, note: d.note }, sealed: null }];
  },
  /** The scholar's own decline, confirmed to them. */
  AwardDeclined: (event) => {
    const d = dataOf<AwardDeclined>(event);
    if (!d.email) return [];
    const to = recipientIn(d as ApplicantRecipient);
    return [{ stage: 'award_declined', recipient: to, applicantId: d.applicantId, variables: { first_name: to.firstName }, sealed: null }];
  },
  /** A superadmin's automatic rejection (failed entry conditions) announces the same rejection. */
  AutoRejected: (event) => {
    const d = dataOf<{ data: ApplicantRecipient & { applicantId: string; resultHeld?: true } }>(event);
    return d.resultHeld ? [] : resultEmail(d, 'rejected');
  },
  /** To the representative an applicant under 15 named: the one-time link that confirms the application. */
  LegalRepresentativeNamed: (event) => {
    const { applicantId, representative: r, minor, sealedToken } = dataOf<LegalRepresentativeNamed>(event);
    return {
      stage: 'legal_representative',
      recipient: { email: r.email, firstName: r.first_name, lastName: r.last_name },
      applicantId,
      variables: { first_name: r.first_name, minor_name: `${minor.firstName} ${minor.lastName}`, relationship: choiceLabel(LEGAL_REPRESENTATIVE_RELATIONSHIPS, r.relationship) },
      sealed: { confirmation_token: sealedToken },
    };
  },
  // The minor learns the answer either way; a confirmation recorded before it carried the minor's address sends nothing.
  LegalRepresentativeConfirmed: (event) => {
    const { applicantId, minor } = dataOf<LegalRepresentativeConfirmed>(event);
    return minor ? representativeAnswer(applicantId, minor, true) : [];
  },
  LegalRepresentativeDeclined: (event) => {
    const { applicantId, minor } = dataOf<LegalRepresentativeDeclined>(event);
    return representativeAnswer(applicantId, minor, false);
  },
};

const representativeAnswer = (applicantId: string, minor: ApplicantRecipient, confirmed: boolean) => ({
  stage: 'legal_representative_answer' as const,
  recipient: recipientIn(minor),
  applicantId,
  variables: { first_name: minor.firstName, confirmed },
  sealed: null,
});
