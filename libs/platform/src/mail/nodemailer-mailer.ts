import type { NodemailerError, Transporter } from 'nodemailer';
import { MailSendError, type MailMessage, type Mailer } from './mailer.js';

/** Sends through a nodemailer transporter; `deliver` lets a transport do something with the result (e.g. write it). */
export class NodemailerMailer<Info extends { messageId: string }> implements Mailer {
  constructor(
    private readonly transporter: Transporter<Info>,
    private readonly from: string,
    private readonly deliver: (info: Info) => Promise<void> = async () => undefined,
  ) {}

  async send({ idempotencyKey, ...message }: MailMessage): Promise<{ messageId: string }> {
    const messageId = idempotencyKey && `<${idempotencyKey}@${senderDomain(this.from)}>`;
    let info: Info;
    try {
      info = await this.transporter.sendMail({ from: this.from, ...message, ...(messageId ? { messageId } : {}) });
    } catch (error) {
      throw toMailSendError(error as NodemailerError);
    }
    await this.deliver(info);
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

/** The domain of a From address such as `Becas <becas@example.org>`. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

function toMailSendError(error: NodemailerError): MailSendError {
  // nodemailer sets `permanent` only from an SMTP reply (5xx except 503); errors without a reply are connection trouble.
  return new MailSendError(error.message, error.permanent === true, error.responseCode, { cause: error });
}
