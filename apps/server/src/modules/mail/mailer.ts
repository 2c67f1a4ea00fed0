import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { createMailRepository, type MailRepository } from './repository';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends mail. Every implementation is free to record, queue or deliver; callers only await it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of a pino/Fastify logger the mailer uses (app.log fits). */
export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerOptions {
  db: Database;
  /** A nodemailer transport URL (smtp:// or smtps://); unset, mail is only recorded in the outbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. 'Sunward Holidays <bookings@sunwardholidays.co.uk>'. */
  from: string;
  log: MailLog;
}

export interface OutboxMailer extends Mailer {
  /** The outbox every message is recorded in (for the /dev/mail viewer). */
  readonly outbox: MailRepository;
  /** Closes the SMTP transport, if any. */
  close(): void;
}

/**
 * The product's mailer. Every message is first recorded in the mail_outbox table (attachments by
 * name and type only), so a copy survives whatever happens next; with an SMTP URL it is then
 * delivered through nodemailer. A delivery failure is logged (message id and error, never the
 * body) and does not reject: the booking that sent it has already happened, and the outbox holds
 * the message. Recording failure (the database) does reject.
 */
export function createMailer(options: MailerOptions): OutboxMailer {
  const outbox = createMailRepository(options.db);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const { log, from } = options;

  return {
    outbox,

    async send(message: MailMessage): Promise<void> {
      const to = message.to.trim();
      if (to === '') throw new Error('A mail message needs a recipient.');
      const attachments = message.attachments ?? [];
      const recorded = await outbox.insert({
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
      });
      if (!transport) {
        log.info(
          { mailId: recorded.id, attachments: attachments.length },
          'mail recorded in outbox',
        );
        return;
      }
      try {
        const info = await transport.sendMail({
          from,
          to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        log.info(
          { mailId: recorded.id, messageId: info.messageId, attachments: attachments.length },
          'mail sent',
        );
      } catch (err) {
        log.error(
          { mailId: recorded.id, err: err instanceof Error ? { message: err.message } : err },
          'mail delivery failed; the message is kept in the outbox',
        );
      }
    },

    close(): void {
      transport?.close();
    },
  };
}
