import type { SiteConfig } from '@sunward/contracts/site';
import { formatLongDate } from '../../lib/dates';
import { html, safeHttpUrl } from '../../lib/html';
import { formatPoundsAndPence } from '../../lib/money';
import { buttonRow, emailFrame, paragraph } from './layout';
import type { ReminderMailer } from '../bookings/service';
import type { Mailer } from './mailer';

/** What a reminder says: the bookings module's port, which this module fills. */
type ReminderMailInput = Parameters<ReminderMailer['send']>[0];

/**
 * Instalment reminders: 14 and 3 days before a payment falls due, and the day after it was missed,
 * with a link to pay on the booking's payment tab. Each is sent once per instalment and kind.
 */
export function createReminderMail(deps: { mailer: Mailer; site: SiteConfig; publicUrl: string }) {
  const { site } = deps;
  return {
    async send(input: ReminderMailInput): Promise<void> {
      const amount = formatPoundsAndPence(input.amountDuePence);
      const due = formatLongDate(input.dueDate);
      const overdue = input.kind === 'overdue';
      const subject = overdue
        ? `Your payment for booking ${input.reference} is overdue`
        : `Your next payment for booking ${input.reference} is due on ${due}`;
      const lines = overdue
        ? [
            `${input.description} of ${amount} for your holiday at ${input.hotelName} was due on ${due} and we have not received it yet.`,
            `Please pay it as soon as you can, or call us on ${site.phone} if you need help: your booking may otherwise be cancelled under its terms.`,
          ]
        : [
            `${input.description} of ${amount} for your holiday at ${input.hotelName} is due on ${due}.`,
            'You can pay it now, or any other amount, at no charge from your booking.',
          ];
      const url = safeHttpUrl(`${deps.publicUrl}/account/booking/${input.reference}/payment`);
      await deps.mailer.send(
        {
          to: input.to,
          subject,
          text: [
            site.brandName,
            '',
            `Dear ${input.name},`,
            '',
            ...lines,
            '',
            `Pay now: ${url}`,
          ].join('\n'),
          html: emailFrame({
            site,
            title: overdue ? 'Your payment is overdue' : 'Your next payment',
            preheader: subject,
            reason: `a booking was made with ${site.brandName} using this address`,
            content: html`${paragraph(`Dear ${input.name},`)} ${lines.map((l) => paragraph(l))}
            ${buttonRow('Pay now', url)}`,
          }).value,
        },
        { dedupeKey: `reminder:${input.instalmentId}:${input.kind}` },
      );
    },
  };
}
export type ReminderMail = ReturnType<typeof createReminderMail>;
