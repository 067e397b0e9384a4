import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../../test/support/databases.js';
import { projectorBed, recorded } from '../projector.fixture.js';
import { emailLogsProjector } from './email-logs.projector.js';

describe.each(testDatabases())('email-logs projector ($label)', ({ url }) => {
  const bed = projectorBed(url);
  beforeAll(() => bed.migrate());
  afterAll(() => bed.close());

  it('follows each message from queued to deferred, sent and opened, or failed; batched as event by event, a repeat changes nothing', async () => {
    const [sent, failed] = [`t-${randomUUID()}`, `t-${randomUUID()}`];
    const queued = (trackingId: string) =>
      recorded(`email-${trackingId}`, 0, 'EmailQueued', {
        trackingId,
        stage: 'welcome',
        applicantId: null,
        recipient: { email: 'ana@example.org', first_name: 'Ana', last_name: 'López' },
        queuedAt: '2025-03-01T10:00:00.000Z',
        resendOf: null,
      });
    const events = [
      queued(sent),
      queued(failed),
      recorded(`email-${sent}`, 1, 'EmailDeferred', { trackingId: sent, smtpCode: 421, reason: 'busy', attempt: 1, at: 'x' }),
      recorded(`email-${failed}`, 1, 'EmailFailed', { trackingId: failed, smtpCode: 550, reason: 'no such user', attempt: 1, final: 'permanent', failedAt: 'x' }),
      recorded(`email-${sent}`, 2, 'EmailSent', { trackingId: sent, messageId: '<m@x>', attempt: 2, sentAt: '2025-03-01T10:05:00.000Z' }),
      recorded(`email-${sent}`, 3, 'EmailOpened', { trackingId: sent, openedAt: '2025-03-01T11:00:00.000Z' }),
    ];
    const rows = await bed.projectBothWays(emailLogsProjector, [...events, events[2]], async (client) =>
      (
        await client.query(
          'SELECT tracking_id, status, sent_at, opened_at, failure_code, failure_reason, attempts, message_id, revision FROM read.email_logs WHERE tracking_id = ANY($1) ORDER BY status',
          [[sent, failed]],
        )
      ).rows,
    );
    expect(rows).toEqual([
      { tracking_id: failed, status: 'failed', sent_at: null, opened_at: null, failure_code: 550, failure_reason: 'no such user', attempts: 1, message_id: null, revision: '1' },
      { tracking_id: sent, status: 'sent', sent_at: new Date('2025-03-01T10:05:00.000Z'), opened_at: new Date('2025-03-01T11:00:00.000Z'), failure_code: null, failure_reason: null, attempts: 2, message_id: '<m@x>', revision: '3' },
    ]);
  });
});
