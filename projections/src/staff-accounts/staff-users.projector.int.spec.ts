import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { staffUsersProjector } from './staff-users.projector.js';

describe.each(testDatabases())('staff-users projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('creates, updates, marks deleted and keeps the latest login; batched as event by event, a repeat changes nothing', async () => {
    const [rita, sara] = [randomUUID(), randomUUID()];
    const events = [
      recorded(`staff-${rita}`, 0, 'StaffUserCreated', { userId: rita, full_name: 'Rita', email: 'rita@example.org', role: 'reviewer', passwordHash: 'h', createdAt: '2025-03-01T10:00:00.000Z' }),
      recorded(`staff-${sara}`, 0, 'StaffUserCreated', { userId: sara, full_name: 'Sara', email: 'sara@example.org', role: 'superadmin', passwordHash: 'h', createdAt: '2025-03-01T11:00:00.000Z' }),
      recorded(`staff-logins-${rita}`, 0, 'StaffUserLoggedIn', { userId: rita, sessionId: 's', at: '2025-03-03T10:00:00.000Z' }),
      recorded(`staff-${rita}`, 1, 'StaffUserUpdated', { userId: rita, full_name: 'Rita Ruiz', email: 'rita.ruiz@example.org', role: 'superadmin', updatedAt: '2025-03-02T10:00:00.000Z' }),
      recorded(`staff-${sara}`, 1, 'StaffUserDeleted', { userId: sara, email: 'sara@example.org', deletedAt: '2025-03-04T10:00:00.000Z' }),
    ];
    const rows = await bed.projectBothWays(staffUsersProjector, [...events, events[3]], async (client) =>
      (await client.query('SELECT id, full_name, email, role, updated_at, deleted_at, last_login_at, revision FROM read.staff_users WHERE id = ANY($1) ORDER BY full_name', [[rita, sara]])).rows,
    );
    expect(rows).toEqual([
      { id: rita, full_name: 'Rita Ruiz', email: 'rita.ruiz@example.org', role: 'superadmin', updated_at: new Date('2025-03-02T10:00:00.000Z'), deleted_at: null, last_login_at: new Date('2025-03-03T10:00:00.000Z'), revision: '1' },
      { id: sara, full_name: 'Sara', email: 'sara@example.org', role: 'superadmin', updated_at: new Date('2025-03-04T10:00:00.000Z'), deleted_at: new Date('2025-03-04T10:00:00.000Z'), last_login_at: null, revision: '1' },
    ]);
  });
});
