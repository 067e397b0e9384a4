import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  accessStream,
  applicantLoginsStream,
  applicantStream,
  applicationStream,
  CORRECTION_FIELDS,
  dataRequestSlotStream,
  dataRequestStream,
  deadlineRemindersStream,
  DOCUMENT_TYPES,
  emailStream,
  PLACES_STREAM,
  registrationAttemptStream,
  remindersStream,
  STAFF_SECURITY_POLICY_STREAM,
  staffUserLoginsStream,
  staffUserStream,
  uniqueValueStream,
} from '@postula/domain';
import type {
  AccessEvent,
  ApplicantEvent,
  DataRequestEvent,
  DataRequestSlotEvent,
  ApplicantLoggedIn,
  ApplicationEvent,
  EmailEvent,
  EmailMessage,
  PlacesEvent,
  RegistrationWithTakenIdentification,
  DeadlineRemindersScheduled,
  ReminderEvent,
  Reviewer,
  StaffSecurityPolicyEvent,
  StaffUserEvent,
  StaffUserLoggedIn,
  UniqueValueEvent,
} from '@postula/domain';
import { applicantProfileSchema, applicationSchemas, legalRepresentativeSchema, PROGRAMME_TIME_ZONE, SUBMISSION_CITY } from '@postula/validation';
import type { NewEvent } from '@postula/platform';
import { academicDetails, addressDetails, finalSubmission, financialSummary, member, personalDetails, reference } from '../../test/e2e/applications.fixture.js';
import { applicantBody } from '../../test/support/accounts.js';

/** Every event the deciders emit. A new type in one of these unions fails the type check below until it has hostile data. */
export type DomainEvent =
  | ApplicationEvent
  | ApplicantEvent
  | ApplicantLoggedIn
  | StaffUserEvent
  | StaffUserLoggedIn
  | StaffSecurityPolicyEvent
  | RegistrationWithTakenIdentification
  | UniqueValueEvent
  | PlacesEvent
  | EmailEvent
  | AccessEvent
  | DataRequestEvent
  | DataRequestSlotEvent
  | ReminderEvent
  | DeadlineRemindersScheduled;

type DataOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>['data'];

/**
 * Texts that broke or could break a projector: names of `Object.prototype`'s members, SQL and
 * JSON syntax, LIKE wildcards and backslashes, markup, template placeholders, and a long text with characters outside
 * the Basic Multilingual Plane. None has a character the edge refuses (those never reach an event).
 */
export const HOSTILE_TEXTS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  `O'Brien "; DROP TABLE read.applications; --`,
  String.raw`%_\%\u0000 $1 \${x} {{x}}`,
  '<script>alert(1)</script>',
  '{"__proto__":{"admin":true}}',
  `Ñandú São Paulo 😀 ${'ж'.repeat(230)}`,
];

/**
 * The payload with `text` in every string field the schema still accepts it in (one field at a time, kept when the
 * whole payload passes), parsed as the API parses it: the most hostile value an applicant can have stored.
 */
function hostilePayload<T>(schema: z.ZodType<T>, payload: Record<string, unknown>, text: string): T {
  let accepted = payload;
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value !== 'string') continue;
    const candidate = { ...accepted, [key]: text };
    if (schema.safeParse(candidate).success) accepted = candidate;
  }
  return schema.parse(accepted);
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString();

/**
 * One event of each type, with `text` wherever a person can put text (through the schemas the API validates with)
 * and wherever the server copies text it did not make (names, notes, file names, SMTP replies), in streams as the
 * deciders lay them out and in an order they could emit.
 */
export function hostileEvents(text: string): { stream: string; events: NewEvent[] }[] {
  const now = new Date().toISOString();
  const schemas = applicationSchemas({ deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(), now, timeZone: PROGRAMME_TIME_ZONE, submissionCity: SUBMISSION_CITY });
  const [applicantId, rejectedId, staffId, trackingId, resendId, documentId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [keptReference, removedReference, keptMember, removedMember, otherApplicant] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [waitingId, expiredId, awardDocumentId] = [randomUUID(), randomUUID(), randomUUID()];
  const profile = hostilePayload(applicantProfileSchema, applicantBody(), text);
  const recipient = { email: profile.email, firstName: profile.first_name, lastName: profile.last_name };
  const reviewer: Reviewer = { id: staffId, fullName: text, email: `revisor-${staffId}@example.org` };
  const message: EmailMessage = { stage: 'welcome', recipient, applicantId, variables: { firstName: text, items: [text] }, sealed: { temporaryPassword: text } };
  const personalFlag = CORRECTION_FIELDS.personal_details[0].flag;
  const details = {
    personal: hostilePayload(schemas.personal_details, personalDetails({ country_of_birth: 'Colombia', province_of_birth: 'Antioquia', city_of_birth: 'Medellín' }), text),
    address: hostilePayload(schemas.address_details, addressDetails(), text),
    academic: hostilePayload(schemas.academic_details, academicDetails(), text),
    economic: hostilePayload(
      schemas.economic_status,
      { currently_working: '1', under_dependency: '1', monthly_income: 500, income_activity: 'Ventas', company_name: 'Tienda', job_title: 'Cajera', company_address: 'Centro', company_phone: '042345678', company_city: 'Quito', start_date: '2024-01-01', months_worked: 10 },
      text,
    ),
    financial: schemas.financial_summary.parse(financialSummary()),
    reference: hostilePayload(schemas.personal_reference, reference(), text),
    member: hostilePayload(schemas.household_member, member(), text),
    submission: hostilePayload(schemas.application_info, finalSubmission(), text),
    representative: hostilePayload(
      legalRepresentativeSchema,
      { first_name: 'Rosa', last_name: 'Mora', identification: '0926687856', relationship: 'madre', email: 'rosa.mora@example.org', phone: '0991234567' },
      text,
    ),
  };
  const file = { storageKey: `documents/${applicantId}/${documentId}`, fileName: text, contentType: 'application/pdf', size: 1234 };

  const requestId = randomUUID();
  const data: { [T in DomainEvent['type']]: DataOf<T> } = {
    ApplicantRegistered: { applicantId, profile, passwordHash: text, sealedTemporaryPassword: text, registeredAt: at(0), channel: 'self' },
    UniqueValueReserved: { scope: 'email', value: profile.email, ownerId: applicantId },
    UniqueValueReleased: { scope: 'email', value: profile.email, ownerId: applicantId },
    ApplicantRegistrationAttempted: { applicantId, email: profile.email, firstName: text, lastName: text, tokenHash: text, sealedResetToken: text, attemptedAt: at(1), expiresAt: at(61) },
    ApplicantPasswordChanged: { ...recipient, applicantId, passwordHash: text, changedAt: at(2) },
    ApplicantPasswordSetByStaff: { ...recipient, applicantId, passwordHash: text, setAt: at(3) },
    ApplicantPasswordResetRequested: { ...recipient, applicantId, tokenHash: text, sealedResetToken: text, requestedAt: at(4), expiresAt: at(64) },
    ApplicantPasswordReset: { ...recipient, applicantId, passwordHash: text, tokenHash: text, resetAt: at(5) },
    ApplicantPasswordRehashed: { applicantId, passwordHash: text, rehashedAt: at(6) },
    ApplicantProfileEdited: { applicantId, profile, editedAt: at(7) },
    ApplicantIdentificationReassigned: {
      applicantId,
      identification: profile.identification,
      identificationType: profile.identification_type,
      fromApplicantId: otherApplicant,
      toApplicantId: applicantId,
      reassignedBy: staffId,
      reassignedAt: at(8),
    },
    ApplicantLoggedIn: { applicantId, sessionId: randomUUID(), at: at(9) },
    RegistrationWithTakenIdentification: { attemptId: randomUUID(), email: profile.email, firstName: text, lastName: text, identification: profile.identification, attemptedAt: at(9) },

    ExamCompleted: { applicantId, correctAnswers: 7, totalQuestions: 10, percentage: 70, levelAchieved: 'B1', answers: [{ question_id: 1, selected_option: 'a' }], completedAt: at(10) },
    PersonalDetailsSaved: { applicantId, details: details.personal, savedAt: at(11) },
    AddressDetailsSaved: { applicantId, details: details.address, savedAt: at(12) },
    AcademicDetailsSaved: { applicantId, details: details.academic, savedAt: at(13) },
    EconomicStatusSaved: { applicantId, details: details.economic, rucCertificate: { ...file, storageKey: `${file.storageKey}-ruc` }, savedAt: at(14) },
    FinancialSummarySaved: { applicantId, details: details.financial, savedAt: at(15) },
    PersonalReferenceAdded: { applicantId, referenceId: keptReference, reference: details.reference, addedAt: at(16) },
    PersonalReferenceRemoved: { applicantId, referenceId: removedReference, removedAt: at(17) },
    HouseholdMemberAdded: { applicantId, memberId: keptMember, member: details.member, addedAt: at(18) },
    HouseholdMemberUpdated: { applicantId, memberId: keptMember, member: details.member, updatedAt: at(19) },
    HouseholdMemberRemoved: { applicantId, memberId: removedMember, removedAt: at(20) },
    DocumentUploaded: { ...file, applicantId, documentId, documentType: DOCUMENT_TYPES[0], replaces: null, uploadedAt: at(21) },
    LegalRepresentativeNamed: { applicantId, representative: details.representative, minor: recipient, tokenHash: text, sealedToken: text, namedAt: at(21) },
    LegalRepresentativeConfirmed: { applicantId, confirmedAt: at(21), minor: recipient },
    LegalRepresentativeDeclined: { applicantId, declinedAt: at(21), minor: recipient },
    ApplicationSubmitted: { ...recipient, applicantId, submission: details.submission, submittedAt: at(22) },
    ReviewStarted: { applicantId, reviewer, previousStatus: 'submitted', startedAt: at(23) },
    FieldsEditedByStaff: { applicantId, section: 'personal_details', changes: [{ field: 'phone_number', old: text, new: text }], editor: reviewer, editedAt: at(24) },
    CorrectionsRequested: { ...recipient, applicantId, notes: text, flags: { personal_details: { [personalFlag]: true } }, reviewer, previousStatus: 'under_review', correctionDeadline: null, requestedAt: at(25) },
    CorrectionsResubmitted: { applicantId, motivation: details.submission.motivation, resubmittedAt: at(26) },
    ApplicationDecided: { ...recipient, applicantId, decision: 'approved', reviewer, notes: text, previousStatus: 'under_review', decidedAt: at(28) },
    AutoRejected: { ...recipient, applicantId: rejectedId, reason: text, actor: reviewer, previousStatus: 'submitted', rejectedAt: at(29) },
    ResultPublished: { ...recipient, applicantId: rejectedId, decision: 'rejected', publishedAt: at(29) },
    AwardOffered: { ...recipient, applicantId, acceptBy: at(90), documents: [text], promoted: false, offeredAt: at(28) },
    AwardAccepted: { applicantId, acceptedAt: at(30) },
    AwardDocumentUploaded: { ...file, storageKey: `${file.storageKey}-award`, applicantId, documentId: awardDocumentId, documentType: 'commitment_letter', replaces: null, uploadedAt: at(31) },
    AwardDocumentVerified: { ...recipient, applicantId, documentId: awardDocumentId, documentType: 'commitment_letter', verified: false, note: text, actor: reviewer, verifiedAt: at(32) },
    AwardWithdrawn: { applicantId, reason: text, actor: reviewer, previousStatus: 'approved', withdrawnAt: at(33) },
    PromotedFromWaitingList: { applicantId: waitingId, previousStatus: 'approved_out', promotedAt: at(34) },
    AwardDeclined: { ...recipient, applicantId: waitingId, reason: text, previousStatus: 'approved', declinedAt: at(35) },
    AwardExpired: { applicantId: expiredId, acceptBy: at(36), previousStatus: 'approved', expiredAt: at(36) },
    RetentionHoldPlaced: { applicantId: rejectedId, reason: text, by: reviewer, heldAt: at(31) },
    RetentionHoldReleased: { applicantId: rejectedId, by: reviewer, releasedAt: at(32) },
    RetentionPeriodEnded: { applicantId: rejectedId, outcome: 'rejected', dueAt: at(33), endedAt: at(33) },
    ErasureDecided: { applicantId: rejectedId, requestId: null, erasedBy: staffId, reason: text, decidedAt: at(33) },
    PersonalDataErased: { applicantId: rejectedId, requestId: null, erasedBy: staffId, reason: text, erasedAt: at(30) },
    PlaceAllocated: { applicantId, allocatedAt: at(28) },
    PlaceReleased: { applicantId, releasedAt: at(33) },
    WaitingListJoined: { applicantId: waitingId, approvedAt: at(29), score: { total: 7.5, diagnostic: 7, academic: 9, income: 5 }, joinedAt: at(29) },
    WaitingListLeft: { applicantId: waitingId, leftAt: at(30) },

    StaffUserCreated: { userId: staffId, profile: { full_name: text, email: reviewer.email, role: 'reviewer' }, passwordHash: text, createdAt: at(0) },
    StaffUserUpdated: { userId: staffId, profile: { full_name: text, email: reviewer.email, role: 'superadmin' }, updatedAt: at(1) },
    StaffUserPasswordSet: { userId: staffId, passwordHash: text, setAt: at(2) },
    StaffUserPasswordRehashed: { userId: staffId, passwordHash: text, rehashedAt: at(3) },
    StaffUserTotpSet: { userId: staffId, sealedTotpSecret: text, setAt: at(4) },
    StaffUserLoggedIn: { userId: staffId, sessionId: randomUUID(), at: at(5) },
    StaffUserDeleted: { userId: staffId, email: reviewer.email, deletedAt: at(40) },
    StaffTotpRequirementSet: { required: true, setBy: staffId, setAt: at(6) },

    EmailQueued: { ...message, trackingId, causationEventId: randomUUID(), resendOf: null, queuedAt: at(1) },
    EmailDeferred: { trackingId, smtpCode: 451, reason: text, attempt: 1, at: at(2) },
    EmailFailed: { trackingId, smtpCode: 550, reason: text, attempt: 2, final: 'permanent', failedAt: at(3) },
    EmailResendRequested: { trackingId, newTrackingId: resendId, message, requestedBy: staffId, requestedAt: at(4) },
    EmailSent: { trackingId: resendId, messageId: `<${text}@smtp>`, attempt: 1, sentAt: at(5) },
    EmailOpened: { trackingId: resendId, openedAt: at(6) },

    ApplicationDetailsViewed: { applicationId: applicantId, actor: { id: staffId, role: 'reviewer', name: text, email: reviewer.email }, via: 'details', at: at(27) },
    DataRequestFiled: { ...recipient, requestId, applicantId, requestType: 'rectification', message: text, filedAt: at(28), dueAt: at(29), office: { email: 'dpo@example.org', firstName: text, lastName: '' } },
    DataRequestResolved: {
      ...recipient,
      requestId,
      applicantId,
      requestType: 'rectification',
      decision: 'refused',
      reply: text,
      resolvedBy: staffId,
      resolvedAt: at(30),
      keptByLaw: false,
      office: { email: 'dpo@example.org', firstName: text, lastName: '' },
      changes: [{ label: text, old: text, new: text }],
    },
    DataRequestOpened: { applicantId, requestType: 'rectification', requestId, openedAt: at(28) },
    ReminderDue: { ...recipient, applicantId, stage: 'correction_reminder', key: `correction:${documentId}`, dueAt: at(35), decidedAt: at(35), variables: { first_name: text, fields: [text] } },
    RemindersOptedOut: { applicantId, optedOutAt: at(36) },
    RemindersOptedIn: { applicantId, optedInAt: at(37) },
    DeadlineRemindersScheduled: { deadline: at(59), before: ['P1D'], scheduledAt: at(1) },
    DocumentDownloaded: { applicationId: applicantId, actor: { id: staffId, role: 'auditor', name: text, email: null }, documentId, documentType: DOCUMENT_TYPES[0], fileName: text, at: at(27) },
  };
  const events = (...types: DomainEvent['type'][]) => types.map((type) => ({ type, data: data[type] }) as NewEvent);
  const added = (type: 'PersonalReferenceAdded' | 'HouseholdMemberAdded', id: string) =>
    ({ type, data: type === 'PersonalReferenceAdded' ? { ...data[type], referenceId: id } : { ...data[type], memberId: id } }) as NewEvent;

  return [
    { stream: uniqueValueStream('email', profile.email), events: events('UniqueValueReserved') },
    { stream: applicantStream(applicantId), events: events('ApplicantRegistered', 'ApplicantRegistrationAttempted', 'ApplicantPasswordChanged', 'ApplicantPasswordSetByStaff', 'ApplicantPasswordResetRequested', 'ApplicantPasswordReset', 'ApplicantPasswordRehashed', 'ApplicantProfileEdited', 'ApplicantIdentificationReassigned') },
    { stream: applicantLoginsStream(applicantId), events: events('ApplicantLoggedIn') },
    { stream: registrationAttemptStream(data.RegistrationWithTakenIdentification.attemptId), events: events('RegistrationWithTakenIdentification') },
    { stream: staffUserStream(staffId), events: events('StaffUserCreated', 'StaffUserUpdated', 'StaffUserPasswordSet', 'StaffUserPasswordRehashed', 'StaffUserTotpSet') },
    { stream: staffUserLoginsStream(staffId), events: events('StaffUserLoggedIn') },
    { stream: STAFF_SECURITY_POLICY_STREAM, events: events('StaffTotpRequirementSet') },
    {
      stream: applicationStream(applicantId),
      events: [
        ...events('ExamCompleted', 'PersonalDetailsSaved', 'AddressDetailsSaved', 'AcademicDetailsSaved', 'EconomicStatusSaved', 'FinancialSummarySaved', 'PersonalReferenceAdded'),
        added('PersonalReferenceAdded', removedReference),
        ...events('PersonalReferenceRemoved', 'HouseholdMemberAdded'),
        added('HouseholdMemberAdded', removedMember),
        ...events('HouseholdMemberUpdated', 'HouseholdMemberRemoved', 'DocumentUploaded', 'LegalRepresentativeNamed', 'LegalRepresentativeConfirmed', 'LegalRepresentativeDeclined', 'ApplicationSubmitted', 'ReviewStarted', 'FieldsEditedByStaff', 'CorrectionsRequested', 'CorrectionsResubmitted', 'ReviewStarted', 'ApplicationDecided'),
        ...events('AwardOffered', 'AwardAccepted', 'AwardDocumentUploaded', 'AwardDocumentVerified', 'AwardWithdrawn'),
      ],
    },
    {
      stream: applicationStream(waitingId),
      events: [
        { type: 'ApplicationSubmitted', data: { ...data.ApplicationSubmitted, applicantId: waitingId } },
        { type: 'ApplicationDecided', data: { ...data.ApplicationDecided, applicantId: waitingId, decision: 'approved_out' } },
        ...events('PromotedFromWaitingList'),
        { type: 'AwardOffered', data: { ...data.AwardOffered, applicantId: waitingId, promoted: true, offeredAt: at(34) } },
        ...events('AwardDeclined'),
      ] as NewEvent[],
    },
    {
      stream: applicationStream(expiredId),
      events: [
        { type: 'ApplicationSubmitted', data: { ...data.ApplicationSubmitted, applicantId: expiredId } },
        { type: 'ApplicationDecided', data: { ...data.ApplicationDecided, applicantId: expiredId } },
        { type: 'AwardOffered', data: { ...data.AwardOffered, applicantId: expiredId } },
        ...events('AwardExpired'),
      ] as NewEvent[],
    },
    { stream: accessStream(applicantId), events: events('ApplicationDetailsViewed', 'DocumentDownloaded') },
    { stream: PLACES_STREAM, events: events('PlaceAllocated', 'WaitingListJoined', 'PlaceReleased', 'WaitingListLeft') },
    {
      stream: applicationStream(rejectedId),
      events: [
        { type: 'PersonalDetailsSaved', data: { ...data.PersonalDetailsSaved, applicantId: rejectedId } },
        { type: 'ApplicationSubmitted', data: { ...data.ApplicationSubmitted, applicantId: rejectedId } },
        ...events('AutoRejected', 'ResultPublished', 'RetentionHoldPlaced', 'RetentionHoldReleased', 'RetentionPeriodEnded', 'ErasureDecided'),
      ] as NewEvent[],
    },
    { stream: applicantStream(rejectedId), events: events('PersonalDataErased') },
    { stream: emailStream(trackingId), events: events('EmailQueued', 'EmailDeferred', 'EmailFailed', 'EmailResendRequested') },
    { stream: emailStream(resendId), events: [{ type: 'EmailQueued', data: { ...data.EmailQueued, trackingId: resendId, resendOf: trackingId } }, ...events('EmailSent', 'EmailOpened')] as NewEvent[] },
    { stream: uniqueValueStream('email', profile.email), events: events('UniqueValueReleased') },
    { stream: staffUserStream(staffId), events: events('StaffUserDeleted') },
    { stream: dataRequestSlotStream(applicantId, 'rectification'), events: events('DataRequestOpened') },
    { stream: dataRequestStream(requestId), events: events('DataRequestFiled', 'DataRequestResolved') },
    { stream: remindersStream(applicantId), events: events('ReminderDue', 'RemindersOptedOut', 'RemindersOptedIn') },
    { stream: deadlineRemindersStream(data.DeadlineRemindersScheduled.deadline), events: events('DeadlineRemindersScheduled') },
  ];
}
