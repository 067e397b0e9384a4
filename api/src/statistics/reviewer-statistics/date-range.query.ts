import type { Clock } from '@postula/platform';
import { dayIn } from '@postula/validation';
import { z } from 'zod';
import { dayParam } from '../../common/list-query.js';
import { addDays } from '../spanish-calendar.js';
import type { DateRange } from './reviewer-statistics.query.js';

const ORDER_MESSAGE = 'La fecha final debe ser igual o posterior a la fecha inicial';

/**
 * `?start_date&end_date` of the reviewer charts (YYYY-MM-DD, both included). Absent dates take the dashboard's
 * defaults (staff-side.md sections 7 and 9): from `defaultStart` up to tomorrow in the programme's time zone.
 */
export function dateRangeQuery(defaultStart: string, clock: Clock, timeZone: string) {
  return z
    .object({ start_date: dayParam(), end_date: dayParam() })
    .transform((q): DateRange => ({ start_date: q.start_date ?? defaultStart, end_date: q.end_date ?? addDays(dayIn(clock.now(), timeZone), 1) }))
    .superRefine((range, ctx) => {
      if (range.start_date > range.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: ORDER_MESSAGE });
    });
}
