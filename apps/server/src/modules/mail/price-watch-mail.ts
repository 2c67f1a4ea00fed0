import type { SiteConfig } from '@sunward/contracts/site';
import { formatLongDate } from '../../lib/dates';
import { html, safeHttpUrl } from '../../lib/html';
import { holidayTypeLabel } from '../../lib/labels';
import { formatPoundsAndPence } from '../../lib/money';
import type { PriceWatchMailer, WatchMailInput } from '../prices/watches';
import { buttonRow, emailFrame, paragraph } from './layout';
import type { Mailer } from './mailer';

/** 'Hotel Sol, Alcudia, Majorca: 7 nights from Saturday 12 June 2027, 2 adults (Flight + hotel package)'. */
function holidayLine(input: WatchMailInput): string {
  const where = input.location ? `${input.hotelName}, ${input.location}` : input.hotelName;
  return `${where}: ${String(input.nights)} nights from ${formatLongDate(input.checkIn)}, ${input.guests} (${holidayTypeLabel(input.type)})`;
}

/**
 * The price watch's e-mails: the link that starts a guest's watch (double opt-in), and the alert
 * that its price dropped, with one-click unsubscribe (RFC 8058 headers, and a link in the text).
 */
export function createPriceWatchMail(deps: { mailer: Mailer; site: SiteConfig }): PriceWatchMailer {
  const { site } = deps;
  return {
    async confirm(input) {
      const url = safeHttpUrl(input.confirmUrl);
      const holiday = holidayLine(input);
      const subject = `Please confirm: watch the price of ${input.hotelName}`;
      const lines = [
        `You asked us to e-mail you when the price of this holiday drops: ${holiday}.`,
        'Please confirm that this is your address: we send nothing until you do. The link works for 48 hours.',
        'If you did not ask for this, ignore this e-mail and we will not write again.',
      ];
      await deps.mailer.send(
        {
          to: input.to,
          subject,
          text: [site.brandName, '', ...lines, '', `Confirm: ${url}`].join('\n'),
          html: emailFrame({
            site,
            title: 'Confirm your price watch',
            preheader: subject,
            reason: `someone asked ${site.brandName} to watch a holiday's price for this address`,
            content: html`${lines.map((l) => paragraph(l))}
            ${buttonRow('Confirm my price watch', url)}`,
          }).value,
        },
        { dedupeKey: `price-watch-confirm:${input.watchId}`, secret: true },
      );
    },

    async alert(input) {
      const from = formatPoundsAndPence(input.fromPence);
      const to = formatPoundsAndPence(input.toPence);
      const saving = formatPoundsAndPence(input.fromPence - input.toPence);
      const subject = `Price drop: ${input.hotelName} is now ${to}`;
      const view = safeHttpUrl(input.holidayUrl);
      const stop = safeHttpUrl(input.unsubscribeUrl);
      const lines = [
        `The price of the holiday you are watching has dropped from ${from} to ${to}, ${saving} less.`,
        holidayLine(input),
        'Prices change with availability: this is the price when we checked, and it is only yours once you book.',
      ];
      await deps.mailer.send(
        {
          to: input.to,
          subject,
          text: [
            site.brandName,
            '',
            ...lines,
            '',
            `View this holiday: ${view}`,
            '',
            `Stop these e-mails: ${stop}`,
          ].join('\n'),
          html: emailFrame({
            site,
            title: 'The price has dropped',
            preheader: subject,
            reason: `you asked ${site.brandName} to watch this holiday's price`,
            content: html`${lines.map((l) => paragraph(l))} ${buttonRow('View this holiday', view)}
            ${paragraph(html`<a href="${stop}">Stop these e-mails</a>`, true)}`,
          }).value,
          headers: {
            'List-Unsubscribe': `<${input.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        { dedupeKey: `price-watch-alert:${input.watchId}:${input.day}` },
      );
    },
  };
}
