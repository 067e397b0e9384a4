import { z } from 'zod';
import { idParam } from '../common/list-query.js';

/** `?applicant_id=` of PUT applicants/update and applicants/update-password. */
export const applicantIdQuery = z.object({ applicant_id: idParam() });
export type ApplicantIdQuery = z.infer<typeof applicantIdQuery>;
