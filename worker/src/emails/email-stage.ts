/** Why a message is sent; the e-mail log filters by it (spec: staff-side sections 3 and 4). */
export const EMAIL_STAGES = ['welcome', 'password_change', 'password_reset'] as const;
export type EmailStage = (typeof EMAIL_STAGES)[number];
