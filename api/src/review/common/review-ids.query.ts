import { z } from 'zod';
import { idParam } from '../../common/list-query.js';

/** `?id=` of GET applications/details and applications/diagnostic-exam. */
export const applicationIdQuery = z.object({ id: idParam() });
export type ApplicationIdQuery = z.infer<typeof applicationIdQuery>;

/** `?application_id=` of GET applications/history and PUT applications/update-fields. */
export const applicationIdParamQuery = z.object({ application_id: idParam() });
export type ApplicationIdParamQuery = z.infer<typeof applicationIdParamQuery>;

/** `?reviewer_id=` of GET reviewers/applications. */
export const reviewerIdQuery = z.object({ reviewer_id: idParam() });
export type ReviewerIdQuery = z.infer<typeof reviewerIdQuery>;
