import { dayOrder, dayRangeQuery } from '@postula/contract';
import type { Clock } from '@postula/platform';
import { dayIn } from '@postula/validation';
import { addDays } from '../spanish-calendar.js';
import type { DateRange } from './reviewer-statistics.query.js';

/**
 * `?start_date&end_date` of the reviewer charts (YYYY-MM-DD, both included). Absent dates take the dashboard's
 * defaults (staff-side.md sections 7 and 9): from `defaultStart` up to tomorrow in the programme's time zone.
 */
export function dateRangeQuery(defaultStart: string, clock: Clock, timeZone: string) {
  return dayRangeQuery
    .transform((q): DateRange => ({ start_date: q.start_date ?? defaultStart, end_date: q.end_date ?? addDays(dayIn(clock.now(), timeZone), 1) }))
    .superRefine(dayOrder('start_date', 'end_date'));
}
