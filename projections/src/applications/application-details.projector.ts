import type pg from 'pg';
import { APPLICATION_EVENT_TYPES, AWARD_STATUS_CHANGES, PERSONAL_SECTION_FIELDS, STAFF_EDITABLE_SECTIONS, storedFileRecord } from '@postula/domain';
import type { ApplicationEvent, Reviewer } from '@postula/domain';
import type { Projector, RecordedEvent } from '@postula/platform';
import { erasedJsonKeys, erasedText, erasing, runErasure } from '../personal-data/erasure.js';

type Of<T extends ApplicationEvent['type']> = Extract<ApplicationEvent, { type: T }>['data'];
type Json = Record<string, unknown>;

const SECTION_COLUMN = {
  PersonalDetailsSaved: 'personal_details',
  AddressDetailsSaved: 'address_details',
  AcademicDetailsSaved: 'academic_details',
  FinancialSummarySaved: 'financial_summary',
} as const;

/** What `section ->> key` gives in SQL: the text of a JSON value, null for a missing or null one. */
const jsonText = (section: unknown, key: string): string | null => {
  const value = (section as Json | null | undefined)?.[key];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The list columns (staff list filters, sorting) copied out of the sections; PostgreSQL casts them on write. */
const LIST_COLUMNS: Record<string, (section: unknown) => Json> = {
  personal_details: (s) => ({ birth_date: jsonText(s, 'date_of_birth') }),
  address_details: (s) => ({ residence_city: jsonText(s, 'city') }),
  academic_details: (s) => ({ academic_average: jsonText(s, 'graduation_grade'), institution_type: jsonText(s, 'institution_type') }),
};

const SQL = {
  rows: 'SELECT id, status, revision FROM read.applications WHERE id = ANY($1::uuid[])',
  // Only for applications a staff edit merges into: the sections it may touch and the list columns depend on.
  sections: `SELECT id, ${STAFF_EDITABLE_SECTIONS.join(', ')} FROM read.applications WHERE id = ANY($1::uuid[])`,
  insert: 'INSERT INTO read.applications SELECT * FROM jsonb_populate_recordset(NULL::read.applications, $1::jsonb)',
  // One statement per set of changed columns: a row is rewritten with what changed, and an unchanged section stays where it is (TOAST).
  update: (columns: string[]) =>
    `UPDATE read.applications a SET ${columns.map((c) => `${c} = r.${c}`).join(', ')} FROM jsonb_populate_recordset(NULL::read.applications, $1::jsonb) r WHERE a.id = r.id`,
  deleteReferences: 'DELETE FROM read.application_references WHERE id = ANY($1::uuid[])',
  insertReferences: `INSERT INTO read.application_references (id, application_id, full_name, relationship, mobile_phone, home_phone, added_at)
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS r(id uuid, application_id uuid, full_name text, relationship text, mobile_phone text, home_phone text, added_at timestamptz)`,
  deleteMembers: 'DELETE FROM read.application_household_members WHERE id = ANY($1::uuid[])',
  upsertMembers: `INSERT INTO read.application_household_members (id, application_id, first_name, last_name, age, marital_status, relationship, education_level, occupation,
      company_institution, home_phone, mobile_phone, contributors, added_at, updated_at)
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, application_id uuid, first_name text, last_name text, age integer, marital_status text, relationship text,
      education_level text, occupation text, company_institution text, home_phone text, mobile_phone text, contributors integer, added_at timestamptz, updated_at timestamptz)
    ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, age = EXCLUDED.age, marital_status = EXCLUDED.marital_status,
      relationship = EXCLUDED.relationship, education_level = EXCLUDED.education_level, occupation = EXCLUDED.occupation,
      company_institution = EXCLUDED.company_institution, home_phone = EXCLUDED.home_phone, mobile_phone = EXCLUDED.mobile_phone,
      contributors = EXCLUDED.contributors, updated_at = EXCLUDED.updated_at`,
};

/**
 * What the erased applicants' rows held of their personal fields: the sections' personal keys, the RUC certificate's file
 * name, the motivation and correction notes; every text of their references and household members (all personal).
 */
const ERASE = [
  `UPDATE read.applications SET ${Object.entries(PERSONAL_SECTION_FIELDS).map(([column, keys]) => erasedJsonKeys(column, keys)).join(', ')},
    ${erasedJsonKeys('ruc_certificate', ['file_name'])}, ${erasedText('motivation')}, ${erasedText('correction_notes')}
  WHERE id = ANY($1::uuid[])`,
  `UPDATE read.application_references SET ${['full_name', 'relationship', 'mobile_phone', 'home_phone'].map(erasedText).join(', ')} WHERE application_id = ANY($1::uuid[])`,
  `UPDATE read.application_household_members SET
    ${['first_name', 'last_name', 'marital_status', 'relationship', 'education_level', 'occupation', 'company_institution', 'home_phone', 'mobile_phone'].map(erasedText).join(', ')}
  WHERE application_id = ANY($1::uuid[])`,
];

/** One application as the batch leaves it: `set` holds only the columns its events changed. */
interface Application {
  isNew: boolean;
  status: string;
  revision: number;
  set: Json;
  /** The stored editable sections, loaded only when a staff edit needs them. */
  stored?: Json;
}

/** The child rows a batch leaves, by id: a row to write, or null to delete. */
type Children = Map<string, Json | null>;

/**
 * read.applications, read.application_references, read.application_household_members: the application as the
 * applicant and staff see it. A batch reads the status and revision of its applications once, folds the events in
 * memory (an event applies only above the row's revision, so a repeated one changes nothing), then writes each row
 * once with only the columns that changed, and the child rows in a statement per kind. Staff review events set the
 * status and the reviewer; staff edits merge into the section.
 */
export const applicationDetailsProjector: Projector = erasing(
  {
    name: 'application-details',
    tables: ['read.applications', 'read.application_references', 'read.application_household_members'],
    // Rows (the application's and its children's) are found by their primary keys only.
    rebuildBuildsIndexesLast: true,
    handles: APPLICATION_EVENT_TYPES,
    async apply(client, events) {
      const applications = await load(client, events);
      const references: Children = new Map();
      const members: Children = new Map();
      for (const event of events) {
        const application = applications.get(String(event.data.applicantId))!;
        if (event.revision <= application.revision) continue;
        evolve(application, event, references, members);
      }
      await write(client, applications, references, members);
    },
  },
  async (client, applicantIds) => {
    for (const sql of ERASE) await runErasure(sql)(client, applicantIds);
  },
);

async function load(client: pg.PoolClient, events: RecordedEvent[]): Promise<Map<string, Application>> {
  const ids = [...new Set(events.map((event) => String(event.data.applicantId)))];
  const { rows } = await client.query<{ id: string; status: string; revision: string }>(SQL.rows, [ids]);
  const applications = new Map(rows.map((r) => [r.id, { isNew: false, status: r.status, revision: Number(r.revision), set: {} } as Application]));
  for (const event of events) {
    const id = String(event.data.applicantId);
    if (!applications.has(id)) {
      applications.set(id, { isNew: true, status: 'none', revision: -1, set: { created_at: event.recordedAt, updated_at: event.recordedAt } });
    }
  }
  const edited = [...new Set(events.filter((e) => e.type === 'FieldsEditedByStaff').map((e) => String(e.data.applicantId)))].filter((id) => !applications.get(id)!.isNew);
  if (edited.length) {
    for (const row of (await client.query<Json & { id: string }>(SQL.sections, [edited])).rows) applications.get(row.id)!.stored = row;
  }
  return applications;
}

function evolve(application: Application, event: RecordedEvent, references: Children, members: Children) {
  const set = (columns: Json) => Object.assign(application.set, columns);
  const setStatus = (status: string) => {
    application.status = status;
    set({ status });
  };
  const start = () => {
    if (application.status === 'none') setStatus('started');
  };
  /** Staff review events name who holds (or decided) the application: the list's reviewer{name}. An event without one keeps it. */
  const reviewedBy = (r: Partial<Reviewer> | undefined) => {
    if (r?.id != null) set({ reviewer_id: r.id });
    if (r?.fullName != null) set({ reviewer_name: r.fullName });
    if (r?.email != null) set({ reviewer_email: r.email });
  };
  const section = (column: string) => (column in application.set ? application.set[column] : (application.stored?.[column] ?? null));

  const e = { type: event.type, data: event.data } as unknown as ApplicationEvent;
  const id = e.data.applicantId;
  // A staff edit of a section outside the closed list the decider accepts changes nothing, not even the revision.
  if (e.type === 'FieldsEditedByStaff' && !STAFF_EDITABLE_SECTIONS.includes(e.data.section)) return;
  application.revision = event.revision;
  set({ updated_at: event.recordedAt, revision: event.revision });
  switch (e.type) {
    case 'ExamCompleted':
      set({ has_completed_exam: true, exam_correct_answers: e.data.correctAnswers, exam_total_questions: e.data.totalQuestions });
      break;
    case 'PersonalDetailsSaved':
    case 'AddressDetailsSaved':
    case 'AcademicDetailsSaved':
    case 'FinancialSummarySaved': {
      start();
      const column = SECTION_COLUMN[e.type];
      set({ [column]: e.data.details, ...LIST_COLUMNS[column]?.(e.data.details) });
      break;
    }
    case 'EconomicStatusSaved':
      start();
      set({ economic_status: e.data.details, ruc_certificate: e.data.rucCertificate && storedFileRecord(e.data.rucCertificate) });
      break;
    case 'PersonalReferenceAdded': {
      start();
      const r = e.data.reference;
      references.set(e.data.referenceId, {
        id: e.data.referenceId,
        application_id: id,
        full_name: r.full_name,
        relationship: r.relationship,
        mobile_phone: r.mobile_phone,
        home_phone: r.home_phone ?? null,
        added_at: e.data.addedAt,
      });
      break;
    }
    case 'PersonalReferenceRemoved':
      references.set(e.data.referenceId, null);
      break;
    case 'HouseholdMemberAdded':
    case 'HouseholdMemberUpdated': {
      if (e.type === 'HouseholdMemberAdded') start();
      const memberId = (e.data as Of<'HouseholdMemberAdded'>).memberId;
      const at = e.type === 'HouseholdMemberAdded' ? e.data.addedAt : e.data.updatedAt;
      const m = e.data.member;
      // An update keeps the member's first added_at (the upsert never changes it on a stored row).
      const addedAt = members.get(memberId)?.added_at ?? at;
      members.set(memberId, {
        id: memberId,
        application_id: id,
        first_name: m.first_name,
        last_name: m.last_name,
        age: m.age,
        marital_status: m.marital_status,
        relationship: m.relationship,
        education_level: m.education_level,
        occupation: m.occupation,
        company_institution: m.company_institution,
        home_phone: m.home_phone ?? null,
        mobile_phone: m.mobile_phone,
        contributors: m.contributors,
        added_at: addedAt,
        updated_at: at,
      });
      break;
    }
    case 'HouseholdMemberRemoved':
      members.set(e.data.memberId, null);
      break;
    case 'DocumentUploaded':
      start();
      break;
    case 'ApplicationSubmitted': {
      setStatus('submitted');
      const { motivation, submission_city, submission_date } = e.data.submission;
      set({ submitted_at: e.data.submittedAt, motivation, accepts_terms: true, terms_version: e.data.termsVersion ?? null, submission_city, submission_date });
      break;
    }
    case 'CorrectionsRequested':
      setStatus('correction_review');
      set({ correction_notes: e.data.notes, corrections: e.data.flags, correction_deadline: e.data.correctionDeadline });
      reviewedBy(e.data.reviewer);
      break;
    case 'CorrectionsResubmitted':
      setStatus('correction_applicant');
      set({ motivation: e.data.motivation, correction_notes: null, corrections: null, correction_deadline: null });
      break;
    case 'ReviewStarted':
      setStatus('under_review');
      reviewedBy(e.data.reviewer);
      break;
    case 'ApplicationDecided':
      setStatus(e.data.decision);
      set({ result_held: e.data.resultHeld === true });
      reviewedBy(e.data.reviewer);
      break;
    case 'AutoRejected':
      setStatus('rejected');
      set({ result_held: e.data.resultHeld === true });
      reviewedBy(e.data.actor);
      break;
    case 'ResultPublished':
      set({ result_held: false });
      break;
    case 'PromotedFromWaitingList':
    case 'AwardDeclined':
    case 'AwardExpired':
    case 'AwardWithdrawn':
      setStatus(AWARD_STATUS_CHANGES[e.type].status);
      break;
    case 'FieldsEditedByStaff': {
      const changed = Object.fromEntries(e.data.changes.map((c) => [c.field, c.new]));
      set({ [e.data.section]: { ...((section(e.data.section) as Json | null) ?? {}), ...changed } });
      // A staff edit may change a list column: copy them again from the sections.
      for (const [column, listColumns] of Object.entries(LIST_COLUMNS)) set(listColumns(section(column)));
      break;
    }
  }
}

async function write(client: pg.PoolClient, applications: Map<string, Application>, references: Children, members: Children) {
  const inserts: Json[] = [];
  const updates = new Map<string, Json[]>();
  for (const [id, application] of applications) {
    if (application.isNew) {
      inserts.push({ id, status: 'none', accepts_terms: false, has_completed_exam: false, result_held: false, revision: -1, ...application.set });
      continue;
    }
    const columns = Object.keys(application.set).sort();
    if (!columns.length) continue;
    const shape = columns.join(',');
    updates.set(shape, [...(updates.get(shape) ?? []), { id, ...application.set }]);
  }
  if (inserts.length) await client.query(SQL.insert, [JSON.stringify(inserts)]);
  for (const [shape, rows] of updates) await client.query(SQL.update(shape.split(',')), [JSON.stringify(rows)]);
  await writeChildren(client, references, SQL.deleteReferences, SQL.insertReferences);
  await writeChildren(client, members, SQL.deleteMembers, SQL.upsertMembers);
}

async function writeChildren(client: pg.PoolClient, children: Children, deleteSql: string, writeSql: string) {
  const removed = [...children].filter(([, row]) => row === null).map(([id]) => id);
  const rows = [...children.values()].filter((row) => row !== null);
  if (removed.length) await client.query(deleteSql, [removed]);
  if (rows.length) await client.query(writeSql, [JSON.stringify(rows)]);
}
