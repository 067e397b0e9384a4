import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { freePort } from '../database/index.js';
import { startSmtpPeer, type SmtpPeer } from '../../../../test/support/smtp-peer.js';
import { createMailer } from './create-mailer.js';
import { MailSendError } from './mailer.js';

const mailFrom = 'Becas de Inglés <becas@postula.test>';
const message = {
  to: 'maria.quispe@example.ec',
  subject: 'Confirmación de postulación',
  html: '<p>Hola María, recibimos tu postulación a la beca de inglés.</p>',
  text: 'Hola María, recibimos tu postulación a la beca de inglés.',
  headers: { 'X-Postula-Tracking': 'trk-1' },
};

describe('mailer without SMTP_URL', () => {
  let varDir: string;
  beforeEach(async () => {
    varDir = await mkdtemp(join(tmpdir(), 'postula-mail-'));
  });
  afterEach(() => rm(varDir, { recursive: true, force: true }));

  it('writes each message as a parseable .eml file under <varDir>/mail', async () => {
    const mailer = createMailer({ varDir, mailFrom });
    const { messageId } = await mailer.send(message);
    await mailer.close();

    const files = await readdir(join(varDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(varDir, 'mail', files[0])));
    expect(mail.messageId).toBe(messageId);
    expect(mail.from?.value).toEqual([{ name: 'Becas de Inglés', address: 'becas@postula.test' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('maria.quispe@example.ec');
    expect(mail.subject).toBe('Confirmación de postulación');
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.html).toContain('recibimos tu postulación');
    expect(mail.headers.get('x-postula-tracking')).toBe('trk-1');
  });

  it('gives every try of one message the same Message-ID, made from its idempotency key and the sender\'s domain', async () => {
    const mailer = createMailer({ varDir, mailFrom });
    const tries = [await mailer.send({ ...message, idempotencyKey: 'trk-1' }), await mailer.send({ ...message, idempotencyKey: 'trk-1' })];
    await mailer.close();
    expect(tries.map((t) => t.messageId)).toEqual(['<trk-1@postula.test>', '<trk-1@postula.test>']);
  });
});

describe('mailer over SMTP', () => {
  let peer: SmtpPeer | undefined;
  afterEach(() => peer?.close());

  const sendThrough = async (url: string) => {
    const mailer = createMailer({ smtpUrl: url, mailFrom, varDir: tmpdir() });
    try {
      return await mailer.send(message);
    } finally {
      await mailer.close();
    }
  };

  it('delivers to the SMTP server', async () => {
    peer = await startSmtpPeer();
    await sendThrough(peer.url);
    expect(peer.received.map((m) => m.subject)).toEqual(['Confirmación de postulación']);
  });

  it('reports a 4xx refusal as temporary, with its code', async () => {
    peer = await startSmtpPeer(() => ({ code: 451, message: '4.7.1 Inténtelo más tarde' }));
    const error = await sendThrough(peer.url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ responseCode: 451, permanent: false });
  });

  it('reports a 5xx refusal as permanent, with its code and reason', async () => {
    peer = await startSmtpPeer(() => ({ code: 550, message: '5.1.1 El buzón no existe' }));
    const error = await sendThrough(peer.url).catch((e: unknown) => e);
    expect(error).toMatchObject({ responseCode: 550, permanent: true });
    expect((error as Error).message).toContain('5.1.1 El buzón no existe');
  });

  it('reports an unreachable server as temporary', async () => {
    const error = await sendThrough(`smtp://127.0.0.1:${await freePort()}`).catch((e: unknown) => e);
    expect(error).toMatchObject({ permanent: false, responseCode: undefined });
  });
});
