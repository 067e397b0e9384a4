import type { StaffUserEvent, StaffUserLoggedIn } from '@postula/domain';
import type { Projector } from '@postula/platform';

type Data<T extends (StaffUserEvent | StaffUserLoggedIn)['type']> = Extract<StaffUserEvent | StaffUserLoggedIn, { type: T }>['data'];

/** read.staff_users: one row per staff account, deleted ones included (marked), for reviewer names in history. */
export const staffUsersProjector: Projector = {
  name: 'staff-users',
  tables: ['read.staff_users'],
  handles: ['StaffUserCreated', 'StaffUserUpdated', 'StaffUserDeleted', 'StaffUserLoggedIn'],
  async apply(client, event) {
    switch (event.type) {
      case 'StaffUserCreated': {
        const d = event.data as unknown as Data<'StaffUserCreated'>;
        await client.query(
          `INSERT INTO read.staff_users (id, full_name, email, role, created_at, updated_at, revision) VALUES ($1, $2, $3, $4, $5, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [d.userId, d.full_name, d.email, d.role, d.createdAt, event.revision],
        );
        break;
      }
      case 'StaffUserUpdated': {
        const d = event.data as unknown as Data<'StaffUserUpdated'>;
        await client.query('UPDATE read.staff_users SET full_name = $2, email = $3, role = $4, updated_at = $5, revision = $6 WHERE id = $1 AND revision < $6', [
          d.userId,
          d.full_name,
          d.email,
          d.role,
          d.updatedAt,
          event.revision,
        ]);
        break;
      }
      case 'StaffUserDeleted': {
        const d = event.data as unknown as Data<'StaffUserDeleted'>;
        await client.query('UPDATE read.staff_users SET deleted_at = $2, updated_at = $2, revision = $3 WHERE id = $1 AND revision < $3', [d.userId, d.deletedAt, event.revision]);
        break;
      }
      case 'StaffUserLoggedIn': {
        const d = event.data as unknown as Data<'StaffUserLoggedIn'>;
        await client.query('UPDATE read.staff_users SET last_login_at = GREATEST(last_login_at, $2::timestamptz) WHERE id = $1', [d.userId, d.at]);
        break;
      }
    }
  },
};
