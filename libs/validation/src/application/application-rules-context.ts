/** What the date-dependent rules need; the API passes its clock and configuration, the portal the programme facts. */
export interface ApplicationRulesContext {
  /** APPLICATION_DEADLINE, an ISO instant: the age limits hold on its day. */
  deadline: string;
  /** The current instant (ISO): "today" for submission_date, start_date and the graduation year. */
  now: string;
  /** The programme's time zone, where "today" and the deadline's day are read. */
  timeZone?: string;
  /** The only city an application is submitted in. */
  submissionCity?: string;
}

export { PROGRAMME_TIME_ZONE } from '@postula/catalogs';
export const SUBMISSION_CITY = 'Guayaquil';
