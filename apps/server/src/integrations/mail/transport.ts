/**
 * The mail boundary (docs/design.md §1): what the product needs from whoever delivers its e-mail.
 * The product records every message in its outbox first (modules/mail); a transport only delivers.
 * The real adapter is SMTP (./smtp-transport.ts); another provider is another adapter.
 */

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutgoingAttachment[];
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /**
   * Delivers one message; resolves with the provider's message id once it is accepted. A refusal
   * rejects with the provider's error (its codes may be logged, its words may quote the recipient).
   */
  deliver(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}
