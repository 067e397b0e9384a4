import type { Projector } from '@postula/platform';
import { applicationRowProjector } from './application-row.projector.js';

const ROWS = 'jsonb_to_recordset($1::jsonb)';
const NEWER = 'read.legal_representatives.revision < EXCLUDED.revision';

const SQL = {
  required: `INSERT INTO read.legal_representatives (application_id, required, revision)
    SELECT * FROM ${ROWS} AS r(application_id uuid, required boolean, revision bigint)
    ON CONFLICT (application_id) DO UPDATE SET required = EXCLUDED.required, revision = EXCLUDED.revision
      WHERE ${NEWER} AND read.legal_representatives.required IS DISTINCT FROM EXCLUDED.required`,
  named: `INSERT INTO read.legal_representatives (application_id, first_name, last_name, identification, relationship, email, phone, named_at, confirmed_at, revision)
    SELECT application_id, first_name, last_name, identification, relationship, email, phone, named_at, NULL::timestamptz, revision FROM ${ROWS}
      AS r(application_id uuid, first_name text, last_name text, identification text, relationship text, email text, phone text, named_at timestamptz, revision bigint)
    ON CONFLICT (application_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, identification = EXCLUDED.identification,
      relationship = EXCLUDED.relationship, email = EXCLUDED.email, phone = EXCLUDED.phone, named_at = EXCLUDED.named_at, confirmed_at = NULL, declined_at = NULL,
      revision = EXCLUDED.revision WHERE ${NEWER}`,
  confirmed: `UPDATE read.legal_representatives t SET confirmed_at = r.confirmed_at, revision = r.revision
    FROM ${ROWS} AS r(application_id uuid, confirmed_at timestamptz, revision bigint) WHERE t.application_id = r.application_id AND t.revision < r.revision`,
  declined: `UPDATE read.legal_representatives t SET declined_at = r.declined_at, revision = r.revision
    FROM ${ROWS} AS r(application_id uuid, declined_at timestamptz, revision bigint) WHERE t.application_id = r.application_id AND t.revision < r.revision`,
};

/**
 * read.legal_representatives: GET application/legal-representative and the staff details read it. Every text the
 * applicant gave about their representative is personal (LegalRepresentativeNamed's representative). A personal-details
 * save that leaves `required` as it was writes nothing (most saves): the row keeps the revision of the last event that
 * changed it, and such a save applied again still changes nothing.
 */
export const legalRepresentativesProjector: Projector = applicationRowProjector({
  name: 'legal-representatives',
  table: 'read.legal_representatives',
  handles: ['PersonalDetailsSaved', 'LegalRepresentativeNamed', 'LegalRepresentativeConfirmed', 'LegalRepresentativeDeclined'],
  personal: ['first_name', 'last_name', 'identification', 'relationship', 'email', 'phone'],
  changes: (e, base) => {
    switch (e.type) {
      case 'PersonalDetailsSaved':
        return [{ sql: SQL.required, row: { ...base, required: e.data.legalRepresentativeRequired === true } }];
      case 'LegalRepresentativeNamed': {
        const r = e.data.representative;
        const row = { ...base, first_name: r.first_name, last_name: r.last_name, identification: r.identification, relationship: r.relationship, email: r.email, phone: r.phone };
        return [{ sql: SQL.named, row: { ...row, named_at: e.data.namedAt } }];
      }
      case 'LegalRepresentativeConfirmed':
        return [{ sql: SQL.confirmed, row: { ...base, confirmed_at: e.data.confirmedAt } }];
      case 'LegalRepresentativeDeclined':
        return [{ sql: SQL.declined, row: { ...base, declined_at: e.data.declinedAt } }];
    }
  },
});
