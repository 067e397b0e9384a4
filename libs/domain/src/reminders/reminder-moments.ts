/** One configured moment: its ISO 8601 duration as written (`PT48H`) and its length. */
export interface ReminderMoment {
  before: string;
  ms: number;
}

export interface DueDeadlineReminder {
  before: string;
  /** The occasion's key: the deadline and the moment, so a new deadline reminds again. */
  key: string;
  dueAt: string;
}

/**
 * The one deadline reminder due now, if any: the latest moment already reached, and only while the deadline is still
 * ahead. A moment passed while the system was down is thus sent late only until its successor's moment comes (one
 * e-mail, the latest due, never a pile of stale ones). It counts only if it was scheduled before it came (`since`: a
 * first start does not send what passed before it existed).
 */
export function dueDeadlineReminder({ deadline, moments, since, now }: { deadline: string; moments: readonly ReminderMoment[]; since: Record<string, string>; now: Date }): DueDeadlineReminder | null {
  const end = Date.parse(deadline);
  if (now.getTime() >= end) return null;
  const reached = moments.filter((m) => end - m.ms <= now.getTime()).sort((a, b) => a.ms - b.ms)[0];
  if (!reached) return null;
  const dueAt = end - reached.ms;
  const scheduledAt = since[reached.before];
  if (!scheduledAt || Date.parse(scheduledAt) > dueAt) return null;
  return { before: reached.before, key: `deadline:${new Date(end).toISOString()}:${reached.before}`, dueAt: new Date(dueAt).toISOString() };
}
