import { searchKey } from '@postula/catalogs';
import type { ApplicantEvent, ApplicantLoggedIn } from '@postula/domain';
import { ERASED_PERSONAL_DATA } from '@postula/domain';
import { writeInRounds } from '@postula/platform';
import { erasedText, erasing, runErasure } from '../personal-data/erasure.js';
import type { Projector, RecordedEvent, RowChange } from '@postula/platform';

type Data<T extends (ApplicantEvent | ApplicantLoggedIn)['type']> = Extract<ApplicantEvent | ApplicantLoggedIn, { type: T }>['data'];

interface Profile {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  email: string;
}

/** The search keys of an account's names and e-mail (migration 0105), in SEARCH_COLUMNS' order. */
const searchKeys = (p: Profile) => ({
  first_name_search: searchKey(p.first_name),
  middle_name_search: p.middle_name ? searchKey(p.middle_name) : null,
  last_name_search: searchKey(p.last_name),
  second_last_name_search: p.second_last_name ? searchKey(p.second_last_name) : null,
  full_name_search: searchKey([p.first_name, p.middle_name, p.last_name, p.second_last_name].filter(Boolean).join(' ')),
  email_search: searchKey(p.email),
});
const SEARCH_COLUMNS = 'first_name_search, middle_name_search, last_name_search, second_last_name_search, full_name_search, email_search';
const SEARCH_TYPES = SEARCH_COLUMNS.split(', ').map((c) => `${c} text`).join(', ');

const SQL = {
  register: `INSERT INTO read.applicants (id, first_name, middle_name, last_name, second_last_name, email, identification, identification_type, password_hash, registered_at, revision,
      ${SEARCH_COLUMNS}, privacy_notice_version)
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, first_name text, middle_name text, last_name text, second_last_name text, email text, identification text,
      identification_type text, password_hash text, registered_at timestamptz, revision bigint, ${SEARCH_TYPES}, privacy_notice_version text)
    ON CONFLICT (id) DO NOTHING`,
  password: `UPDATE read.applicants a SET password_hash = r.password_hash, first_login = r.first_login, revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, password_hash text, first_login boolean, revision bigint) WHERE a.id = r.id AND a.revision < r.revision`,
  profile: `UPDATE read.applicants a SET first_name = r.first_name, middle_name = r.middle_name, last_name = r.last_name, second_last_name = r.second_last_name,
      email = r.email, identification = r.identification, identification_type = r.identification_type, revision = r.revision,
      ${SEARCH_COLUMNS.split(', ').map((c) => `${c} = r.${c}`).join(', ')}
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, first_name text, middle_name text, last_name text, second_last_name text, email text, identification text,
      identification_type text, revision bigint, ${SEARCH_TYPES})
    WHERE a.id = r.id AND a.revision < r.revision`,
  // The account that lost the identification keeps its type; the one that gained it takes the value's.
  identification: `UPDATE read.applicants a SET identification = r.identification, identification_type = COALESCE(r.identification_type, a.identification_type), revision = r.revision
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, identification text, identification_type text, revision bigint) WHERE a.id = r.id AND a.revision < r.revision`,
  // Another stream: its revision says nothing about the account's, so keep the latest instant instead.
  login: `UPDATE read.applicants a SET last_login_at = GREATEST(a.last_login_at, r.at)
    FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, at timestamptz) WHERE a.id = r.id`,
};

function change(event: RecordedEvent): RowChange[] {
  switch (event.type) {
    case 'ApplicantRegistered': {
      const d = event.data as unknown as Data<'ApplicantRegistered'>;
      const row = {
        id: d.applicantId,
        ...d.profile,
        ...searchKeys(d.profile),
        password_hash: d.passwordHash,
        registered_at: d.registeredAt,
        revision: event.revision,
        privacy_notice_version: d.privacyNoticeVersion ?? null,
      };
      return [{ sql: SQL.register, row }];
    }
    case 'ApplicantPasswordChanged':
    case 'ApplicantPasswordReset':
    case 'ApplicantPasswordSetByStaff': {
      const d = event.data as unknown as Data<'ApplicantPasswordChanged'>;
      return [{ sql: SQL.password, row: { id: d.applicantId, password_hash: d.passwordHash, first_login: event.type === 'ApplicantPasswordSetByStaff', revision: event.revision } }];
    }
    case 'ApplicantProfileEdited': {
      const d = event.data as unknown as Data<'ApplicantProfileEdited'>;
      const row = {
        id: d.applicantId,
        ...d.profile,
        ...searchKeys(d.profile),
        revision: event.revision,
      };
      return [{ sql: SQL.profile, row }];
    }
    case 'ApplicantIdentificationReassigned': {
      const d = event.data as unknown as Data<'ApplicantIdentificationReassigned'>;
      const gained = d.applicantId === d.toApplicantId;
      const row = { id: d.applicantId, identification: gained ? d.identification : '', identification_type: gained ? d.identificationType : null, revision: event.revision };
      return [{ sql: SQL.identification, row }];
    }
    case 'ApplicantLoggedIn': {
      const d = event.data as unknown as Data<'ApplicantLoggedIn'>;
      return [{ sql: SQL.login, row: { id: d.applicantId, at: d.at } }];
    }
    default:
      return [];
  }
}

const ERASED_KEY = searchKey(ERASED_PERSONAL_DATA);
/** The names, e-mail and identification (one that was taken away stays empty, as no event gave it) and their search keys. */
const ERASE = `UPDATE read.applicants SET ${['first_name', 'middle_name', 'last_name', 'second_last_name', 'email'].map(erasedText).join(', ')},
    identification = CASE WHEN identification = '' THEN '' ELSE $2::text END,
    first_name_search = '${ERASED_KEY}', middle_name_search = CASE WHEN middle_name IS NULL THEN NULL ELSE '${ERASED_KEY}' END,
    last_name_search = '${ERASED_KEY}', second_last_name_search = CASE WHEN second_last_name IS NULL THEN NULL ELSE '${ERASED_KEY}' END,
    full_name_search = concat_ws(' ', '${ERASED_KEY}', CASE WHEN middle_name IS NULL THEN NULL ELSE '${ERASED_KEY}' END, '${ERASED_KEY}',
      CASE WHEN second_last_name IS NULL THEN NULL ELSE '${ERASED_KEY}' END),
    email_search = '${ERASED_KEY}'
  WHERE id = ANY($1::uuid[])`;

/**
 * read.applicants: one row per applicant account. Updates only apply an event newer than the row's
 * revision, so a repeated event is a no-op. `password_hash` mirrors the account for reference only:
 * logins check the event stream itself, so a changed password takes effect before any projection.
 */
export const applicantsProjector: Projector = erasing(
  {
    name: 'applicants',
    tables: ['read.applicants'],
    // Rows are found by their primary key only; the trigram indexes are for the staff's searches.
    rebuildBuildsIndexesLast: true,
    handles: ['ApplicantRegistered', 'ApplicantPasswordChanged', 'ApplicantPasswordSetByStaff', 'ApplicantPasswordReset', 'ApplicantProfileEdited', 'ApplicantIdentificationReassigned', 'ApplicantLoggedIn'],
    apply: (client, events) => writeInRounds(client, events, (event) => String(event.data.applicantId), change),
  },
  runErasure(ERASE),
);
