// Scenario 9: a burst of `application_submitted` e-mails drained through the app's worker to a local SMTP
// peer, and a registration made during the burst whose welcome e-mail (a credential) must not wait behind it.
// Scenario 9b: the same with deadline reminders, thousands of which come due at one moment.
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';

/** A real SMTP peer that counts what it accepts, by recipient, without parsing the bodies. */
export async function startMailCounter() {
  const arrivals = new Map();
  let accepted = 0;
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted++;
        for (const rcpt of session.envelope.rcptTo) arrivals.set(rcpt.address.toLowerCase(), performance.now());
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const until = (probe, timeoutMs) =>
    new Promise((resolve) => {
      const check = () => {
        if (!probe()) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        resolve(false);
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    get accepted() {
      return accepted;
    },
    arrivedAt: (email) => arrivals.get(email.toLowerCase()),
    until,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The event of one bulk e-mail of the burst: an application sent, by default. */
export const submittedEvent = (i) => ({
  type: 'ApplicationSubmitted',
  data: { applicantId: randomUUID(), email: `bulk-${i}@example.com`, firstName: 'Ana', lastName: 'Pérez', submittedAt: new Date().toISOString() },
});

/** A deadline reminder as the reminders' sweep records it (ReminderDue on the applicant's reminder stream). */
export const reminderEvent = (i) => ({
  type: 'ReminderDue',
  data: {
    applicantId: randomUUID(),
    email: `reminder-${i}@example.com`,
    firstName: 'Ana',
    lastName: 'Pérez',
    stage: 'deadline_reminder',
    key: 'deadline:bench:PT48H',
    dueAt: new Date().toISOString(),
    decidedAt: new Date().toISOString(),
    variables: {
      first_name: 'Ana',
      deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      time_left: '48 horas',
      items: [
        { text: 'Paso 4: Referencias personales', url: 'http://localhost:3000/#/formulario/4' },
        { text: 'Paso 9: Finalizar postulación', url: 'http://localhost:3000/#/formulario/9' },
      ],
      opt_out_url: 'http://localhost:3000/#/recordatorios/baja?token=bench',
    },
  },
});

/**
 * Queues `count` bulk e-mails (`eventOf(i)`: application_submitted by default) exactly as the process manager does
 * (EmailQueued in the store, then the job), `parallel` at a time; `duringBurst(sentSoFar)` runs once they are all queued
 * (the backlog at its largest).
 */
export async function mailBurst({ manager, peer, count, parallel = 20, duringBurst, timeoutMs, eventOf = submittedEvent }) {
  const baseline = peer.accepted;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        const event = { id: randomUUID(), streamName: `bench-mail-${i}`, revision: 0, position: '0', ...eventOf(i), metadata: {}, recordedAt: new Date().toISOString() };
        await manager.apply(undefined, [event]);
      }
    }),
  );
  const queuedMs = performance.now() - started;
  const during = await duringBurst(() => peer.accepted - baseline);
  const drained = await peer.until(() => peer.accepted - baseline >= count + 1, timeoutMs);
  return { queuedMs, drainMs: drained ? performance.now() - started : null, sent: peer.accepted - baseline, during };
}
