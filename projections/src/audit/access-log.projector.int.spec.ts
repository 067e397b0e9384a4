import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { accessLogProjector } from './access-log.projector.js';

describe.each(testDatabases())('access-log projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('writes one row per details view or download; a repeat changes nothing', async () => {
    const id = randomUUID();
    const actor = { id: randomUUID(), role: 'reviewer', name: 'Rita', email: 'rita@example.org' };
    const document = randomUUID();
    const events = [
      recorded(`access-${id}`, 0, 'ApplicationDetailsViewed', { applicationId: id, actor, via: 'details', at: '2025-03-01T10:00:00.000Z' }),
      recorded(`access-${id}`, 1, 'DocumentDownloaded', { applicationId: id, actor, documentId: document, documentType: 'id_card', fileName: 'c.pdf', at: '2025-03-01T10:01:00.000Z' }),
    ];
    const rows = await bed.projectBothWays(accessLogProjector, [...events, events[0]], async (client) =>
      (await client.query('SELECT action, via, actor_id, actor_role, actor_name, document_id, file_name, at FROM read.access_log WHERE application_id = $1 ORDER BY at', [id])).rows,
    );
    expect(rows).toEqual([
      { action: 'details_viewed', via: 'details', actor_id: actor.id, actor_role: 'reviewer', actor_name: 'Rita', document_id: null, file_name: null, at: new Date('2025-03-01T10:00:00.000Z') },
      { action: 'document_downloaded', via: null, actor_id: actor.id, actor_role: 'reviewer', actor_name: 'Rita', document_id: document, file_name: 'c.pdf', at: new Date('2025-03-01T10:01:00.000Z') },
    ]);
  });
});
