import { inflateSync } from 'node:zlib';
import { defaultSiteConfig, type SiteConfig } from '@sunward/contracts/site';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  DOCUMENT_KINDS,
  documentFilename,
  documentsFor,
  isDocumentKind,
  renderDocument,
  renderDocumentAttachments,
} from './documents';
import { toWinAnsi } from './pdf-layout';
import { sampleBooking } from '../../test/sample-booking';
import { sampleLocalTax } from '../../test/local-tax-sample';

const site: SiteConfig = {
  ...defaultSiteConfig,
  companyName: 'Sunward Test Travel Ltd',
  atolNumber: 'ATOL 99999',
  phone: '0800 000 1234',
};

/**
 * The text a PDF shows: every content stream is inflated (pdfkit compresses them) and the strings
 * of its TJ operators decoded. One line per text run, so a phrase split by wrapping is not found.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const runs: string[] = [];
  const streamStart = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streamStart.exec(raw); m; m = streamStart.exec(raw)) {
    const dict = m[1];
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = m.index + m[0].length;
    let data = pdf.subarray(start, start + length);
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    const content = data.toString('latin1');
    for (const tj of content.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/gi)) {
      const hex = [...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      runs.push(decoder.decode(Buffer.from(hex, 'hex')));
    }
  }
  return runs.join('\n');
}

/** A literal string of the PDF's Info dictionary, e.g. /Title. */
function infoEntry(pdf: Buffer, key: string): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  if (ref === undefined) return undefined;
  return new RegExp(`\\n${ref} 0 obj\\s*\\(([^)]*)\\)`).exec(raw)?.[1];
}

describe('documentsFor', () => {
  it('lists all four documents of a confirmed package with a transfer, in order', () => {
    expect(documentsFor(sampleBooking())).toEqual([
      { kind: 'confirmation', title: 'Booking confirmation' },
      { kind: 'atol', title: 'ATOL certificate' },
      { kind: 'accommodation-voucher', title: 'Accommodation voucher' },
      { kind: 'transfer-voucher', title: 'Transfer voucher' },
    ]);
  });

  it('has no transfer voucher without a transfer', () => {
    const kinds = documentsFor(sampleBooking({ transfers: null })).map((d) => d.kind);
    expect(kinds).toEqual(['confirmation', 'atol', 'accommodation-voucher']);
  });

  it('has no ATOL certificate for a hotel-only stay', () => {
    const booking = sampleBooking({ type: 'hotelonly', flights: null, transfers: null });
    expect(documentsFor(booking).map((d) => d.kind)).toEqual([
      'confirmation',
      'accommodation-voucher',
    ]);
  });

  it('has no documents until the booking is confirmed', () => {
    expect(documentsFor(sampleBooking({ status: 'Awaiting airline confirmation' }))).toEqual([]);
    expect(documentsFor(sampleBooking({ status: 'Cancelled' }))).toEqual([]);
    // Once cancelled, only the cancellation's own confirmation.
    expect(documentsFor(sampleBooking({ status: 'Cancelled', cancellation }))).toEqual([
      { kind: 'cancellation', title: 'Cancellation confirmation' },
    ]);
  });

  it('confirms a cancellation: the charge, the refund due, by when, and each refund', async () => {
    const text = pdfText(
      await renderDocument(
        'cancellation',
        sampleBooking({ status: 'Cancelled', cancellation }),
        site,
      ),
    );
    for (const expected of [
      'Cancellation confirmation',
      '£98.00',
      '£2,249.50',
      '16 March 2026',
      '£2,000.00',
      'Refunded',
      'Being processed',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('recognises kinds and names files', () => {
    expect(isDocumentKind('atol')).toBe(true);
    expect(isDocumentKind('invoice')).toBe(false);
    expect(documentFilename('atol', 'SW482913')).toBe('SW482913-atol-certificate.pdf');
    expect(documentFilename('confirmation', 'SW482913')).toBe('SW482913-booking-confirmation.pdf');
  });
});

const cancellation = {
  cancelledAt: '2026-03-02T10:15:00.000Z',
  chargePence: 9800,
  paidPence: 234_750,
  refundDuePence: 224_950,
  refundDueBy: '2026-03-16',
  refunds: [
    { amountPence: 200_000, status: 'Refunded' as const, date: '2026-03-02T10:16:00.000Z' },
    { amountPence: 24_950, status: 'Processing' as const, date: null },
  ],
};

describe('renderDocument', () => {
  const booking = sampleBooking();
  const cancelled = sampleBooking({ status: 'Cancelled', cancellation });

  it.each(DOCUMENT_KINDS)('renders the %s as a PDF naming the booking', async (kind) => {
    const pdf = await renderDocument(kind, kind === 'cancellation' ? cancelled : booking, site);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    expect(text).toContain('SW482913');
    expect(text).toContain('Sunward Test Travel Ltd');
    expect(text).toContain('Page 1 of');
    expect(infoEntry(pdf, 'Title')).toContain('SW482913');
    expect(infoEntry(pdf, 'Author')).toBe('Sunward Test Travel Ltd');
  });

  it('never calls a hotel-only stay ATOL protected on its confirmation or voucher', async () => {
    const hotelOnly = sampleBooking({ type: 'hotelonly', flights: null, transfers: null });
    const confirmation = pdfText(await renderDocument('confirmation', hotelOnly, site));
    expect(confirmation).toContain('not ATOL protected');
    expect(confirmation).not.toMatch(/is ATOL protected|ATOL Certificate/);
    const voucher = pdfText(await renderDocument('accommodation-voucher', hotelOnly, site));
    expect(voucher).not.toMatch(/is ATOL protected/);
    // A flight-inclusive package says it is.
    expect(pdfText(await renderDocument('confirmation', booking, site))).toContain(
      'is ATOL protected',
    );
  });

  it('puts the whole booking on the confirmation, money in pounds and dates in words', async () => {
    const text = pdfText(await renderDocument('confirmation', booking, site));
    for (const expected of [
      'Booking confirmation',
      'Hotel Playa Dorada',
      'Saturday 18 July 2026',
      'Saturday 25 July 2026',
      'All inclusive',
      'EZY8061',
      'EZY8062',
      'Mrs Amelia Hart',
      'Miss Isla Hart',
      '12 April 1986',
      'Shared coach',
      '2 x 23kg hold bags',
      '£98.00',
      '£2,847.50',
      '£500.00',
      '£2,347.50',
      '£1,173.75',
      '3 April 2026',
      'Deposit and monthly instalments',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes an ATOL certificate with the holder, every passenger and the flights', async () => {
    const text = pdfText(await renderDocument('atol', booking, site));
    for (const expected of [
      'ATOL Certificate',
      'ATOL 99999',
      'Mrs Amelia Hart',
      'Mr Lukasz Dvorák',
      'Miss Isla Hart',
      'EZY8061',
      'London Gatwick (LGW)',
      '18 July 2026',
      'Who is protected',
      'What to do if the ATOL holder fails',
      'Civil Aviation Authority',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes a hotel voucher to present at check-in', async () => {
    const text = pdfText(await renderDocument('accommodation-voucher', booking, site));
    for (const expected of [
      'Present this voucher at check-in',
      'Hotel Playa Dorada',
      'Avenida del Mar 12, 07400 Alcúdia, Mallorca',
      'Double room with sea view',
      'All inclusive',
      '2 adults, 1 child',
      '7',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('EZY8061');
  });

  it('writes a transfer voucher with the collections, distance and journey time', async () => {
    const text = pdfText(await renderDocument('transfer-voucher', booking, site));
    for (const expected of [
      'Transfer voucher',
      'Shared coach',
      'Palma airport arrivals hall, after your flight lands',
      'Hotel reception, 3 hours before your return flight',
      '58 km',
      '1 hour 5 minutes',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses a transfer voucher for a booking without a transfer', async () => {
    const noTransfer = sampleBooking({ transfers: null });
    const attempt = renderDocument('transfer-voucher', noTransfer, site);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('refuses documents of an unconfirmed booking and an ATOL certificate for hotel only', async () => {
    await expect(
      renderDocument('confirmation', sampleBooking({ status: 'Cancelled' }), site),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      renderDocument('atol', sampleBooking({ type: 'hotelonly', flights: null }), site),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('continues a long booking onto further pages with the footer on each', async () => {
    const many = sampleBooking({
      passengers: Array.from({ length: 9 }, (_, i) => ({
        title: 'Mr',
        first_names: `Traveller${i + 1}`,
        last_name: 'Long',
        date_of_birth: '1980-01-01',
        type: 'Adult' as const,
      })),
      addons: Array.from({ length: 12 }, (_, i) => ({
        description: `Extra number ${i + 1}`,
        amount: 1000,
      })),
    });
    const pdf = await renderDocument('confirmation', many, site);
    const text = pdfText(pdf);
    expect(text).toContain('Mr Traveller9 Long');
    expect(text).toContain('Extra number 12');
    expect(text).toMatch(/Page 2 of [2-9]/);
    expect(text).toContain('(continued)');
  });

  it('renders every document as an attachment', async () => {
    const attachments = await renderDocumentAttachments(booking, site);
    expect(attachments.map((a) => a.filename)).toEqual([
      'SW482913-booking-confirmation.pdf',
      'SW482913-atol-certificate.pdf',
      'SW482913-accommodation-voucher.pdf',
      'SW482913-transfer-voucher.pdf',
    ]);
    for (const a of attachments) {
      expect(a.contentType).toBe('application/pdf');
      expect(a.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

describe('toWinAnsi', () => {
  it('keeps what the PDF fonts can show and simplifies the rest', () => {
    expect(toWinAnsi('£1,234.50 – Zoë “Ó Súilleabháin”')).toBe('£1,234.50 – Zoë “Ó Súilleabháin”');
    expect(toWinAnsi('Łukasz Dvořák')).toBe('Lukasz Dvorák');
    expect(toWinAnsi('東京')).toBe('??');
  });
});

describe('the tourist tax on the confirmation', () => {
  it('prints what is payable at the hotel and the total including local taxes', async () => {
    const text = pdfText(
      await renderDocument('confirmation', sampleBooking({ localTax: sampleLocalTax }), site),
    );
    expect(text).toContain('Payable at the hotel');
    expect(text).toContain('Total including local taxes');
    expect(text).toContain('£2,884.34');
  });

  it('prints that a rate is not confirmed where no source confirms it', async () => {
    const localTax = { ...sampleLocalTax, place: 'Dubrovnik', amount: 0, confirmed: false };
    const text = pdfText(await renderDocument('confirmation', sampleBooking({ localTax }), site));
    expect(text).toContain('rate not confirmed');
    expect(text).not.toContain('Total including local taxes');
  });
});
