import type { BookingConfirmation } from '@sunward/contracts/bookings';
import type { SiteConfig } from '@sunward/contracts/site';
import { documentsFor } from '../documents/documents';
import { holidayTypeLabel, passengerName } from '../../lib/labels';
import { html, safeHttpUrl, type SafeHtml } from '../../lib/html';
import { formatLondonDateTime, formatLongDate, formatTravelDate } from '../../lib/dates';
import { formatPoundsAndPence } from '../../lib/money';
import { localTaxRows } from '../../lib/local-tax';
import { C, emailFrame, FONT, paragraph } from './layout';

export interface BookingEmail {
  subject: string;
  text: string;
  html: string;
}

type Row = readonly [label: string, value: string];

function headlineFor(
  booking: BookingConfirmation,
  brand: string,
  update?: 'paid-in-full' | 'amended',
) {
  if (update === 'amended' && booking.status === 'Confirmed') {
    return {
      subject: `Your ${brand} booking ${booking.reference} has been amended: updated confirmation`,
      heading: 'Your booking has been amended',
      intro: `As agreed with our team, we have updated your booking. Here is your updated confirmation with its documents: please check every detail, and that every name matches the passport it will travel on.`,
    };
  }
  if (update === 'paid-in-full' && booking.status !== 'Cancelled') {
    return {
      subject: `Your ${brand} booking ${booking.reference} is paid in full: updated confirmation`,
      heading: 'Your holiday is paid in full',
      intro: `Thank you: we have received your final payment and your holiday is now paid in full. Here is your updated booking confirmation, with nothing left to pay.`,
    };
  }
  switch (booking.status) {
    case 'Confirmed':
      return {
        subject: `Your ${brand} booking ${booking.reference} is confirmed`,
        heading: 'Your holiday is booked',
        intro: `Thank you for booking with ${brand}. Your booking is confirmed: please check the details below, and that every name matches the passport it will travel on.`,
      };
    case 'Awaiting airline confirmation':
      return {
        subject: `Your ${brand} booking ${booking.reference}: awaiting airline confirmation`,
        heading: 'Your booking is in, awaiting airline confirmation',
        intro: `Thank you for booking with ${brand}. Your payment has been received. ${booking.flights?.outbound.airline ?? 'The airline'} asks you to confirm your flight details on its own page before your booking is complete: open your booking below and choose Confirm. We will e-mail your documents as soon as it is done.`,
      };
    case 'Cancelled':
      return {
        subject: `Your ${brand} booking ${booking.reference} has been cancelled`,
        heading: 'Your booking has been cancelled',
        intro: booking.cancellation
          ? `Your booking with ${brand} has been cancelled. The cancellation charge is ${formatPoundsAndPence(booking.cancellation.chargePence)}${booking.cancellation.refundDuePence > 0 ? ` and we are refunding ${formatPoundsAndPence(booking.cancellation.refundDuePence)} to the card you paid with by ${formatLongDate(booking.cancellation.refundDueBy)}` : ''}. Your cancellation confirmation is attached. If you did not expect this, please call us.`
          : `Your booking with ${brand} has been cancelled. If you did not expect this, please call us.`,
      };
  }
}

function stayRows(b: BookingConfirmation): Row[] {
  return [
    ['Hotel', b.hotel.name],
    ['Address', b.hotel.address],
    ['Destination', b.hotel.destinationName],
    ['Check-in', formatTravelDate(b.hotel.checkIn)],
    ['Check-out', formatTravelDate(b.hotel.checkOut)],
    ['Nights', String(b.hotel.nights)],
    ['Room', b.hotel.roomType],
    ['Board basis', b.hotel.boardBasis],
    ['Guests', b.guests],
  ];
}

function flightRows(b: BookingConfirmation): Row[] {
  if (!b.flights) return [];
  return (
    [
      ['Outbound', b.flights.outbound],
      ['Return', b.flights.inbound],
    ] as const
  ).map(([label, leg]) => [
    label,
    `${formatTravelDate(leg.date)}: ${leg.airline} ${leg.flightNo}, ${leg.from} ${leg.departureTime} to ${leg.to} ${leg.arrivalTime}`,
  ]);
}

function transferRows(b: BookingConfirmation): Row[] {
  if (!b.transfers) return [];
  return [
    ['Transfer', b.transfers.type],
    ['Outbound collection', b.transfers.outboundCollection],
    ['Return collection', b.transfers.inboundCollection],
    ['Distance', b.transfers.distance],
    ['Journey time', b.transfers.duration],
  ];
}

function paymentRows(b: BookingConfirmation): Row[] {
  if (b.cancellation) {
    return [
      ['Holiday price', formatPoundsAndPence(b.payment.totalCost)],
      ['Paid', formatPoundsAndPence(b.cancellation.paidPence)],
      ['Cancellation charge', formatPoundsAndPence(b.cancellation.chargePence)],
      ['Refund due', formatPoundsAndPence(b.cancellation.refundDuePence)],
    ];
  }
  return [
    ['Total cost', formatPoundsAndPence(b.payment.totalCost)],
    // The tourist tax payable at the hotel beside the price (not charged by us).
    ...(b.localTax ? localTaxRows(b.localTax, b.payment.totalCost) : []),
    ['Paid so far', formatPoundsAndPence(b.payment.paid)],
    ['Remaining balance', formatPoundsAndPence(b.payment.remainingBalance)],
    ['Payment plan', b.payment.planName],
  ];
}

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** 'booking confirmation, ATOL certificate and accommodation voucher'. */
function documentList(titles: readonly string[]): string {
  return listFormat.format(titles.map((t) => t.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())));
}

// ---------------------------------------------------------------------------------------------
// HTML pieces (every value goes through the escaping `html` tag)

function heading(text: string): SafeHtml {
  return html`<tr>
    <td
      style="padding:28px 0 8px;font-family:${FONT};font-size:18px;font-weight:bold;color:${C.brand};border-bottom:1px solid ${C.rule};"
    >
      ${text}
    </td>
  </tr>`;
}

function rowsTable(rows: readonly Row[]): SafeHtml {
  return html`<tr>
    <td style="padding:8px 0 0;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
        ${rows.map(
          ([label, value]) =>
            html`<tr>
              <td
                width="38%"
                valign="top"
                style="padding:5px 12px 5px 0;font-family:${FONT};font-size:14px;color:${C.muted};"
              >
                ${label}
              </td>
              <td
                valign="top"
                style="padding:5px 0;font-family:${FONT};font-size:14px;font-weight:bold;color:${C.text};"
              >
                ${value}
              </td>
            </tr>`,
        )}
      </table>
    </td>
  </tr>`;
}

function dataTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  rightAligned: readonly number[] = [],
): SafeHtml {
  const align = (i: number) => (rightAligned.includes(i) ? 'right' : 'left');
  return html`<tr>
    <td style="padding:10px 0 0;">
      <table
        width="100%"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="border-collapse:collapse;"
      >
        <thead>
          <tr>
            ${headers.map(
              (h, i) =>
                html`<th
                  scope="col"
                  align="${align(i)}"
                  style="padding:7px 8px;background:#eef3f8;border-bottom:2px solid ${C.brand};font-family:${FONT};font-size:13px;color:${C.brand};text-align:${align(i)};"
                >
                  ${h}
                </th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) =>
              html`<tr>
                ${row.map(
                  (cell, i) =>
                    html`<td
                      align="${align(i)}"
                      style="padding:7px 8px;border-bottom:1px solid ${C.rule};font-family:${FONT};font-size:14px;color:${C.text};text-align:${align(i)};"
                    >
                      ${cell}
                    </td>`,
                )}
              </tr>`,
          )}
        </tbody>
      </table>
    </td>
  </tr>`;
}

/**
 * The e-mail sent when a booking is made: subject, a table-based HTML body that renders in every
 * mail client (inline styles, no scripts, no external CSS) and the same content as plain text.
 * `links.bookingUrl` is where the customer sees the booking (and downloads its documents).
 */
export function bookingConfirmationEmail(
  booking: BookingConfirmation,
  site: SiteConfig,
  links: { bookingUrl: string },
  update?: 'paid-in-full' | 'amended',
): BookingEmail {
  const bookingUrl = safeHttpUrl(links.bookingUrl);
  const { subject, heading: title, intro } = headlineFor(booking, site.brandName, update);
  const documents = documentsFor(booking);
  const passengers = booking.passengers.map((p, i) => [
    String(i + 1),
    passengerName(p),
    formatLongDate(p.date_of_birth),
    p.type,
  ]);
  const atolLine =
    booking.type === 'package'
      ? `Your flight-inclusive package is ATOL protected by ${site.companyName} (${site.atolNumber}).`
      : 'This hotel-only booking does not include a flight and is not ATOL protected.';
  const emergency = `Emergency assistance while you are away: call ${site.phone} (24 hours) or, in the EU, 112.`;
  const footer = `${site.companyName} · ${site.address} · ${site.atolNumber}`;

  const body = emailFrame({
    site,
    title,
    preheader: `Booking reference ${booking.reference}: ${booking.hotel.name}, ${formatLongDate(booking.hotel.checkIn)}.`,
    reason: `a booking was made with ${site.brandName} using this address`,
    content: html`${paragraph(`Dear ${booking.leadPassenger},`)} ${paragraph(intro)}
      <tr>
        <td style="padding:18px 0 4px;">
          <table
            role="presentation"
            width="100%"
            cellpadding="0"
            cellspacing="0"
            border="0"
            style="background:${C.panel};border-left:4px solid ${C.accent};"
          >
            <tr>
              <td style="padding:14px 18px;font-family:${FONT};font-size:14px;color:${C.muted};">
                Booking reference<br />
                <span style="font-size:24px;font-weight:bold;letter-spacing:1px;color:${C.brand};"
                  >${booking.reference}</span
                >
              </td>
              <td align="right" style="padding:14px 18px;">
                <a
                  href="${bookingUrl}"
                  style="display:inline-block;padding:12px 20px;background:${C.brand};color:#ffffff;font-family:${FONT};font-size:15px;font-weight:bold;text-decoration:none;border-radius:4px;"
                  >View your booking</a
                >
              </td>
            </tr>
          </table>
        </td>
      </tr>
      ${heading('Your holiday')}
      ${rowsTable([
        ['Holiday', holidayTypeLabel(booking.type)],
        ['Booked on', `${formatLondonDateTime(booking.date)} (UK time)`],
        ['Lead passenger', booking.leadPassenger],
        ...stayRows(booking),
      ])}
      ${booking.flights ? [heading('Flights'), rowsTable(flightRows(booking))] : null}
      ${booking.transfers ? [heading('Transfers'), rowsTable(transferRows(booking))] : null}
      ${heading('Passengers')} ${dataTable(['#', 'Name', 'Date of birth', 'Type'], passengers)}
      ${
        booking.addons.length > 0
          ? [
              heading('Extras'),
              dataTable(
                ['Extra', 'Price'],
                booking.addons.map((a) => [a.description, formatPoundsAndPence(a.amount)]),
                [1],
              ),
            ]
          : null
      }
      ${heading('Payment')} ${rowsTable(paymentRows(booking))}
      ${
        // A cancelled booking takes no more instalments: its schedule is not shown.
        booking.payment.schedule.length > 0 && !booking.cancellation
          ? dataTable(
              ['Date', 'Amount', 'Status'],
              booking.payment.schedule.map((s) => [
                formatLongDate(s.date),
                formatPoundsAndPence(s.amount),
                s.status,
              ]),
              [1],
            )
          : null
      }
      ${
        documents.length > 0
          ? [
              heading('Your documents'),
              paragraph(
                html`Your ${documentList(documents.map((d) => d.title))} can be downloaded at any
                  time from <a href="${bookingUrl}" style="color:${C.brand};">your booking</a>.`,
              ),
            ]
          : null
      }
      ${heading('Before you travel')}
      ${paragraph(
        'Every passenger needs a passport valid for the whole trip and any visa the destination requires. We strongly recommend travel insurance from the day you book.',
      )}
      ${paragraph(atolLine)} ${paragraph(emergency)}
      ${paragraph(
        html`Questions? Call
          <a href="tel:${site.phone.replace(/[^\d+]/g, '')}" style="color:${C.brand};"
            >${site.phone}</a
          >
          or e-mail
          <a href="mailto:${site.email}" style="color:${C.brand};">${site.email}</a>, quoting your
          booking reference.`,
      )}`,
  });

  const section = (name: string, rows: readonly Row[]) => [
    '',
    name.toUpperCase(),
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ];
  const text = [
    site.brandName,
    '',
    title,
    '',
    `Dear ${booking.leadPassenger},`,
    '',
    intro,
    '',
    `Booking reference: ${booking.reference}`,
    `View your booking: ${bookingUrl}`,
    ...section('Your holiday', [
      ['Holiday', holidayTypeLabel(booking.type)],
      ['Booked on', `${formatLondonDateTime(booking.date)} (UK time)`],
      ['Lead passenger', booking.leadPassenger],
      ...stayRows(booking),
    ]),
    ...(booking.flights ? section('Flights', flightRows(booking)) : []),
    ...(booking.transfers ? section('Transfers', transferRows(booking)) : []),
    '',
    'PASSENGERS',
    ...passengers.map(([n, name, dob, type]) => `${n}. ${name}, born ${dob} (${type})`),
    ...(booking.addons.length > 0
      ? [
          '',
          'EXTRAS',
          ...booking.addons.map((a) => `${a.description}: ${formatPoundsAndPence(a.amount)}`),
        ]
      : []),
    ...section('Payment', paymentRows(booking)),
    ...(booking.cancellation ? [] : booking.payment.schedule).map(
      (s) => `  ${formatLongDate(s.date)}: ${formatPoundsAndPence(s.amount)} (${s.status})`,
    ),
    ...(documents.length > 0
      ? [
          '',
          'YOUR DOCUMENTS',
          `Download from your booking: ${documents.map((d) => d.title).join(', ')}.`,
        ]
      : []),
    '',
    'BEFORE YOU TRAVEL',
    'Every passenger needs a passport valid for the whole trip and any visa the destination requires. We strongly recommend travel insurance from the day you book.',
    atolLine,
    emergency,
    `Questions? Call ${site.phone} or e-mail ${site.email}, quoting your booking reference.`,
    '',
    '--',
    footer,
  ].join('\n');

  return { subject, text, html: body.value };
}
