import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { dataRequestsProjector } from './data-requests.projector.js';

describe.each(testDatabases())('data-requests projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('writes a request pending, then its one resolution; a repeat or a second resolution changes nothing', async () => {
    const id = randomUUID();
    const applicantId = randomUUID();
    const stream = `data-request-${id}`;
    const person = { email: 'ana@example.org', firstName: 'Ana', lastName: 'Vera', office: { email: 'dpo@example.org', firstName: 'Delegado', lastName: '' } };
    const filed = recorded(stream, 0, 'DataRequestFiled', { ...person, requestId: id, applicantId, requestType: 'deletion', message: 'Borren todo', filedAt: '2026-03-01T10:00:00.000Z', dueAt: '2026-03-16T10:00:00.000Z' });
    const resolved = (decision: string, reason: string, revision: number) =>
      recorded(stream, revision, 'DataRequestResolved', { ...person, requestId: id, applicantId, requestType: 'deletion', decision, reply: reason, resolvedBy: randomUUID(), resolvedAt: '2026-03-02T10:00:00.000Z', keptByLaw: false });
    const rows = await bed.projectBothWays(dataRequestsProjector, [filed, resolved('fulfilled', 'Hecho', 1), filed, resolved('refused', 'Otro', 2)], async (client) =>
      (await client.query('SELECT type, status, message, reason, due_at FROM read.data_requests WHERE id = $1', [id])).rows,
    );
    expect(rows).toEqual([{ type: 'deletion', status: 'fulfilled', message: 'Borren todo', reason: 'Hecho', due_at: new Date('2026-03-16T10:00:00.000Z') }]);
  });
});
