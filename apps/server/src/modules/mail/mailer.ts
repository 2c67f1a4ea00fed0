import type { Database } from '../../db/client';
import { createSmtpTransport } from '../../integrations/mail/smtp-transport';
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
  /** Extra headers (e.g. List-Unsubscribe), recorded with the message and sent with it. */
  headers?: Record<string, string>;
}

export interface SendOptions {
  /**
   * What the message is about, e.g. one booking's confirmation: a message with a key already
   * recorded is not recorded again, nor delivered again once delivered (a retried job).
   */
  dedupeKey?: string;
  /**
   * The message carries a secret (a password reset link): once the SMTP server has taken it, the
   * outbox keeps only its recipient and subject.
   */
  secret?: boolean;
}

/** Sends mail. Every implementation is free to record, queue or deliver; callers only await it. */
export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
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
  /** Whether messages are delivered (SMTP_URL is set); without it they are only recorded. */
  readonly delivers: boolean;
  /** Closes the SMTP transport, if any. */
  close(): void;
}

/**
 * The product's mailer. Every message is first recorded in the mail_outbox table (attachments by
 * name and type only), so a copy survives whatever happens next; with an SMTP URL it is then
 * delivered through the SMTP adapter (integrations/mail) and marked sent. A delivery failure is logged (message id and
 * error, never the body) and rejects, so the job that sends it tries again later; the outbox
 * keeps the message meanwhile.
 */
export function createMailer(options: MailerOptions): OutboxMailer {
  const outbox = createMailRepository(options.db);
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined;
  const { log, from } = options;

  return {
    outbox,
    delivers: transport !== undefined,

    async send(message: MailMessage, { dedupeKey, secret }: SendOptions = {}): Promise<void> {
      const to = message.to.trim();
      if (to === '') throw new Error('A mail message needs a recipient.');
      const attachments = message.attachments ?? [];
      const recorded = await outbox.record({
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
        dedupeKey: dedupeKey ?? null,
        headers: message.headers ?? null,
      });
      if (!transport) {
        log.info(
          { mailId: recorded.id, attachments: attachments.length },
          'mail recorded in outbox',
        );
        return;
      }
      if (recorded.sentAt) return;
      try {
        const info = await transport.deliver({
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
          ...(message.headers ? { headers: message.headers } : {}),
        });
        await outbox.markSent(recorded.id, { redact: secret ?? false });
        log.info(
          { mailId: recorded.id, messageId: info.messageId, attachments: attachments.length },
          'mail sent',
        );
      } catch (err) {
        // The SMTP server's words can quote the recipient: only its codes are logged.
        const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
        log.error(
          { mailId: recorded.id, smtp: { code, responseCode } },
          'mail delivery failed; the message is kept in the outbox',
        );
        throw new MailDeliveryError(recorded.id);
      }
    },

    close(): void {
      transport?.close();
    },
  };
}

/** The SMTP server did not take a recorded message (it stays in the outbox). */
export class MailDeliveryError extends Error {
  constructor(readonly mailId: string) {
    super(`mail ${mailId} could not be delivered`);
    this.name = 'MailDeliveryError';
  }
}
