import type { ApplicantPasswordChanged, ApplicantPasswordReset, ApplicantPasswordResetRequested, ApplicantRegistered } from '@postula/domain';
import { dataOf, recipientOf, type EmailFor } from './email-mapping.js';

/** Account events that notify the applicant (issue 3's events). */
export const accountEmails: Record<string, EmailFor> = {
  ApplicantRegistered: (event) => {
    const d = dataOf<ApplicantRegistered>(event);
    return { stage: 'welcome', recipient: recipientOf(d), applicantId: d.applicantId, variables: { first_name: d.first_name, email: d.email }, sealed: { temporary_password: d.sealedTemporaryPassword } };
  },
  ApplicantPasswordChanged: (event) => {
    const d = dataOf<ApplicantPasswordChanged>(event);
    return { stage: 'password_change', recipient: recipientOf(d), applicantId: d.applicantId, variables: { first_name: d.first_name, changed_at: d.changedAt }, sealed: null };
  },
  ApplicantPasswordReset: (event) => {
    const d = dataOf<ApplicantPasswordReset>(event);
    return { stage: 'password_change', recipient: recipientOf(d), applicantId: d.applicantId, variables: { first_name: d.first_name, changed_at: d.resetAt }, sealed: null };
  },
  ApplicantPasswordResetRequested: (event) => {
    const d = dataOf<ApplicantPasswordResetRequested>(event);
    return { stage: 'password_reset', recipient: recipientOf(d), applicantId: d.applicantId, variables: { first_name: d.first_name }, sealed: { reset_token: d.sealedResetToken } };
  },
};
