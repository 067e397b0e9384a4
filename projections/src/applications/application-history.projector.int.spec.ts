import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { applicationHistoryProjector } from './application-history.projector.js';

describe.each(testDatabases())('application-history projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('writes one entry per status change, with reviewer and correction notes; a repeat changes nothing', async () => {
    const id = randomUUID();
    const reviewer = { id: randomUUID(), fullName: 'Rita', email: 'rita@example.org' };
    const stream = `application-${id}`;
    const events = [
      recorded(stream, 0, 'ApplicationSubmitted', { applicantId: id, submission: { motivation: 'm', accepts_terms: true, submission_city: 'Quito', submission_date: '2025-03-01' }, submittedAt: '2025-03-01T10:00:00.000Z' }),
      recorded(stream, 1, 'ReviewStarted', { applicantId: id, reviewer, previousStatus: 'submitted', startedAt: '2025-03-02T10:00:00.000Z' }),
      recorded(stream, 2, 'FieldsEditedByStaff', { applicantId: id, section: 'personal_details', changes: [], editor: reviewer, editedAt: '2025-03-02T11:00:00.000Z' }),
      recorded(stream, 3, 'CorrectionsRequested', { applicantId: id, notes: 'Foto', flags: { documents: { photo: true } }, reviewer, previousStatus: 'under_review', requestedAt: '2025-03-03T10:00:00.000Z' }),
      recorded(stream, 4, 'ApplicationDecided', { applicantId: id, decision: 'rejected', reviewer, notes: 'No', previousStatus: 'correction_applicant', decidedAt: '2025-03-04T10:00:00.000Z' }),
    ];
    const handled = events.filter((e) => applicationHistoryProjector.handles.includes(e.type));
    const rows = await bed.projectBothWays(applicationHistoryProjector, [...handled, handled[1]], async (client) =>
      (
        await client.query(
          'SELECT event_type, change_date, previous_status, new_status, actor_id, reviewer_name, correction_notes, corrections_requested, revision FROM read.application_history WHERE application_id = $1 ORDER BY revision',
          [id],
        )
      ).rows,
    );
    const entry = (event_type: string, at: string, previous_status: string, new_status: string, revision: string, more: Record<string, unknown> = {}) => ({
      event_type,
      change_date: new Date(at),
      previous_status,
      new_status,
      actor_id: 'actor-1',
      reviewer_name: 'Rita',
      correction_notes: null,
      corrections_requested: null,
      revision,
      ...more,
    });
    expect(rows).toEqual([
      entry('ApplicationSubmitted', '2025-03-01T10:00:00.000Z', 'started', 'submitted', '0', { reviewer_name: null }),
      entry('ReviewStarted', '2025-03-02T10:00:00.000Z', 'submitted', 'under_review', '1'),
      entry('CorrectionsRequested', '2025-03-03T10:00:00.000Z', 'under_review', 'correction_review', '3', { correction_notes: 'Foto', corrections_requested: { documents: { photo: true } } }),
      entry('ApplicationDecided', '2025-03-04T10:00:00.000Z', 'correction_applicant', 'rejected', '4', { correction_notes: 'No' }),
    ]);
  });
});
