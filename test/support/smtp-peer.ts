import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Messages accepted, parsed. */
  received: ParsedMail[];
  /** RCPT TO commands seen, refused or not: one per delivery attempt of a single-recipient message. */
  attempts: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free localhost port. `refuse(attempt, recipient)` (attempt 1-based) may answer a RCPT TO
 * with a reply code, as greylisting (4xx) or an unknown mailbox (5xx) would.
 */
export async function startSmtpPeer(refuse: (attempt: number, recipient: string) => SmtpRefusal | undefined = () => undefined): Promise<SmtpPeer> {
  const peer = { received: [] as ParsedMail[], attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse(++peer.attempts, address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          peer.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  let listening = false;
  await new Promise<void>((resolve, reject) => {
    // Once listening, an 'error' is a client's connection reset (the fault tests kill -9 the worker mid-session): the
    // client's doing, which the test judges by what was delivered, not a failure of the peer.
    server.on('error', (error) => listening || reject(error));
    server.listen(0, '127.0.0.1', () => {
      listening = true;
      resolve();
    });
  });
  const { port } = server.server.address() as { port: number };
  return Object.assign(peer, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
