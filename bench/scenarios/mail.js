// Scenario 9: a burst of `application_submitted` e-mails drained through the app's worker to a local SMTP
// peer, and a registration made during the burst whose welcome e-mail (a credential) must not wait behind it.
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

/**
 * Queues `count` application_submitted e-mails exactly as the process manager does (EmailQueued in the store, then the
 * job), `parallel` at a time; `duringBurst(sentSoFar)` runs once they are all queued (the backlog at its largest).
 */
export async function mailBurst({ manager, peer, count, parallel = 20, duringBurst, timeoutMs }) {
  const baseline = peer.accepted;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        const event = {
          id: randomUUID(),
          streamName: `bench-mail-${i}`,
          revision: 0,
          position: '0',
          type: 'ApplicationSubmitted',
          data: { applicantId: randomUUID(), email: `bulk-${i}@example.com`, firstName: 'Ana', lastName: 'Pérez', submittedAt: new Date().toISOString() },
          metadata: {},
          recordedAt: new Date().toISOString(),
        };
        await manager.apply(undefined, [event]);
      }
    }),
  );
  const queuedMs = performance.now() - started;
  const during = await duringBurst(() => peer.accepted - baseline);
  const drained = await peer.until(() => peer.accepted - baseline >= count + 1, timeoutMs);
  return { queuedMs, drainMs: drained ? performance.now() - started : null, sent: peer.accepted - baseline, during };
}
