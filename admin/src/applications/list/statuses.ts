import { STAFF_STATUSES } from '@postula/contract';

/**
 * The statuses the list filter and the Excel offer, in review order, with their staff labels (i18n `postula.status.*`):
 * the spec's seven (section 4); approved_out, which the spec names only applicant-side, is not offered.
 */
export const LISTED_STATUSES = STAFF_STATUSES.filter((status) => status !== 'approved_out');

export const statusChoices = LISTED_STATUSES.map((id) => ({ id, name: `postula.status.${id}` }));

/** Institution types of the list filter (spec section 5). */
export const institutionChoices = ['fiscal', 'fiscomisional', 'particular', 'municipal'].map((id) => ({ id, name: `postula.institution.${id}` }));
