import type { ApplicantPasswordChanged, ApplicantPasswordReset, ApplicantPasswordResetRequested, ApplicantRegistered, ApplicantRegistrationAttempted, RegistrationWithTakenIdentification } from '@postula/domain';
import { recipientOf } from '@postula/domain';
import { dataOf, recipientIn, type EmailFor } from './email-mapping.js';

/** Account events that notify the applicant. */
export const accountEmails: Record<string, EmailFor> = {
  ApplicantRegistered: (event) => {
    const d = dataOf<ApplicantRegistered>(event);
    return { stage: 'welcome', recipient: recipientOf(d.profile), applicantId: d.applicantId, variables: { first_name: d.profile.first_name, email: d.profile.email }, sealed: { temporary_password: d.sealedTemporaryPassword } };
  },
  ApplicantPasswordChanged: (event) => {
    const d = dataOf<ApplicantPasswordChanged>(event);
    return { stage: 'password_change', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName, changed_at: d.changedAt }, sealed: null };
  },
  ApplicantPasswordReset: (event) => {
    const d = dataOf<ApplicantPasswordReset>(event);
    return { stage: 'password_change', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName, changed_at: d.resetAt }, sealed: null };
  },
  ApplicantPasswordResetRequested: (event) => {
    const d = dataOf<ApplicantPasswordResetRequested>(event);
    return { stage: 'password_reset', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName }, sealed: { reset_token: d.sealedResetToken } };
  },
  /** Registrations the answer kept quiet about: the owner of the e-mail, or the person whose cédula is taken. */
  ApplicantRegistrationAttempted: (event) => {
    const d = dataOf<ApplicantRegistrationAttempted>(event);
    return { stage: 'already_registered', recipient: recipientIn(d), applicantId: d.applicantId, variables: { first_name: d.firstName, email: d.email }, sealed: { reset_token: d.sealedResetToken } };
  },
  RegistrationWithTakenIdentification: (event) => {
    const d = dataOf<RegistrationWithTakenIdentification>(event);
    return { stage: 'identification_taken', recipient: recipientIn(d), applicantId: null, variables: { first_name: d.firstName, identification: d.identification }, sealed: null };
  },
};
