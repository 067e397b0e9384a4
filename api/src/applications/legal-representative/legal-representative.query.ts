import { Injectable } from '@nestjs/common';
import { LEGAL_REPRESENTATIVE_RELATIONSHIPS, choiceLabel } from '@postula/catalogs';
import { APPLICATION_MESSAGES, applicationDecider, applicationStream, DomainError } from '@postula/domain';
import { applicantIdOfToken, hashOneTimeToken } from '../../common/one-time-link.js';
import { WritePath } from '../../common/write-path.js';
import { ApplicationQueries, type LegalRepresentativeRow } from '../queries/application-queries.js';

const relationshipLabel = (value: string) => choiceLabel(LEGAL_REPRESENTATIVE_RELATIONSHIPS, value);

/** The representative as the applicant's GET and the staff details show it; null when none was named. */
export function representativeView(row: LegalRepresentativeRow | undefined) {
  if (!row?.named_at) return null;
  return {
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    identification: row.identification ?? '',
    relationship: row.relationship ?? '',
    relationship_es: relationshipLabel(row.relationship ?? ''),
    email: row.email ?? '',
    phone: row.phone ?? '',
    named_at: row.named_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    declined_at: row.declined_at?.toISOString() ?? null,
  };
}

/** What a representative's link opens: the link is checked on the stream (current, not replaced), the names come from read models. */
@Injectable()
export class LegalRepresentativeLinkQuery {
  constructor(
    private readonly writes: WritePath,
    private readonly queries: ApplicationQueries,
  ) {}

  async find(token: string) {
    const applicantId = applicantIdOfToken(token);
    const invalid = new DomainError('not_found', APPLICATION_MESSAGES.representativeLinkInvalid);
    if (!applicantId) throw invalid;
    const { state } = await this.writes.load(applicationStream(applicantId), applicationDecider);
    if (state.legalRepresentative?.tokenHash !== hashOneTimeToken(token)) throw invalid;
    const row = await this.queries.representativeLink(applicantId);
    if (!row) throw invalid;
    return {
      applicant: { first_name: row.applicant_first_name, last_name: row.applicant_last_name },
      representative: { first_name: row.first_name, last_name: row.last_name, relationship_es: relationshipLabel(row.relationship) },
      confirmed_at: state.legalRepresentative.confirmedAt,
      declined_at: state.legalRepresentative.declinedAt ?? null,
    };
  }
}
