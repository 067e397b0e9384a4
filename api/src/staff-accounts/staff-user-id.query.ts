import { z } from 'zod';
import { idParam } from '../common/list-query.js';

/** `?user_id=` of PUT users/update and DELETE users/delete. */
export const staffUserIdQuery = z.object({ user_id: idParam() });
export type StaffUserIdQuery = z.infer<typeof staffUserIdQuery>;
