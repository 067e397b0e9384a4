import type { EmailRecipient } from '../emails/email.events.js';
import type { ApplicantRecipient } from '../identity/applicant.events.js';

/** The rights an applicant asks the office to act on (LOPDP Arts. 14–16); access and portability are served at once. */
export const DATA_REQUEST_TYPES = ['deletion', 'rectification', 'objection'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_DECISIONS = ['fulfilled', 'refused'] as const;
export type DataRequestDecision = (typeof DATA_REQUEST_DECISIONS)[number];

export type DataRequestStatus = 'pending' | DataRequestDecision;

/** The requests as the applicant, the staff and the e-mails name them. */
export const DATA_REQUEST_TYPE_LABELS: Record<DataRequestType, string> = { deletion: 'Eliminación', rectification: 'Rectificación', objection: 'Oposición' };
export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = { pending: 'Pendiente', fulfilled: 'Atendida', refused: 'Rechazada' };

/** An applicant asked to rectify, delete or object; the office answers by `dueAt` (15 days, Arts. 13–16). */
export type DataRequestFiled = {
  type: 'DataRequestFiled';
  data: ApplicantRecipient & {
    requestId: string;
    applicantId: string;
    requestType: DataRequestType;
    message: string;
    filedAt: string;
    dueAt: string;
    /** The data protection officer (the notice's `dpo`), told of the request by e-mail. */
    office: EmailRecipient;
  };
};

/** One value a rectification corrected, as the applicant's reply names it. */
export interface RectifiedField {
  label: string;
  old: string;
  new: string;
}

/**
 * A superadmin answered; a fulfilled deletion is followed by the applicant's erasure. `reply`, what the office wrote,
 * is not the applicant's personal data and outlives their erasure (version 1 kept it as `reason`, encrypted with it).
 * A fulfilled rectification carries what the staff edit it was answered with changed (`changes`, recorded just
 * before this event).
 */
export type DataRequestResolved = {
  type: 'DataRequestResolved';
  data: ApplicantRecipient & {
    requestId: string;
    applicantId: string;
    requestType: DataRequestType;
    decision: DataRequestDecision;
    reply: string;
    resolvedBy: string;
    resolvedAt: string;
    /** The refusal the law imposes (an awarded scholar's data is kept, Art. 18), not the superadmin's choice. */
    keptByLaw: boolean;
    office: EmailRecipient;
    changes?: RectifiedField[];
  };
};

export type DataRequestEvent = DataRequestFiled | DataRequestResolved;

export const dataRequestStream = (requestId: string) => `data-request-${requestId}`;
