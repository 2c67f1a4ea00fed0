import { parseBookingReference } from '@sunward/contracts/booking-reference';
import { z } from 'zod';

export const contactMessages = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  emailFormat: 'Please enter a valid email address',
  reference: 'Booking references are two letters and six digits, e.g. HH123456',
  subject: 'Please choose what your message is about',
  message: 'Please enter your message',
  messageLength: 'Please tell us a little more (at least 10 characters)',
  thanks: 'Thank you for your message. Our team will reply by e-mail within 24 hours.',
  failed: 'Sorry, we could not send your message. Please try again, or call us.',
} as const;

export const CONTACT_SUBJECTS = [
  'A new holiday',
  'An existing booking',
  'Payments',
  'Special assistance',
  'Something else',
] as const;

export const contactForm = z.object({
  name: z.string().trim().min(1, contactMessages.name),
  email: z.string().trim().min(1, contactMessages.email).pipe(z.email(contactMessages.emailFormat)),
  phone: z.string().trim(),
  bookingReference: z
    .string()
    .trim()
    .refine((v) => v === '' || parseBookingReference(v) !== null, contactMessages.reference)
    .transform((v) => parseBookingReference(v) ?? ''),
  subject: z.string().refine((v) => (CONTACT_SUBJECTS as readonly string[]).includes(v), {
    message: contactMessages.subject,
  }),
  message: z.string().trim().min(1, contactMessages.message).min(10, contactMessages.messageLength),
});
export type ContactForm = z.infer<typeof contactForm>;

/** Sends a contact message. A real sender (a mail or helpdesk API) is an adapter of this. */
export interface ContactSender {
  send: (form: ContactForm) => Promise<void>;
}

/** The contact form's send takes 1.5 s. */
export const CONTACT_SEND_MS = 1500;

/**
 * The contact form as the site runs it today: it makes no call; the message is accepted after a
 * 1.5 s pause (the wait is injected so tests run on fake timers).
 */
export function simulatedContactSender(
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): ContactSender {
  return { send: () => wait(CONTACT_SEND_MS) };
}
