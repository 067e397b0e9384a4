import { STAFF_STATUSES } from '@postula/contract';

/**
 * The statuses the list filter and the Excel offer, in review order, with their staff labels (i18n `postula.status.*`):
 * the spec's seven (section 4) and 'Aprobada sin cupo' (approved_out, the waiting list), which the API filters too.
 */
export const LISTED_STATUSES = STAFF_STATUSES;

export const statusChoices = LISTED_STATUSES.map((id) => ({ id, name: `postula.status.${id}` }));

/** Institution types of the list filter (spec section 5). */
export const institutionChoices = ['fiscal', 'fiscomisional', 'particular', 'municipal'].map((id) => ({ id, name: `postula.institution.${id}` }));
