import type { ApplicantPasswordChanged, ApplicantPasswordReset, ApplicantPasswordResetRequested, ApplicantRegistered, ApplicantRegistrationAttempted, RegistrationWithTakenIdentification } from '@postula/domain';
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
  /** Registrations the answer kept quiet about (issue 9, finding 9): the owner of the e-mail, or the person whose cédula is taken. */
  ApplicantRegistrationAttempted: (event) => {
    const d = dataOf<ApplicantRegistrationAttempted>(event);
    const recipient = { email: d.email, first_name: d.firstName, last_name: d.lastName };
    return { stage: 'already_registered', recipient, applicantId: d.applicantId, variables: { first_name: d.firstName, email: d.email }, sealed: { reset_token: d.sealedResetToken } };
  },
  RegistrationWithTakenIdentification: (event) => {
    const d = dataOf<RegistrationWithTakenIdentification>(event);
    const recipient = { email: d.email, first_name: d.firstName, last_name: d.lastName };
    return { stage: 'identification_taken', recipient, applicantId: null, variables: { first_name: d.firstName, identification: d.identification }, sealed: null };
  },
};
