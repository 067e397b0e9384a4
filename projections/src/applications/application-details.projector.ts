import type pg from 'pg';
import { APPLICATION_EVENT_TYPES, STAFF_EDITABLE_SECTIONS } from '@postula/domain';
import type { ApplicationEvent } from '@postula/domain';
import type { Projector, RecordedEvent } from '@postula/platform';

type Of<T extends ApplicationEvent['type']> = Extract<ApplicationEvent, { type: T }>['data'];

const SECTION_COLUMN = {
  PersonalDetailsSaved: 'personal_details',
  AddressDetailsSaved: 'address_details',
  AcademicDetailsSaved: 'academic_details',
  FinancialSummarySaved: 'financial_summary',
} as const;

/** The list columns copied out of a section when it is saved. */
const LIST_COLUMNS = {
  PersonalDetailsSaved: 'birth_date = ($3::jsonb ->> \'date_of_birth\')::date',
  AddressDetailsSaved: "residence_city = $3::jsonb ->> 'city'",
  AcademicDetailsSaved: "academic_average = ($3::jsonb ->> 'graduation_grade')::numeric, institution_type = $3::jsonb ->> 'institution_type'",
  FinancialSummarySaved: null,
} as const;

const ENSURE_ROW = `INSERT INTO read.applications (id, created_at, updated_at, revision) VALUES ($1, $2, $2, -1) ON CONFLICT (id) DO NOTHING`;
/** Applies an event to the row once: false when the row already reflects this revision (a repeated event). `set` uses $3.. for `params`. */
const advance = async (client: pg.PoolClient, event: RecordedEvent, id: string, set = '', params: unknown[] = []): Promise<boolean> => {
  const revision = `$${params.length + 3}`;
  const { rowCount } = await client.query(
    `UPDATE read.applications SET updated_at = $2, revision = ${revision}${set ? `, ${set}` : ''} WHERE id = $1 AND revision < ${revision}`,
    [id, event.recordedAt, ...params, event.revision],
  );
  return rowCount === 1;
};
const STARTED = "status = CASE WHEN status = 'none' THEN 'started' ELSE status END";
/** Staff review events name who holds (or decided) the application: the list's reviewer{name}. An event without one keeps it. */
const REVIEWED_BY = 'reviewer_id = coalesce($4, reviewer_id), reviewer_name = coalesce($5, reviewer_name), reviewer_email = coalesce($6, reviewer_email)';
const reviewer = (r: { id: string; full_name: string; email: string } | undefined) => [r?.id ?? null, r?.full_name ?? null, r?.email ?? null];
/** A staff edit may change a list column: copy them again from the sections. */
const LIST_COLUMNS_AGAIN = `UPDATE read.applications SET birth_date = (personal_details ->> 'date_of_birth')::date, residence_city = address_details ->> 'city',
  academic_average = (academic_details ->> 'graduation_grade')::numeric, institution_type = academic_details ->> 'institution_type' WHERE id = $1`;

/**
 * read.applications, read.application_references, read.application_household_members: the application as the
 * applicant and staff see it. The row's revision guards the child tables too (same transaction), so every event
 * applies once. Staff review events set the status and the reviewer; staff edits merge into the section.
 */
export const applicationDetailsProjector: Projector = {
  name: 'application-details',
  tables: ['read.applications', 'read.application_references', 'read.application_household_members'],
  handles: APPLICATION_EVENT_TYPES,
  async apply(client, event) {
    const e = { type: event.type, data: event.data } as unknown as ApplicationEvent;
    const id = e.data.applicantId;
    await client.query(ENSURE_ROW, [id, event.recordedAt]);
    switch (e.type) {
      case 'ExamCompleted':
        await advance(client, event, id, 'has_completed_exam = true, exam_correct_answers = $3, exam_total_questions = $4', [e.data.correct_answers, e.data.total_questions]);
        break;
      case 'PersonalDetailsSaved':
      case 'AddressDetailsSaved':
      case 'AcademicDetailsSaved':
      case 'FinancialSummarySaved': {
        const list = LIST_COLUMNS[e.type];
        await advance(client, event, id, `${STARTED}, ${SECTION_COLUMN[e.type]} = $3::jsonb${list ? `, ${list}` : ''}`, [JSON.stringify(e.data.details)]);
        break;
      }
      case 'EconomicStatusSaved':
        await advance(client, event, id, `${STARTED}, economic_status = $3::jsonb, ruc_certificate = $4::jsonb`, [JSON.stringify(e.data.details), JSON.stringify(e.data.ruc_certificate)]);
        break;
      case 'PersonalReferenceAdded': {
        if (!(await advance(client, event, id, STARTED))) break;
        const r = e.data.reference as Record<string, string | null>;
        await client.query(
          `INSERT INTO read.application_references (id, application_id, full_name, relationship, mobile_phone, home_phone, added_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [e.data.reference_id, id, r.full_name, r.relationship, r.mobile_phone, r.home_phone ?? null, e.data.addedAt],
        );
        break;
      }
      case 'PersonalReferenceRemoved':
        if (await advance(client, event, id)) await client.query('DELETE FROM read.application_references WHERE id = $1', [e.data.reference_id]);
        break;
      case 'HouseholdMemberAdded':
      case 'HouseholdMemberUpdated': {
        if (!(await advance(client, event, id, e.type === 'HouseholdMemberAdded' ? STARTED : ''))) break;
        const m = e.data.member as Record<string, string | number | null>;
        const at = e.type === 'HouseholdMemberAdded' ? e.data.addedAt : e.data.updatedAt;
        await client.query(
          `INSERT INTO read.application_household_members (id, application_id, first_name, last_name, age, marital_status, relationship, education_level, occupation,
             company_institution, home_phone, mobile_phone, contributors, added_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
           ON CONFLICT (id) DO UPDATE SET first_name = $3, last_name = $4, age = $5, marital_status = $6, relationship = $7, education_level = $8, occupation = $9,
             company_institution = $10, home_phone = $11, mobile_phone = $12, contributors = $13, updated_at = $14`,
          [
            (e.data as Of<'HouseholdMemberAdded'>).member_id,
            id,
            m.first_name,
            m.last_name,
            m.age,
            m.marital_status,
            m.relationship,
            m.education_level,
            m.occupation,
            m.company_institution,
            m.home_phone ?? null,
            m.mobile_phone,
            m.contributors,
            at,
          ],
        );
        break;
      }
      case 'HouseholdMemberRemoved':
        if (await advance(client, event, id)) await client.query('DELETE FROM read.application_household_members WHERE id = $1', [e.data.member_id]);
        break;
      case 'DocumentUploaded':
        await advance(client, event, id, STARTED);
        break;
      case 'ApplicationSubmitted':
        await advance(client, event, id, "status = 'submitted', submitted_at = $3, motivation = $4, accepts_terms = true, submission_city = $5, submission_date = $6", [
          e.data.submittedAt,
          e.data.motivation,
          e.data.submission_city,
          e.data.submission_date,
        ]);
        break;
      case 'CorrectionsRequested':
        await advance(client, event, id, "status = 'correction_review', correction_notes = $3, corrections = $4::jsonb, reviewer_id = $5, reviewer_name = $6, reviewer_email = $7", [
          e.data.notes,
          JSON.stringify(e.data.flags),
          e.data.reviewer.id,
          e.data.reviewer.full_name,
          e.data.reviewer.email,
        ]);
        break;
      case 'CorrectionsResubmitted':
        await advance(client, event, id, "status = 'correction_applicant', motivation = $3, correction_notes = NULL, corrections = NULL", [e.data.motivation]);
        break;
      case 'ReviewStarted':
        await advance(client, event, id, `status = $3, ${REVIEWED_BY}`, ['under_review', ...reviewer(e.data.reviewer)]);
        break;
      case 'ApplicationDecided':
        await advance(client, event, id, `status = $3, ${REVIEWED_BY}`, [e.data.decision, ...reviewer(e.data.reviewer)]);
        break;
      case 'AutoRejected':
        await advance(client, event, id, `status = $3, ${REVIEWED_BY}`, ['rejected', ...reviewer(e.data.actor)]);
        break;
      case 'FieldsEditedByStaff': {
        // The section name comes from the closed list the decider accepts, never from a client.
        if (!STAFF_EDITABLE_SECTIONS.includes(e.data.section)) break;
        const changed = JSON.stringify(Object.fromEntries(e.data.changes.map((c) => [c.field, c.new])));
        if (await advance(client, event, id, `${e.data.section} = coalesce(${e.data.section}, '{}'::jsonb) || $3::jsonb`, [changed])) await client.query(LIST_COLUMNS_AGAIN, [id]);
        break;
      }
    }
  },
};
