import type { Decider } from '../shared/decider.js';
import { DomainError } from '../shared/domain-error.js';
import type { EmailStatus } from './email-stage.js';
import type { EmailEvent, EmailMessage, EmailQueued } from './email.events.js';

export const EMAIL_NOT_FOUND_MESSAGE = 'El registro de correo no existe';
export const ONLY_FAILED_RESEND_MESSAGE = 'Solo se puede reenviar un correo fallido';
export const ALREADY_RESENT_MESSAGE = 'Este correo ya fue reenviado';

export interface EmailState {
  status: EmailStatus | 'none';
  queued?: EmailQueued['data'];
  messageId?: string;
  opened: boolean;
  resentAs?: string;
}

export type QueueEmail = { type: 'QueueEmail'; data: EmailMessage & { trackingId: string; causationEventId: string; resendOf: string | null; now: string } };
export type RecordEmailSent = { type: 'RecordEmailSent'; data: { messageId: string; attempt: number; now: string } };
/** `lastAttempt`: no retry follows, so a temporary refusal becomes a failure too. */
export type RecordDeliveryFailure = { type: 'RecordDeliveryFailure'; data: { smtpCode: number | null; reason: string; attempt: number; permanent: boolean; lastAttempt: boolean; now: string } };
export type RecordEmailOpen = { type: 'RecordEmailOpen'; data: { now: string } };
export type ResendEmail = { type: 'ResendEmail'; data: { newTrackingId: string; requestedBy: string | null; now: string } };

export type EmailCommand = QueueEmail | RecordEmailSent | RecordDeliveryFailure | RecordEmailOpen | ResendEmail;

const messageOf = ({ stage, recipient, applicantId, variables, sealed }: EmailMessage): EmailMessage => ({ stage, recipient, applicantId, variables, sealed });

/** One message's life, stream `email-{trackingId}`. Recording the same outcome twice is a no-op, so the job may retry freely. */
export const emailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  initialState: () => ({ status: 'none', opened: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'EmailQueued':
        return { ...state, status: 'pending', queued: event.data };
      case 'EmailSent':
        return { ...state, status: 'sent', messageId: event.data.messageId };
      case 'EmailDeferred':
        return state;
      case 'EmailFailed':
        return { ...state, status: 'failed' };
      case 'EmailOpened':
        return { ...state, opened: true };
      case 'EmailResendRequested':
        return { ...state, resentAs: event.data.newTrackingId };
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'QueueEmail') {
      if (state.status !== 'none') return [];
      const { now, trackingId, causationEventId, resendOf } = command.data;
      return [{ type: 'EmailQueued', data: { trackingId, ...messageOf(command.data), causationEventId, resendOf, queuedAt: now } }];
    }
    if (state.status === 'none' || !state.queued) throw new DomainError('not_found', EMAIL_NOT_FOUND_MESSAGE);
    const { trackingId } = state.queued;
    switch (command.type) {
      case 'RecordEmailSent': {
        if (state.status === 'sent') return [];
        const { messageId, attempt, now } = command.data;
        return [{ type: 'EmailSent', data: { trackingId, messageId, attempt, sentAt: now } }];
      }
      case 'RecordDeliveryFailure': {
        if (state.status !== 'pending') return [];
        const { smtpCode, reason, attempt, permanent, lastAttempt, now } = command.data;
        if (!permanent && !lastAttempt) return [{ type: 'EmailDeferred', data: { trackingId, smtpCode, reason, attempt, at: now } }];
        return [{ type: 'EmailFailed', data: { trackingId, smtpCode, reason, attempt, final: permanent ? 'permanent' : 'exhausted', failedAt: now } }];
      }
      case 'RecordEmailOpen':
        return state.opened ? [] : [{ type: 'EmailOpened', data: { trackingId, openedAt: command.data.now } }];
      case 'ResendEmail': {
        if (state.resentAs) throw new DomainError('conflict', ALREADY_RESENT_MESSAGE);
        if (state.status !== 'failed') throw new DomainError('conflict', ONLY_FAILED_RESEND_MESSAGE);
        const { newTrackingId, requestedBy, now } = command.data;
        return [{ type: 'EmailResendRequested', data: { trackingId, newTrackingId, message: messageOf(state.queued), requestedBy, requestedAt: now } }];
      }
      default: {
        const exhaustive: never = command;
        throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
      }
    }
  },
};
