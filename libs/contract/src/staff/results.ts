import { z } from 'zod';

/** POST results/publish: the programme's results (one programme today: nothing to name). */
export const publishResultsSchema = z.object({});
export type PublishResultsInput = z.infer<typeof publishResultsSchema>;
