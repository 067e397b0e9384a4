import type { ResponseOf } from '@postula/contract';
import { dayIn } from '@postula/validation';

type Programme = ResponseOf<'publicProgramme'>;
/** What the period reads of GET public/programme. */
type ProgrammeDays = Pick<Programme, 'timezone' | 'server_time'> & { calendar: Pick<Programme['calendar'][number], 'from'>[] };

/**
 * The days the reviewer charts cover: from the programme's first phase (config/programme.json's calendar) to
 * tomorrow in its time zone, so reviews recorded late today are in.
 */
export function reviewPeriod(programme: ProgrammeDays): { start_date: string; end_date: string } {
  const today = dayIn(programme.server_time, programme.timezone);
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const first = programme.calendar.map((phase) => phase.from).sort()[0] ?? today;
  return { start_date: first, end_date: tomorrow.toISOString().slice(0, 10) };
}
