import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './transport';

/** The SMTP adapter: a nodemailer transport URL (smtp:// or smtps://). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail: OutgoingMail) {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}
