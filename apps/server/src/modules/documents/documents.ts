import type { BookingConfirmation } from '@sunward/contracts/bookings';
import type { SiteConfig } from '@sunward/contracts/site';
import { AppError } from '../../errors';
import { holidayTypeLabel, passengerName } from '../../lib/labels';
import { PdfWriter, type KeyValue, type TableColumn } from './pdf-layout';
import { formatLondonDateTime, formatLongDate, formatTravelDate } from '../../lib/dates';
import { formatPoundsAndPence } from '../../lib/money';
import { localTaxRows } from '../../lib/local-tax';

/** The PDFs a booking can have, in the order they are listed. */
export const DOCUMENT_KINDS = [
  'confirmation',
  'atol',
  'accommodation-voucher',
  'transfer-voucher',
  'cancellation',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Readonly<Record<DocumentKind, string>> = {
  confirmation: 'Booking confirmation',
  atol: 'ATOL certificate',
  'accommodation-voucher': 'Accommodation voucher',
  'transfer-voucher': 'Transfer voucher',
  cancellation: 'Cancellation confirmation',
};

export interface DocumentListing {
  kind: DocumentKind;
  title: string;
}

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

/**
 * The documents a booking has. None until it is Confirmed (a booking awaiting airline confirmation
 * has no confirmed flights to certify or vouch for; a cancelled one has nothing to travel on). Then:
 * the confirmation and the accommodation voucher always; the ATOL certificate for a flight-inclusive
 * package (hotel-only stays are not ATOL protected); the transfer voucher when a transfer is booked.
 */
export function documentsFor(booking: BookingConfirmation): DocumentListing[] {
  // A cancelled booking keeps one document: the confirmation of its cancellation and refund.
  if (booking.status === 'Cancelled') {
    return booking.cancellation
      ? [{ kind: 'cancellation', title: DOCUMENT_TITLES.cancellation }]
      : [];
  }
  if (booking.status !== 'Confirmed') return [];
  const kinds = DOCUMENT_KINDS.filter((kind) => {
    switch (kind) {
      case 'cancellation':
        return false;
      case 'confirmation':
      case 'accommodation-voucher':
        return true;
      case 'atol':
        return booking.type === 'package' && booking.flights !== null;
      case 'transfer-voucher':
        return booking.transfers !== null;
    }
  });
  return kinds.map((kind) => ({ kind, title: DOCUMENT_TITLES[kind] }));
}

/** 'AB123456-atol-certificate.pdf': the download and attachment name. */
export function documentFilename(kind: DocumentKind, reference: string): string {
  const slug = DOCUMENT_TITLES[kind].toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${reference}-${slug}.pdf`;
}

/**
 * Renders one of the booking's documents as an A4 PDF. Throws NOT_FOUND when the booking does not
 * have that document (see documentsFor), so a route can pass the kind straight through.
 */
export async function renderDocument(
  kind: DocumentKind,
  booking: BookingConfirmation,
  site: SiteConfig,
): Promise<Buffer> {
  if (!documentsFor(booking).some((d) => d.kind === kind)) {
    throw new AppError('NOT_FOUND', `This booking has no ${DOCUMENT_TITLES[kind].toLowerCase()}.`);
  }
  switch (kind) {
    case 'confirmation':
      return renderConfirmation(booking, site);
    case 'atol':
      return renderAtolCertificate(booking, site);
    case 'accommodation-voucher':
      return renderAccommodationVoucher(booking, site);
    case 'transfer-voucher':
      return renderTransferVoucher(booking, site);
    case 'cancellation':
      return renderCancellation(booking, site);
  }
}

/** Every document the booking has, ready to attach to an e-mail. */
export async function renderDocumentAttachments(
  booking: BookingConfirmation,
  site: SiteConfig,
): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
  return Promise.all(
    documentsFor(booking).map(async ({ kind }) => ({
      filename: documentFilename(kind, booking.reference),
      contentType: 'application/pdf',
      content: await renderDocument(kind, booking, site),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

type Passenger = BookingConfirmation['passengers'][number];
type Flights = NonNullable<BookingConfirmation['flights']>;
type Transfers = NonNullable<BookingConfirmation['transfers']>;

function issued(booking: BookingConfirmation): string {
  return `Booked on ${formatLondonDateTime(booking.date)} (UK time)`;
}

function stayRows(booking: BookingConfirmation): KeyValue[] {
  const { hotel } = booking;
  return [
    ['Hotel', hotel.name],
    ['Address', hotel.address],
    ['Destination', hotel.destinationName],
    ['Check-in', formatTravelDate(hotel.checkIn)],
    ['Check-out', formatTravelDate(hotel.checkOut)],
    ['Nights', String(hotel.nights)],
    ['Room', hotel.roomType],
    ['Board basis', hotel.boardBasis],
    ['Guests', booking.guests],
  ];
}

const PASSENGER_COLUMNS: TableColumn[] = [
  { header: '#', width: 28, align: 'right' },
  { header: 'Name', width: '*' },
  { header: 'Date of birth', width: 130 },
  { header: 'Type', width: 70 },
];

function passengerRows(passengers: readonly Passenger[]): string[][] {
  return passengers.map((p, i) => [
    String(i + 1),
    passengerName(p),
    formatLongDate(p.date_of_birth),
    p.type,
  ]);
}

const FLIGHT_COLUMNS: TableColumn[] = [
  { header: 'Flight', width: 58 },
  { header: 'Date', width: 82 },
  { header: 'Airline', width: 96 },
  { header: 'Route', width: '*' },
  { header: 'Departs', width: 48, align: 'right' },
  { header: 'Arrives', width: 48, align: 'right' },
];

function flightRows(flights: Flights): string[][] {
  return (
    [
      ['Outbound', flights.outbound],
      ['Return', flights.inbound],
    ] as const
  ).map(([label, leg]) => [
    label,
    formatLongDate(leg.date),
    `${leg.airline} ${leg.flightNo}`,
    `${leg.from} to ${leg.to}`,
    leg.departureTime,
    leg.arrivalTime,
  ]);
}

function transferRows(transfers: Transfers): KeyValue[] {
  return [
    ['Transfer type', transfers.type],
    ['Outbound collection', transfers.outboundCollection],
    ['Return collection', transfers.inboundCollection],
    ['Distance', transfers.distance],
    ['Journey time', transfers.duration],
  ];
}

function helpParagraph(writer: PdfWriter, site: SiteConfig): void {
  writer.paragraph(
    `Questions or changes? Call ${site.phone} or e-mail ${site.email}, quoting your booking reference.`,
    { muted: true },
  );
}

// ---------------------------------------------------------------------------------------------
// The documents

function renderConfirmation(booking: BookingConfirmation, site: SiteConfig): Promise<Buffer> {
  const pdf = new PdfWriter(site, {
    title: DOCUMENT_TITLES.confirmation,
    reference: booking.reference,
    subtitle: issued(booking),
  });
  pdf.paragraph(
    `Dear ${booking.leadPassenger}, thank you for booking with ${site.brandName}. Your holiday is confirmed: please check every detail below, and that each name matches the passport it will travel on.`,
  );

  pdf.section('Your booking').keyValues([
    ['Booking reference', booking.reference],
    ['Status', booking.status],
    ['Holiday', holidayTypeLabel(booking.type)],
    ['Booked on', formatLondonDateTime(booking.date)],
    ['Lead passenger', booking.leadPassenger],
    ['E-mail', booking.email],
  ]);

  pdf.section('Accommodation').keyValues(stayRows(booking));

  if (booking.flights) {
    pdf.section('Flights').table(FLIGHT_COLUMNS, flightRows(booking.flights));
    pdf.paragraph(
      'Times are local to each airport. Check in online with the airline and arrive at the airport at least two hours before departure.',
      { muted: true },
    );
  }

  if (booking.transfers) {
    pdf.section('Transfers').keyValues(transferRows(booking.transfers));
  }

  pdf.section('Passengers').table(PASSENGER_COLUMNS, passengerRows(booking.passengers));

  if (booking.addons.length > 0) {
    pdf.section('Extras').table(
      [
        { header: 'Extra', width: '*' },
        { header: 'Price', width: 100, align: 'right' },
      ],
      booking.addons.map((a) => [a.description, formatPoundsAndPence(a.amount)]),
    );
  }

  const { payment } = booking;
  pdf.section('Payment').keyValues([
    ['Total cost', formatPoundsAndPence(payment.totalCost)],
    // The tourist tax payable at the hotel beside the price (not charged by us).
    ...(booking.localTax ? localTaxRows(booking.localTax, payment.totalCost) : []),
    ['Paid so far', formatPoundsAndPence(payment.paid)],
    ['Remaining balance', formatPoundsAndPence(payment.remainingBalance)],
    ['Payment plan', payment.planName],
  ]);
  if (payment.schedule.length > 0) {
    pdf.table(
      [
        { header: 'Date', width: '*' },
        { header: 'Amount', width: 120, align: 'right' },
        { header: 'Status', width: 90 },
      ],
      payment.schedule.map((s) => [
        formatLongDate(s.date),
        formatPoundsAndPence(s.amount),
        s.status,
      ]),
    );
  }
  if (payment.remainingBalance > 0) {
    pdf.paragraph(
      'Payments due are taken on the dates shown from the card you paid with. If a payment cannot be taken we will contact you; your booking may be cancelled if the balance is not paid.',
      { muted: true },
    );
  }

  pdf
    .section('Important information')
    .bullets([
      'Every passenger needs a passport valid for the whole trip, and any visa or entry authorisation the destination requires.',
      'We strongly recommend travel insurance covering cancellation, medical costs and repatriation from the day you book.',
      booking.type === 'package'
        ? `Your flight-inclusive package is ATOL protected by ${site.companyName} (${site.atolNumber}); your ATOL certificate is issued separately.`
        : 'This hotel-only booking is not ATOL protected because it does not include a flight.',
      'Local tourist taxes, where charged, are payable at the hotel.',
    ]);
  helpParagraph(pdf, site);
  return pdf.finish();
}

function renderAtolCertificate(booking: BookingConfirmation, site: SiteConfig): Promise<Buffer> {
  const pdf = new PdfWriter(site, {
    title: 'ATOL Certificate',
    reference: booking.reference,
    subtitle: `Issued by ${site.companyName}, ${site.atolNumber} · ${issued(booking)}`,
  });
  pdf.callout(
    'This ATOL Certificate confirms your booking is protected under the ATOL scheme.',
    'Keep it with your travel documents: you may need it if the ATOL holder named below fails.',
  );

  pdf.section('ATOL holder').keyValues([
    ['ATOL holder', site.companyName],
    ['ATOL number', site.atolNumber],
    ['Address', site.address],
    ['Telephone', site.phone],
  ]);

  pdf.section('Certificate details').keyValues([
    ['Unique reference', booking.reference],
    ['Date of issue', formatLondonDateTime(booking.date)],
    ['Lead passenger', booking.leadPassenger],
    ['Number of passengers', String(booking.passengers.length)],
    ['Type of booking', 'Flight-inclusive package holiday'],
    ['Total cost', formatPoundsAndPence(booking.payment.totalCost)],
  ]);

  pdf
    .section('Who is protected')
    .paragraph(
      'The people named below are protected for the flights and accommodation listed on this certificate, and for any other services the ATOL holder has agreed to provide as part of the package.',
    )
    .table(PASSENGER_COLUMNS, passengerRows(booking.passengers));

  if (booking.flights) {
    pdf.section('Protected flights').table(FLIGHT_COLUMNS, flightRows(booking.flights));
  }
  pdf.section('Protected accommodation').keyValues([
    ['Hotel', booking.hotel.name],
    ['Destination', booking.hotel.destinationName],
    [
      'Dates',
      `${formatLongDate(booking.hotel.checkIn)} to ${formatLongDate(booking.hotel.checkOut)} (${booking.hotel.nights} nights)`,
    ],
    ['Room and board', `${booking.hotel.roomType}, ${booking.hotel.boardBasis}`],
  ]);

  pdf
    .section('Your ATOL protection')
    .paragraph(
      `The ATOL holder named on this certificate, ${site.companyName}, will provide you with the services listed on it, or a suitable alternative. In some cases, where neither the ATOL holder nor the organisation that sold you the booking can provide the services, you may be provided with them by another ATOL holder or a refund may be given.`,
    )
    .paragraph(
      'If the ATOL holder is unable to provide the services listed (or a suitable alternative) because it has failed, the Civil Aviation Authority (CAA) will make sure you can continue your trip and get back home if you are already abroad, or refund the money you paid if you have not yet travelled. The Air Travel Trust pays for this protection.',
    );

  pdf
    .section('What to do if the ATOL holder fails')
    .bullets([
      'Do not pay anyone else for the same services without checking first.',
      'If you are abroad, contact your hotel and airline, then follow the advice on the CAA website (www.caa.co.uk).',
      'If you have not travelled, make a refund claim to the CAA through its website, quoting the ATOL number and the unique reference on this certificate.',
      'Keep this certificate and your booking confirmation: they show what you paid for and who is protected.',
    ]);

  pdf.paragraph(
    'This certificate is a summary of your ATOL protection and does not change your contract with the ATOL holder; our booking conditions and the ATOL scheme rules apply. Services booked separately that are not listed on this certificate are not ATOL protected.',
    { muted: true },
  );
  helpParagraph(pdf, site);
  return pdf.finish();
}

function renderAccommodationVoucher(
  booking: BookingConfirmation,
  site: SiteConfig,
): Promise<Buffer> {
  const pdf = new PdfWriter(site, {
    title: DOCUMENT_TITLES['accommodation-voucher'],
    reference: booking.reference,
    subtitle: issued(booking),
  });
  pdf.callout(
    'Present this voucher at check-in',
    `The hotel holds this booking under the name ${booking.leadPassenger} and booking reference ${booking.reference}. Photo ID will be asked for.`,
  );

  pdf
    .section('Accommodation')
    .keyValues([
      ['Booking reference', booking.reference],
      ['Lead guest', booking.leadPassenger],
      ...stayRows(booking),
    ]);

  pdf.section('Guests').table(PASSENGER_COLUMNS, passengerRows(booking.passengers));

  pdf
    .section('At the hotel')
    .bullets([
      'Rooms are usually available from mid-afternoon on arrival day and must be vacated by late morning on departure day; ask the hotel about early check-in or late check-out.',
      'Local tourist taxes, where charged, are payable to the hotel during your stay.',
      'Extras not listed on this voucher (drinks, minibar, spa, telephone) are paid to the hotel directly.',
      `If there is any problem at check-in, call ${site.brandName} on ${site.phone}.`,
    ]);
  helpParagraph(pdf, site);
  return pdf.finish();
}

function renderTransferVoucher(booking: BookingConfirmation, site: SiteConfig): Promise<Buffer> {
  const transfers = booking.transfers;
  if (!transfers) {
    throw new AppError('NOT_FOUND', 'This booking has no transfer voucher.');
  }
  const pdf = new PdfWriter(site, {
    title: DOCUMENT_TITLES['transfer-voucher'],
    reference: booking.reference,
    subtitle: issued(booking),
  });
  pdf.callout(
    'Show this voucher to your transfer representative or driver',
    `After collecting your luggage, follow the signs to the transfer desk in the arrivals hall and quote your booking reference. If you cannot find your transfer, call ${site.phone}.`,
  );

  pdf
    .section('Transfer')
    .keyValues([
      ['Booking reference', booking.reference],
      ['Lead passenger', booking.leadPassenger],
      ['Passengers', booking.guests],
      ...transferRows(transfers),
      ['Hotel', `${booking.hotel.name}, ${booking.hotel.address}`],
    ]);

  if (booking.flights) {
    const { outbound, inbound } = booking.flights;
    pdf.section('Your flights').keyValues([
      [
        'Arriving',
        `${outbound.airline} ${outbound.flightNo} from ${outbound.from}, landing at ${outbound.to} at ${outbound.arrivalTime} on ${formatTravelDate(outbound.date)}`,
      ],
      [
        'Departing',
        `${inbound.airline} ${inbound.flightNo} from ${inbound.from} at ${inbound.departureTime} on ${formatTravelDate(inbound.date)}`,
      ],
    ]);
  }

  pdf.section('Passengers').table(PASSENGER_COLUMNS, passengerRows(booking.passengers));

  pdf
    .section('Good to know')
    .bullets([
      'If your flight is delayed, the transfer is rearranged to meet it: there is no need to call unless you miss the flight.',
      'Your return collection time is confirmed by the transfer company in resort; check the notice board or information folder at your hotel the day before you leave.',
      'One standard suitcase and one piece of hand luggage per passenger are included; tell us in advance about sports equipment, wheelchairs or child seats.',
    ]);
  return pdf.finish();
}

function renderCancellation(booking: BookingConfirmation, site: SiteConfig): Promise<Buffer> {
  const cancellation = booking.cancellation;
  if (!cancellation) throw new AppError('NOT_FOUND', 'This booking has not been cancelled.');
  const pdf = new PdfWriter(site, {
    title: DOCUMENT_TITLES.cancellation,
    reference: booking.reference,
    subtitle: `Cancelled on ${formatLondonDateTime(cancellation.cancelledAt)} (UK time)`,
  });
  pdf.paragraph(
    `Dear ${booking.leadPassenger}, your booking with ${site.brandName} has been cancelled. This confirms what the cancellation cost under your booking conditions and what we are refunding to the card you paid with.`,
  );
  pdf
    .section('Cancelled holiday')
    .keyValues([
      ['Booking reference', booking.reference],
      ['Holiday', holidayTypeLabel(booking.type)],
      ...stayRows(booking).slice(0, 5),
      ['Guests', booking.guests],
    ]);
  pdf
    .section('Money')
    .keyValues([
      ['Holiday price', formatPoundsAndPence(booking.payment.totalCost)],
      ['Paid', formatPoundsAndPence(cancellation.paidPence)],
      ['Cancellation charge', formatPoundsAndPence(cancellation.chargePence)],
      ['Refund due', formatPoundsAndPence(cancellation.refundDuePence)],
      ...(cancellation.refundDuePence > 0
        ? ([['Refunded by', formatLongDate(cancellation.refundDueBy)]] as KeyValue[])
        : []),
    ]);
  if (cancellation.refunds.length > 0) {
    pdf.section('Refunds').table(
      [
        { header: 'Amount', width: 110, align: 'right' },
        { header: 'Status', width: 110 },
        { header: 'Date', width: '*' },
      ],
      cancellation.refunds.map((r) => [
        formatPoundsAndPence(r.amountPence),
        r.status,
        r.date ? formatLondonDateTime(r.date) : 'Being processed',
      ]),
    );
  }
  pdf.paragraph(
    'Refunds go back to the card each payment was made with; your bank may take a few working days to show them.',
    { muted: true },
  );
  helpParagraph(pdf, site);
  return pdf.finish();
}
