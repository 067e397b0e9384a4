/**
 * Personal data in the event log (Ley Orgánica de Protección de Datos Personales): which fields of which events are
 * personal. The event store's serializer stores them encrypted with the key of the person named by `subject`, and
 * an erasure destroys that key: from then on they read as ERASED_PERSONAL_DATA. A new event type that carries names,
 * identifications, e-mails, phones, addresses, birth places, household or reference data or free text about a person
 * declares those fields here.
 */

/** What a personal value reads as once its person's data was erased. */
export const ERASED_PERSONAL_DATA = 'Datos eliminados';

/** Refusal of an erasure while the law requires keeping the data (Art. 18: an awarded scholarship's records). */
export const ERASURE_REFUSED_AWARDED_MESSAGE =
  'Los datos de un becario adjudicado se conservan mientras la ley exige guardarlos (Art. 18 de la Ley Orgánica de Protección de Datos Personales); no se pueden eliminar todavía.';

export interface PersonalFieldsDeclaration {
  /** Dotted path to the id of the person the fields belong to (an applicant's id); null there: none (a staff member). */
  subject: string;
  /** Dotted paths to the personal values (arrays walked, a path to an object covers every string in it). */
  paths: readonly string[];
}

const NAMES = ['first_name', 'middle_name', 'last_name', 'second_last_name'];
const PROFILE = { subject: 'applicantId', paths: [...NAMES, 'email', 'identification'].map((f) => `profile.${f}`) };
const RECIPIENT = { subject: 'applicantId', paths: ['email', 'firstName', 'lastName'] };
/**
 * The date of birth, gender and the places of residence and study stay readable: the statistics and the staff list's
 * filters count them, and without the names, identification and contacts they point at no one.
 */
export const PERSONAL_SECTION_FIELDS = {
  personal_details: ['phone_number', 'city_of_birth', 'province_of_birth', 'country_of_birth'],
  address_details: ['address', 'house_number', 'sector', 'parish', 'home_phone', 'mobile_phone', 'facebook', 'instagram', 'twitter', 'url'],
  economic_status: ['company_name', 'job_title', 'company_address', 'company_phone'],
} as const;
const details = (section: keyof typeof PERSONAL_SECTION_FIELDS) => PERSONAL_SECTION_FIELDS[section].map((f) => `details.${f}`);
/** A staff edit's old and new values of the personal fields only (the other fields' values feed the statistics). */
const EDITED = [...new Set(Object.values(PERSONAL_SECTION_FIELDS).flat())].join(',');

export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldsDeclaration>> = {
  ApplicantRegistered: PROFILE,
  ApplicantProfileEdited: PROFILE,
  ApplicantPasswordChanged: RECIPIENT,
  ApplicantPasswordSetByStaff: RECIPIENT,
  ApplicantPasswordResetRequested: RECIPIENT,
  ApplicantPasswordReset: RECIPIENT,
  ApplicantRegistrationAttempted: RECIPIENT,
  ApplicantIdentificationReassigned: { subject: 'applicantId', paths: ['identification'] },
  RegistrationWithTakenIdentification: { subject: 'attemptId', paths: ['email', 'firstName', 'lastName', 'identification'] },
  UniqueValueReserved: { subject: 'ownerId', paths: ['value'] },
  UniqueValueReleased: { subject: 'ownerId', paths: ['value'] },
  PersonalDetailsSaved: { subject: 'applicantId', paths: details('personal_details') },
  AddressDetailsSaved: { subject: 'applicantId', paths: details('address_details') },
  EconomicStatusSaved: { subject: 'applicantId', paths: [...details('economic_status'), 'rucCertificate.fileName'] },
  FieldsEditedByStaff: { subject: 'applicantId', paths: [`changes[field=${EDITED}].old`, `changes[field=${EDITED}].new`] },
  PersonalReferenceAdded: { subject: 'applicantId', paths: ['reference'] },
  HouseholdMemberAdded: { subject: 'applicantId', paths: ['member'] },
  HouseholdMemberUpdated: { subject: 'applicantId', paths: ['member'] },
  DocumentUploaded: { subject: 'applicantId', paths: ['fileName'] },
  ApplicationSubmitted: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'submission.motivation'] },
  CorrectionsRequested: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'notes'] },
  CorrectionsResubmitted: { subject: 'applicantId', paths: ['motivation'] },
  ApplicationDecided: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'notes'] },
  AutoRejected: RECIPIENT,
  ResultPublished: RECIPIENT,
  LegalRepresentativeNamed: { subject: 'applicantId', paths: ['representative', 'minor'] },
  LegalRepresentativeConfirmed: { subject: 'applicantId', paths: ['minor'] },
  LegalRepresentativeDeclined: { subject: 'applicantId', paths: ['minor'] },
  AwardOffered: RECIPIENT,
  AwardDeclined: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'reason'] },
  AwardWithdrawn: { subject: 'applicantId', paths: ['reason'] },
  AwardDocumentUploaded: { subject: 'applicantId', paths: ['fileName'] },
  AwardDocumentVerified: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'note'] },
  RetentionHoldPlaced: { subject: 'applicantId', paths: ['reason'] },
  ReminderDue: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'variables'] },
  DocumentDownloaded: { subject: 'applicationId', paths: ['fileName'] },
  DataRequestFiled: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'message'] },
  // `reason`: version 1's copy of the office's reply (upcast to `reply`, which is not personal).
  DataRequestResolved: { subject: 'applicantId', paths: [...RECIPIENT.paths, 'reason', 'changes'] },
  EmailQueued: { subject: 'applicantId', paths: ['recipient', 'variables'] },
  EmailResendRequested: { subject: 'message.applicantId', paths: ['message.recipient', 'message.variables'] },
};

/** What the event store's serializer needs (libs/platform PersonalDataPolicy). */
export const PERSONAL_DATA = {
  fields: PERSONAL_FIELDS,
  erasedText: ERASED_PERSONAL_DATA,
  erasure: { type: 'PersonalDataErased', subject: 'applicantId' },
} as const;
