import { searchKey } from '@postula/catalogs';
import type { StaffUserEvent, StaffUserLoggedIn } from '@postula/domain';
import { writeInRounds } from '@postula/platform';
import type { Projector, RecordedEvent, RowChange } from '@postula/platform';

type Data<T extends (StaffUserEvent | StaffUserLoggedIn)['type']> = Extract<StaffUserEvent | StaffUserLoggedIn, { type: T }>['data'];

const SQL = {
  create: `INSERT INTO read.staff_users (id, full_name, email, role, created_at, updated_at, revision, search)
    SELECT r.id, r.full_name, r.email, r.role, r.created_at, r.created_at, r.revision, r.search
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, full_name text, email text, role text, created_at timestamptz, revision bigint, search text)
    ON CONFLICT (id) DO NOTHING`,
  update: `UPDATE read.staff_users s SET full_name = r.full_name, email = r.email, role = r.role, updated_at = r.updated_at, revision = r.revision, search = r.search
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, full_name text, email text, role text, updated_at timestamptz, revision bigint, search text)
    WHERE s.id = r.id AND s.revision < r.revision`,
  delete: `UPDATE read.staff_users s SET deleted_at = r.deleted_at, updated_at = r.deleted_at, revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, deleted_at timestamptz, revision bigint) WHERE s.id = r.id AND s.revision < r.revision`,
  login: `UPDATE read.staff_users s SET last_login_at = GREATEST(s.last_login_at, r.at)
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, at timestamptz) WHERE s.id = r.id`,
};

/** The search box's key (migration 0105): the name and the e-mail in one text. */
const search = (profile: { full_name: string; email: string }) => searchKey(`${profile.full_name} ${profile.email}`);

function change(event: RecordedEvent): RowChange[] {
  switch (event.type) {
    case 'StaffUserCreated': {
      const d = event.data as unknown as Data<'StaffUserCreated'>;
      return [{ sql: SQL.create, row: { id: d.userId, ...d.profile, search: search(d.profile), created_at: d.createdAt, revision: event.revision } }];
    }
    case 'StaffUserUpdated': {
      const d = event.data as unknown as Data<'StaffUserUpdated'>;
      return [{ sql: SQL.update, row: { id: d.userId, ...d.profile, search: search(d.profile), updated_at: d.updatedAt, revision: event.revision } }];
    }
    case 'StaffUserDeleted': {
      const d = event.data as unknown as Data<'StaffUserDeleted'>;
      return [{ sql: SQL.delete, row: { id: d.userId, deleted_at: d.deletedAt, revision: event.revision } }];
    }
    case 'StaffUserLoggedIn': {
      const d = event.data as unknown as Data<'StaffUserLoggedIn'>;
      return [{ sql: SQL.login, row: { id: d.userId, at: d.at } }];
    }
    default:
      return [];
  }
}

/** read.staff_users: one row per staff account, deleted ones included (marked), for reviewer names in history. */
export const staffUsersProjector: Projector = {
  name: 'staff-users',
  tables: ['read.staff_users'],
  // Rows are found by their primary key only; the trigram indexes are for the staff's searches.
  rebuildBuildsIndexesLast: true,
  handles: ['StaffUserCreated', 'StaffUserUpdated', 'StaffUserDeleted', 'StaffUserLoggedIn'],
  apply: (client, events) => writeInRounds(client, events, (event) => String(event.data.userId), change),
};
