import type { BodyOf, ResponseOf } from '@postula/contract';
import { request } from './client.js';

/** An applicant under 15's legal representative: the applicant names them; the representative's own page confirms. */

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const legalRepresentativeApi = {
  find: () => request<ResponseOf<'legalRepresentative'>>('/application/legal-representative'),
  name: (body: BodyOf<'nameLegalRepresentative'>) => request<ResponseOf<'nameLegalRepresentative'>>('/application/legal-representative', json(body)),
  /** The representative's page (no session: the link's token is the access). */
  link: (token: string) => request<ResponseOf<'legalRepresentativeLink'>>('/public/legal-representative/link', json({ token } satisfies BodyOf<'legalRepresentativeLink'>)),
  confirm: (token: string) => request<ResponseOf<'confirmLegalRepresentative'>>('/public/legal-representative/confirm', json({ token } satisfies BodyOf<'confirmLegalRepresentative'>)),
  decline: (token: string) => request<ResponseOf<'declineLegalRepresentative'>>('/public/legal-representative/decline', json({ token } satisfies BodyOf<'declineLegalRepresentative'>)),
};
