export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /**
   * Stable id of this message across tries: the Message-ID becomes `<key@sender's domain>`. A copy sent twice (the
   * process died after the server accepted it, before the send was recorded) is then the same message to the mailbox.
   */
  idempotencyKey?: string;
}

/** Sends one message from the configured From address. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Releases pooled connections; call once at shutdown. */
  close(): Promise<void>;
}

/**
 * A message the mail server or the connection refused. `responseCode` is the SMTP reply code when there was one;
 * `permanent` is true for a definitive refusal (5xx), false when the same message may be accepted later
 * (4xx, dropped or refused connection, time-out).
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MailSendError';
  }
}
