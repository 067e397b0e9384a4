import type { ExamLevel } from '@postula/catalogs';
import { APPLICATION_STATUSES, type CorrectionsBySection, type DocumentType } from '@postula/domain';
import type { AcademicDetails, AddressDetails, EconomicStatus, FinancialSummary, HouseholdMember, PersonalDetails, PersonalReference, Programme } from '@postula/validation';
import { z } from 'zod';
import { instant, messageResponse, savedResponse, typed } from './common.js';

/** The answers of the applicant's routes (applicant-side.md section 7), the portal's types. */

const status = z.enum(APPLICATION_STATUSES);

/** An applicant account as the login and the staff's applicants list show it. */
export const applicantAccount = z.object({
  id: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  second_last_name: z.string().nullable(),
  email: z.string(),
  identification: z.string(),
});

export const applicantLoginResponse = z.object({ token: z.string(), applicant: applicantAccount.extend({ first_login: z.boolean() }) });
export type ApplicantLogin = z.infer<typeof applicantLoginResponse>;

export const registeredResponse = messageResponse.extend({ applicant_id: z.string() });

/** GET public/programme: the office-editable content plus the live period and what the rules ask of applicants. */
export const publicProgrammeResponse = typed<Programme>('Contenido del programa (config/programme.json)').and(
  z.object({
    deadline: instant(),
    applications_open: z.boolean(),
    server_time: instant(),
    required_documents: z.array(z.string()),
    exam_minimum_notice: z.string(),
  }),
);
export type PublicProgramme = z.infer<typeof publicProgrammeResponse>;

export const applicationStatusResponse = z.object({ status, status_es: z.string() });
export type ApplicationStatusAnswer = z.infer<typeof applicationStatusResponse>;

export const applicationInfoResponse = applicationStatusResponse.extend({
  id: z.string(),
  motivation: z.string().nullable(),
  accepts_terms: z.union([z.literal(0), z.literal(1)]),
  submission_city: z.string().nullable(),
  submission_date: z.string().nullable(),
  created_at: instant().nullable(),
  submitted_at: instant().nullable(),
});

/** One status change of the applicant's own application. */
export const timelineEntry = z.object({ status: z.string(), status_es: z.string(), changed_at: instant(), notes: z.string().nullable() });
export type TimelineEntry = z.infer<typeof timelineEntry>;
export const timelineResponse = z.object({ timeline: z.array(timelineEntry) });

export const correctionsResponse = z.object({
  has_corrections: z.boolean(),
  correction_notes: z.string().nullable(),
  corrections: typed<CorrectionsBySection>('Por sección, los campos marcados para corregir'),
  first_step: z.number().int().nullable(),
  /** Until when the corrections are expected (announced in the e-mail too); null when none are pending. */
  correction_deadline: instant().nullable(),
  correction_deadline_passed: z.boolean(),
});
export type Corrections = z.infer<typeof correctionsResponse>;

/** Steps 1–3 and 8 as stored (404 while never saved). */
export const personalDetailsResponse = typed<PersonalDetails>('Paso 1 tal como se guardó');
export const addressDetailsResponse = typed<AddressDetails>('Paso 2 tal como se guardó');
export const academicDetailsResponse = typed<AcademicDetails>('Paso 3 tal como se guardó');
export const financialSummaryResponse = typed<FinancialSummary>('Paso 8 tal como se guardó');
export const sectionSavedResponse = savedResponse(typed<object>('La sección tal como se guardó'));

export const referenceResponse = typed<PersonalReference & { id: string }>('Una referencia personal con su id');
export type Reference = z.infer<typeof referenceResponse>;
export const referencesResponse = z.object({ personal_references: z.array(referenceResponse) });
export const referenceSavedResponse = savedResponse(referenceResponse);

export const memberResponse = typed<HouseholdMember & { id: string }>('Un miembro del hogar con su id');
export type Member = z.infer<typeof memberResponse>;
export const membersResponse = z.object({ household_members: z.array(memberResponse) });
export const memberSavedResponse = savedResponse(memberResponse);

/** Step 6 as stored, the yes/no answers as 0/1 (the spec's shape) and the RUC certificate's name. */
type SavedEconomicStatus = Omit<EconomicStatus, 'currently_working' | 'under_dependency' | 'entrepreneur_artisan'> & {
  currently_working: 0 | 1;
  under_dependency: 0 | 1;
  entrepreneur_artisan: 0 | 1;
  ruc_certificate_name: string | null;
};
export const economicStatusResponse = typed<SavedEconomicStatus>('Paso 6 tal como se guardó (sí/no como 1/0)');

export const storedDocument = z.object({ id: z.string(), document_type: typed<DocumentType>('Tipo de documento'), file_name: z.string(), created_at: instant() });
export type StoredDocument = z.infer<typeof storedDocument>;
export const documentsResponse = z.object({ documents: z.array(storedDocument) });
export const documentsSavedResponse = savedResponse(z.object({ documents: z.array(typed<object>('Documento subido')) }));

export const examQuestion = z.object({ id: z.number().int(), question: z.string(), option_a: z.string(), option_b: z.string(), option_c: z.string() });
export type ExamQuestion = z.infer<typeof examQuestion>;
export const examResponse = typed<Record<ExamLevel, ExamQuestion[]>>('Las preguntas por nivel (A1, A2, B1, B2), sin la respuesta correcta');
/** Whether the exam was taken and, once it was, its result (correct answers of the questions asked). */
/** `minimum_correct_answers`: the programme's exam minimum; `meets_minimum` (null before the exam) and `meaning` say what the result means for the application. */
export const examStatusResponse = z.object({
  has_completed_exam: z.boolean(),
  correct_answers: z.number().int().nullable(),
  total_questions: z.number().int().nullable(),
  minimum_correct_answers: z.number().int(),
  meets_minimum: z.boolean().nullable(),
  meaning: z.string().nullable(),
});
export const examSentResponse = messageResponse.extend({ has_completed_exam: z.literal(true) });

/** The representative as named, with when they confirmed or declined (null while pending). */
export const legalRepresentativeRecord = z.object({
  first_name: z.string(),
  last_name: z.string(),
  identification: z.string(),
  relationship: z.string(),
  relationship_es: z.string(),
  email: z.string(),
  phone: z.string(),
  named_at: instant(),
  confirmed_at: instant().nullable(),
  declined_at: instant().nullable(),
});
export type LegalRepresentativeRecord = z.infer<typeof legalRepresentativeRecord>;

/** GET application/legal-representative: whether the applicant needs one (under 15 on the day step 1 was saved) and who it is. */
export const legalRepresentativeResponse = z.object({ required: z.boolean(), legal_representative: legalRepresentativeRecord.nullable() });
export type LegalRepresentativeAnswer = z.infer<typeof legalRepresentativeResponse>;

/** POST public/legal-representative/link: what the representative's page shows before they confirm. */
export const legalRepresentativeLinkResponse = z.object({
  applicant: z.object({ first_name: z.string(), last_name: z.string() }),
  representative: z.object({ first_name: z.string(), last_name: z.string(), relationship_es: z.string() }),
  confirmed_at: instant().nullable(),
  declined_at: instant().nullable(),
});
export type LegalRepresentativeLink = z.infer<typeof legalRepresentativeLinkResponse>;
