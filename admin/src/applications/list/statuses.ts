/** Application statuses with their staff labels (i18n `postula.status.*`, spec section 4), in review order. */
export const APPLICATION_STATUSES = ['started', 'submitted', 'under_review', 'correction_review', 'correction_applicant', 'approved', 'rejected'] as const;

export const statusChoices = APPLICATION_STATUSES.map((id) => ({ id, name: `postula.status.${id}` }));

/** Institution types of the list filter (spec section 5). */
export const institutionChoices = ['fiscal', 'fiscomisional', 'particular', 'municipal'].map((id) => ({ id, name: `postula.institution.${id}` }));
