import { remindersDecider, remindersStream, type ReminderDue } from '@postula/domain';
import { handleCommand, reminderOptOutToken, type EventStore, type ProjectionLog, type ReminderConfig } from '@postula/platform';
import type pg from 'pg';

/** What every reminder kind needs: the read models to find candidates, the store to decide, the links' base and key. */
export interface ReminderContext {
  pool: pg.Pool;
  store: EventStore;
  config: ReminderConfig;
  deadline: string;
  publicUrl: string;
  secret: string;
  log: ProjectionLog;
}

/** A candidate as the read models list it: who, and where to write. */
export interface ReminderRecipient {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** Candidates are decided a few at a time: thousands due at once neither wait in line nor flood the store's pool. */
const PARALLEL = 8;

export async function forEachCandidate<T>(candidates: T[], remind: (candidate: T) => Promise<boolean>): Promise<number> {
  let next = 0;
  let reminded = 0;
  const lane = async () => {
    while (next < candidates.length) if (await remind(candidates[next++])) reminded++;
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, candidates.length) }, lane));
  return reminded;
}

/** The portal address of an item of the dashboard's list (`/formulario/2`), or of the opt-out page. */
export const portalLink = (ctx: ReminderContext, path: string) => `${ctx.publicUrl}/#${path}`;

export const optOutUrl = (ctx: ReminderContext, applicantId: string) => portalLink(ctx, `/recordatorios/baja?token=${encodeURIComponent(reminderOptOutToken(applicantId, ctx.secret))}`);

/**
 * Decides the reminder on the applicant's reminder stream, appended at the revision read: a second scheduler, a
 * restart or a re-run deciding the same occasion finds its key there (or loses the append and decides again on a
 * fresh read) and records nothing. Returns whether this call recorded it.
 */
export async function sendReminder(ctx: ReminderContext, recipient: ReminderRecipient, reminder: Pick<ReminderDue['data'], 'stage' | 'key' | 'dueAt' | 'variables'>, now: Date): Promise<boolean> {
  const data = { ...reminder, applicantId: recipient.id, email: recipient.email, firstName: recipient.first_name, lastName: recipient.last_name, now: now.toISOString() };
  const { events } = await handleCommand(ctx.store, remindersStream(recipient.id), remindersDecider, { type: 'SendReminder', data }, { retry: true, metadata: { actorRole: 'system' } });
  return events.length > 0;
}

/** "7 días", "48 horas", "6 horas", "45 minutos": the time left until the deadline, as the e-mail's subject says it. */
export function timeLeft(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours >= 72) return `${Math.round(hours / 24)} días`;
  if (hours >= 1.5) return `${Math.round(hours)} horas`;
  if (hours >= 1) return '1 hora';
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
