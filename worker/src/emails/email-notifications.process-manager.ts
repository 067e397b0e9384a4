import type { ApplicantPasswordChanged, ApplicantPasswordReset, ApplicantPasswordResetRequested, ApplicantRegistered } from '@postula/domain';
import { QueueName, type KitQueue, type Projector, type QueueKit, type RecordedEvent } from '@postula/platform';
import { SendEmailJob, type SendEmailJobData } from './send-email.job.js';

type EmailFor = (event: RecordedEvent) => SendEmailJobData;

const dateTime = new Intl.DateTimeFormat('es-EC', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Guayaquil' });
const when = (iso: string) => `${dateTime.format(new Date(iso))} (hora de Ecuador)`;
const data = <E extends { data: object }>(event: RecordedEvent) => event.data as unknown as E['data'];

/** Which events notify the applicant, and with what. */
const emails: Record<string, EmailFor> = {
  ApplicantRegistered: (event) => {
    const d = data<ApplicantRegistered>(event);
    return { to: d.email, stage: 'welcome', variables: { first_name: d.first_name, email: d.email }, sealed: { temporary_password: d.sealedTemporaryPassword } };
  },
  ApplicantPasswordChanged: (event) => {
    const d = data<ApplicantPasswordChanged>(event);
    return { to: d.email, stage: 'password_change', variables: { first_name: d.first_name, changed_at: when(d.changedAt) } };
  },
  ApplicantPasswordReset: (event) => {
    const d = data<ApplicantPasswordReset>(event);
    return { to: d.email, stage: 'password_change', variables: { first_name: d.first_name, changed_at: when(d.resetAt) } };
  },
  ApplicantPasswordResetRequested: (event) => {
    const d = data<ApplicantPasswordResetRequested>(event);
    return { to: d.email, stage: 'password_reset', variables: { first_name: d.first_name }, sealed: { reset_token: d.sealedResetToken } };
  },
};

/**
 * Turns events into e-mail jobs, from its own checkpoint (run by the projection runner, like a read model).
 * The job id is the event id, so a replay or a restart after a crash between enqueue and checkpoint sends nothing twice.
 */
export function emailNotificationsProcessManager(queues: QueueKit): Projector {
  let queue: KitQueue<SendEmailJobData> | undefined;
  return {
    name: 'email_notifications',
    tables: [],
    handles: Object.keys(emails),
    async apply(_client, event) {
      queue ??= queues.createQueue<SendEmailJobData>(QueueName.Emails);
      await queue.add(SendEmailJob.name, emails[event.type](event), { jobId: event.id });
    },
  };
}
