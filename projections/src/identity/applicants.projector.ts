import type { ApplicantEvent, ApplicantLoggedIn } from '@postula/domain';
import type { Projector } from '@postula/platform';

type Data<T extends (ApplicantEvent | ApplicantLoggedIn)['type']> = Extract<ApplicantEvent | ApplicantLoggedIn, { type: T }>['data'];

/**
 * read.applicants: one row per applicant account. Updates only apply an event newer than the row's
 * revision, so a repeated event is a no-op. `password_hash` mirrors the account for reference only:
 * logins check the event stream itself, so a changed password takes effect before any projection.
 */
export const applicantsProjector: Projector = {
  name: 'applicants',
  tables: ['read.applicants'],
  handles: ['ApplicantRegistered', 'ApplicantPasswordChanged', 'ApplicantPasswordSetByStaff', 'ApplicantPasswordReset', 'ApplicantProfileEdited', 'ApplicantLoggedIn'],
  async apply(client, event) {
    switch (event.type) {
      case 'ApplicantRegistered': {
        const d = event.data as unknown as Data<'ApplicantRegistered'>;
        await client.query(
          `INSERT INTO read.applicants (id, first_name, middle_name, last_name, second_last_name, email, identification, identification_type, password_hash, registered_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [d.applicantId, d.first_name, d.middle_name, d.last_name, d.second_last_name, d.email, d.identification, d.identification_type, d.passwordHash, d.registeredAt, event.revision],
        );
        break;
      }
      case 'ApplicantPasswordChanged':
      case 'ApplicantPasswordReset':
      case 'ApplicantPasswordSetByStaff': {
        const d = event.data as unknown as Data<'ApplicantPasswordChanged'>;
        await client.query('UPDATE read.applicants SET password_hash = $2, first_login = $3, revision = $4 WHERE id = $1 AND revision < $4', [
          d.applicantId,
          d.passwordHash,
          event.type === 'ApplicantPasswordSetByStaff',
          event.revision,
        ]);
        break;
      }
      case 'ApplicantProfileEdited': {
        const d = event.data as unknown as Data<'ApplicantProfileEdited'>;
        await client.query(
          `UPDATE read.applicants SET first_name = $2, middle_name = $3, last_name = $4, second_last_name = $5, email = $6, identification = $7, identification_type = $8, revision = $9
           WHERE id = $1 AND revision < $9`,
          [d.applicantId, d.first_name, d.middle_name, d.last_name, d.second_last_name, d.email, d.identification, d.identification_type, event.revision],
        );
        break;
      }
      case 'ApplicantLoggedIn': {
        // Another stream: its revision says nothing about the account's, so keep the latest instant instead.
        const d = event.data as unknown as Data<'ApplicantLoggedIn'>;
        await client.query('UPDATE read.applicants SET last_login_at = GREATEST(last_login_at, $2::timestamptz) WHERE id = $1', [d.applicantId, d.at]);
        break;
      }
    }
  },
};
