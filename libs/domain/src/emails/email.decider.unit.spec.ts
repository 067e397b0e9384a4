import { givenFor, refusal } from '../shared/decider-spec.fixture.js';
import { ALREADY_RESENT_MESSAGE, type EmailCommand, emailDecider, ONLY_FAILED_RESEND_MESSAGE } from './email.decider.js';
import type { EmailEvent, EmailMessage, EmailQueued } from './email.events.js';

const message: EmailMessage = {
  stage: 'welcome',
  recipient: { email: 'ana@example.ec', first_name: 'Ana', last_name: 'Pérez' },
  applicantId: 'a1',
  variables: { first_name: 'Ana' },
  sealed: { temporary_password: 'sealed' },
};
const queued: EmailQueued = { type: 'EmailQueued', data: { trackingId: 't1', ...message, causationEventId: 'e1', resendOf: null, queuedAt: 'T0' } };
const given = givenFor(emailDecider);
const failure = (over: Partial<Extract<EmailCommand, { type: 'RecordDeliveryFailure' }>['data']> = {}): EmailCommand => ({
  type: 'RecordDeliveryFailure',
  data: { smtpCode: 451, reason: '451 ocupado', attempt: 1, permanent: false, lastAttempt: false, now: 'T1', ...over },
});
const failed: EmailEvent = { type: 'EmailFailed', data: { trackingId: 't1', smtpCode: 550, reason: '550 no existe', attempt: 1, final: 'permanent', failedAt: 'T1' } };

describe('emailDecider', () => {
  it('queues a message once', () => {
    const command: EmailCommand = { type: 'QueueEmail', data: { trackingId: 't1', ...message, causationEventId: 'e1', resendOf: null, now: 'T0' } };
    expect(given().when(command)).toEqual([queued]);
    expect(given(queued).when(command)).toEqual([]);
  });

  it('records the send once', () => {
    const sent = given(queued).when({ type: 'RecordEmailSent', data: { messageId: '<m1>', attempt: 1, now: 'T1' } });
    expect(sent).toEqual([{ type: 'EmailSent', data: { trackingId: 't1', messageId: '<m1>', attempt: 1, sentAt: 'T1' } }]);
    expect(given(queued, ...sent).when({ type: 'RecordEmailSent', data: { messageId: '<m2>', attempt: 2, now: 'T2' } })).toEqual([]);
  });

  it('defers on a temporary refusal, fails on a permanent one or after the last attempt', () => {
    expect(given(queued).when(failure())).toEqual([{ type: 'EmailDeferred', data: { trackingId: 't1', smtpCode: 451, reason: '451 ocupado', attempt: 1, at: 'T1' } }]);
    expect(given(queued).when(failure({ smtpCode: 550, reason: '550 no existe', permanent: true }))).toEqual([failed]);
    expect(given(queued).when(failure({ attempt: 6, lastAttempt: true }))).toEqual([
      { type: 'EmailFailed', data: { trackingId: 't1', smtpCode: 451, reason: '451 ocupado', attempt: 6, final: 'exhausted', failedAt: 'T1' } },
    ]);
    expect(given(queued, failed).when(failure({ permanent: true }))).toEqual([]);
  });

  it('records only the first open', () => {
    const opened = given(queued).when({ type: 'RecordEmailOpen', data: { now: 'T2' } });
    expect(opened).toEqual([{ type: 'EmailOpened', data: { trackingId: 't1', openedAt: 'T2' } }]);
    expect(given(queued, ...opened).when({ type: 'RecordEmailOpen', data: { now: 'T3' } })).toEqual([]);
  });

  it('refuses outcomes for a message that was never queued', () => {
    expect(refusal(() => given().when({ type: 'RecordEmailOpen', data: { now: 'T1' } })).kind).toBe('not_found');
  });

  it('re-sends a failed message once, with the same content', () => {
    const resend: EmailCommand = { type: 'ResendEmail', data: { newTrackingId: 't2', requestedBy: 'u1', now: 'T3' } };
    const events = given(queued, failed).when(resend);
    expect(events).toEqual([{ type: 'EmailResendRequested', data: { trackingId: 't1', newTrackingId: 't2', message, requestedBy: 'u1', requestedAt: 'T3' } }]);
    expect(refusal(() => given(queued, failed, ...events).when(resend))).toMatchObject({ kind: 'conflict', message: ALREADY_RESENT_MESSAGE });
    expect(refusal(() => given(queued).when(resend))).toMatchObject({ kind: 'conflict', message: ONLY_FAILED_RESEND_MESSAGE });
  });
});
