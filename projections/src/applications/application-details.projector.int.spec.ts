import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { applicationDetailsProjector } from './application-details.projector.js';

const reviewer = { id: randomUUID(), fullName: 'Rita Revisora', email: 'rita@example.org' };

describe.each(testDatabases())('application-details projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  const read = (id: string) => async (client: pg.PoolClient) => ({
    application: (await client.query('SELECT * FROM read.applications WHERE id = $1', [id])).rows[0],
    references: (await client.query('SELECT id, full_name, added_at FROM read.application_references WHERE application_id = $1 ORDER BY added_at', [id])).rows,
    members: (await client.query('SELECT id, first_name, age, added_at, updated_at FROM read.application_household_members WHERE application_id = $1 ORDER BY id', [id])).rows,
  });

  it('folds a whole application, batched as event by event, with list columns, children, review and staff edits; a repeat changes nothing', async () => {
    const id = randomUUID();
    const [ref1, ref2, member] = [randomUUID(), randomUUID(), randomUUID()];
    const stream = `application-${id}`;
    let revision = 0;
    const next = (type: string, data: Record<string, unknown>, at = `2025-03-0${Math.min(9, revision + 1)}T10:00:00.000Z`) => recorded(stream, revision++, type, { applicantId: id, ...data }, at);
    const person = { last_name: 'Pérez', marital_status: 'casado', relationship: 'padre', education_level: 'superior', occupation: 'chofer', company_institution: 'X', mobile_phone: '3', contributors: 1 };
    const personal = { first_name: 'Ana', date_of_birth: '2006-05-04', mobile: '0991111111' };
    const events = [
      next('ExamCompleted', { correctAnswers: 7, totalQuestions: 10, percentage: 70, levelAchieved: 'B1', answers: [], completedAt: '2025-03-01T10:00:00.000Z' }),
      next('PersonalDetailsSaved', { details: personal, savedAt: 'x' }),
      next('AddressDetailsSaved', { details: { city: 'Quito', mobile_phone: '0991111111' }, savedAt: 'x' }),
      next('AcademicDetailsSaved', { details: { graduation_grade: 9.25, institution_type: 'fiscal' }, savedAt: 'x' }),
      next('EconomicStatusSaved', { details: { income: 500 }, rucCertificate: null, savedAt: 'x' }),
      next('PersonalReferenceAdded', { referenceId: ref1, reference: { full_name: 'Uno', relationship: 'tío', mobile_phone: '1' }, addedAt: '2025-03-05T10:00:00.000Z' }),
      next('PersonalReferenceAdded', { referenceId: ref2, reference: { full_name: 'Dos', relationship: 'tía', mobile_phone: '2' }, addedAt: '2025-03-05T11:00:00.000Z' }),
      next('PersonalReferenceRemoved', { referenceId: ref1, removedAt: 'x' }),
      next('HouseholdMemberAdded', { memberId: member, member: { ...person, first_name: 'Pepe', age: 40 }, addedAt: '2025-03-06T10:00:00.000Z' }),
      next('HouseholdMemberUpdated', { memberId: member, member: { ...person, first_name: 'José', age: 41 }, updatedAt: '2025-03-07T10:00:00.000Z' }),
      next('ApplicationSubmitted', { submission: { motivation: 'Quiero estudiar', accepts_terms: true, submission_city: 'Quito', submission_date: '2025-03-08' }, submittedAt: '2025-03-08T10:00:00.000Z' }),
      next('ReviewStarted', { reviewer, previousStatus: 'submitted', startedAt: 'x' }),
      next('FieldsEditedByStaff', { section: 'personal_details', changes: [{ field: 'date_of_birth', old: '2006-05-04', new: '2006-06-04' }], editor: reviewer, editedAt: 'x' }),
      next('CorrectionsRequested', { notes: 'Teléfono', flags: { personal_details: { phone: true } }, reviewer, previousStatus: 'under_review', requestedAt: 'x' }),
      next('CorrectionsResubmitted', { motivation: 'Corregido', resubmittedAt: 'x' }),
      next('ApplicationDecided', { decision: 'approved', reviewer, notes: 'Bien', previousStatus: 'correction_applicant', decidedAt: 'x' }),
    ];
    const { application, references, members } = await bed.projectBothWays(applicationDetailsProjector, [...events, events[5], events[9]], read(id));
    expect(application).toMatchObject({
      status: 'approved',
      revision: String(events.length - 1),
      created_at: new Date(events[0].recordedAt),
      updated_at: new Date(events[events.length - 1].recordedAt),
      has_completed_exam: true,
      exam_correct_answers: 7,
      personal_details: { ...personal, date_of_birth: '2006-06-04' },
      birth_date: new Date('2006-06-04T00:00:00'),
      residence_city: 'Quito',
      academic_average: '9.25',
      institution_type: 'fiscal',
      economic_status: { income: 500 },
      ruc_certificate: null,
      submitted_at: new Date('2025-03-08T10:00:00.000Z'),
      motivation: 'Corregido',
      accepts_terms: true,
      correction_notes: null,
      corrections: null,
      reviewer_id: reviewer.id,
      reviewer_name: reviewer.fullName,
    });
    expect(references).toEqual([{ id: ref2, full_name: 'Dos', added_at: new Date('2025-03-05T11:00:00.000Z') }]);
    expect(members).toEqual([{ id: member, first_name: 'José', age: 41, added_at: new Date('2025-03-06T10:00:00.000Z'), updated_at: new Date('2025-03-07T10:00:00.000Z') }]);
  });

  it('keeps the deadline of a pending correction request, and drops it when the corrections are sent', async () => {
    const id = randomUUID();
    const stream = `application-${id}`;
    const submitted = recorded(stream, 0, 'ApplicationSubmitted', { applicantId: id, submission: { motivation: 'M', accepts_terms: true, submission_city: 'Quito', submission_date: '2025-03-08' }, submittedAt: '2025-03-08T10:00:00.000Z' });
    const asked = recorded(stream, 1, 'CorrectionsRequested', { applicantId: id, notes: 'Teléfono', flags: { personal_details: { phone: true } }, reviewer, previousStatus: 'submitted', correctionDeadline: '2025-03-14T23:37:00.000Z', requestedAt: 'x' });
    const pending = await bed.projectBothWays(applicationDetailsProjector, [submitted, asked], read(id));
    expect(pending.application).toMatchObject({ status: 'correction_review', correction_deadline: new Date('2025-03-14T23:37:00.000Z') });
    const sent = recorded(stream, 2, 'CorrectionsResubmitted', { applicantId: id, motivation: 'M', resubmittedAt: 'x' });
    const { application } = await bed.projectBothWays(applicationDetailsProjector, [submitted, asked, sent], read(id));
    expect(application).toMatchObject({ status: 'correction_applicant', correction_deadline: null });
  });

  it('applies a later batch only above the stored revision and rewrites only the columns that changed', async () => {
    const id = randomUUID();
    const stream = `application-${id}`;
    const first = recorded(stream, 0, 'PersonalDetailsSaved', { applicantId: id, details: { date_of_birth: '2006-05-04' }, savedAt: 'x' });
    const second = recorded(stream, 1, 'AddressDetailsSaved', { applicantId: id, details: { city: 'Loja' }, savedAt: 'x' }, '2025-03-02T00:00:00.000Z');
    const { application } = await bed.project(applicationDetailsProjector, [[first], [first, second], [second]], read(id));
    expect(application).toMatchObject({ status: 'started', revision: '1', personal_details: { date_of_birth: '2006-05-04' }, birth_date: new Date('2006-05-04T00:00:00'), residence_city: 'Loja' });
  });
});
