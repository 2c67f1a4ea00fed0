import type { SiteConfig } from '@sunward/contracts/site';
import { formatLondonDateTime, formatLongDate } from '../../lib/dates';
import { html, safeHttpUrl } from '../../lib/html';
import { formatPoundsAndPence } from '../../lib/money';
import type { ReceiptMailer } from '../bookings/service';
import { buttonRow, emailFrame, paragraph } from './layout';
import type { Mailer } from './mailer';

/** What a receipt says: the bookings module's port, which this module fills. */
type ReceiptMailInput = Parameters<ReceiptMailer['send']>[0];

/**
 * The receipt of a payment towards a booking: what was paid and when, what the holiday costs,
 * what has been paid and what is left, and the next payment due. Sent once per payment.
 */
export function createReceiptMail(deps: { mailer: Mailer; site: SiteConfig; publicUrl: string }) {
  const { site } = deps;
  return {
    async send(input: ReceiptMailInput): Promise<void> {
      const amount = formatPoundsAndPence(input.amountPence);
      const subject = `Payment received for booking ${input.reference}: ${amount}`;
      const rows: [string, string][] = [
        ['Booking reference', input.reference],
        ['Amount paid', amount],
        ['Paid on', formatLondonDateTime(input.paidAt.toISOString())],
        ['Method', 'Credit/Debit Card'],
        ['Holiday total', formatPoundsAndPence(input.totalPence)],
        ['Paid so far', formatPoundsAndPence(input.paidPence)],
        ['Remaining balance', formatPoundsAndPence(input.remainingPence)],
      ];
      const lines = [
        `Thank you: we have received your payment of ${amount} towards your holiday at ${input.hotelName}.`,
        input.remainingPence === 0
          ? 'Your holiday is now paid in full. We will send your updated booking confirmation separately.'
          : input.next
            ? `Your next payment: ${input.next.description}, ${formatPoundsAndPence(input.next.amountDuePence)} due on ${formatLongDate(input.next.dueDate)}. You can pay it, or any other amount, at any time at no charge.`
            : 'You can pay any amount towards your balance at any time at no charge.',
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
            ...rows.map(([label, value]) => `${label}: ${value}`),
            '',
            `Your booking: ${url}`,
          ].join('\n'),
          html: emailFrame({
            site,
            title: 'Payment received',
            preheader: subject,
            reason: `a booking was made with ${site.brandName} using this address`,
            content: html`${paragraph(`Dear ${input.name},`)} ${lines.map((l) => paragraph(l))}
              <table
                role="presentation"
                cellpadding="6"
                cellspacing="0"
                style="border-collapse:collapse;margin:8px 0 16px"
              >
                ${rows.map(
                  ([label, value]) =>
                    html`<tr>
                      <td style="color:#475569">${label}</td>
                      <td style="font-weight:bold">${value}</td>
                    </tr>`,
                )}
              </table>
              ${buttonRow('View your booking', url)}`,
          }).value,
        },
        { dedupeKey: `receipt:${input.paymentId}` },
      );
    },
  };
}
export type ReceiptMail = ReturnType<typeof createReceiptMail>;
