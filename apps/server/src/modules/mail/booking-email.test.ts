import { defaultSiteConfig } from '@sunward/contracts/site';
import { describe, expect, it } from 'vitest';
import { sampleBooking } from '../../test/sample-booking';
import { sampleLocalTax } from '../../test/local-tax-sample';
import { bookingConfirmationEmail } from './booking-email';
import { escapeHtml, html } from '../../lib/html';

const links = { bookingUrl: 'https://www.sunwardholidays.co.uk/booking/SW482913' };

describe('bookingConfirmationEmail', () => {
  it('names the booking in the subject, with the brand name from configuration', () => {
    const email = bookingConfirmationEmail(sampleBooking(), defaultSiteConfig, links);
    expect(email.subject).toBe('Your Sunward Holidays booking SW482913 is confirmed');
    const rebranded = bookingConfirmationEmail(
      sampleBooking(),
      { ...defaultSiteConfig, brandName: 'Sunny Breaks' },
      links,
    );
    expect(rebranded.subject).toBe('Your Sunny Breaks booking SW482913 is confirmed');
  });

  it('tells a cancelled booking what the cancellation cost and what is refunded by when', () => {
    const email = bookingConfirmationEmail(
      sampleBooking({
        status: 'Cancelled',
        cancellation: {
          cancelledAt: '2026-03-02T10:15:00.000Z',
          chargePence: 9800,
          paidPence: 234_750,
          refundDuePence: 224_950,
          refundDueBy: '2026-03-16',
          refunds: [],
        },
      }),
      defaultSiteConfig,
      links,
    );
    expect(email.subject).toBe('Your Sunward Holidays booking SW482913 has been cancelled');
    expect(email.text).toContain(
      'The cancellation charge is £98.00 and we are refunding £2,249.50 to the card you paid with by',
    );
    expect(email.text).toContain('Refund due: £2,249.50');
    // No instalments are taken any more: the schedule is not shown.
    expect(email.text).not.toContain('(Due)');
  });

  it('does not call a booking awaiting the airline confirmed', () => {
    const email = bookingConfirmationEmail(
      sampleBooking({ status: 'Awaiting airline confirmation' }),
      defaultSiteConfig,
      links,
    );
    expect(email.subject).toBe(
      'Your Sunward Holidays booking SW482913: awaiting airline confirmation',
    );
    expect(email.text).not.toContain('YOUR DOCUMENTS');
    // It says what the customer still has to do, with the airline's name.
    expect(email.text).toMatch(/asks you to confirm your flight details on its own page/);
    expect(email.text).toContain('https://www.sunwardholidays.co.uk/booking/SW482913');
  });

  it('writes a table-based HTML body with the booking, money in pounds and a link', () => {
    const { html: body } = bookingConfirmationEmail(sampleBooking(), defaultSiteConfig, links);
    expect(body).toMatch(/^<!doctype html>/);
    expect(body).toContain('<table role="presentation"');
    expect(body).toContain('href="https://www.sunwardholidays.co.uk/booking/SW482913"');
    for (const expected of [
      'SW482913',
      'Dear Mrs Amelia Hart,',
      'Hotel Playa Dorada',
      'Saturday 18 July 2026',
      'EZY8061',
      'Shared coach',
      'Mr Łukasz Dvořák',
      '£2,847.50',
      '£1,173.75',
      'ATOL 11896',
      '0330 088 5600',
    ]) {
      expect(body).toContain(expected);
    }
    expect(body).toMatch(
      /Your booking confirmation, ATOL certificate, accommodation voucher and transfer voucher\s+can be\s+downloaded/,
    );
    expect(body).not.toMatch(/<script|<style|<link/i);
  });

  it('writes the same content as plain text', () => {
    const { text } = bookingConfirmationEmail(sampleBooking(), defaultSiteConfig, links);
    expect(text).toContain('Booking reference: SW482913');
    expect(text).toContain('View your booking: https://www.sunwardholidays.co.uk/booking/SW482913');
    expect(text).toContain('Hotel: Hotel Playa Dorada');
    expect(text).toContain('Total cost: £2,847.50');
    expect(text).toContain('3 April 2026: £1,173.75 (Due)');
    expect(text).toContain(
      'Download from your booking: Booking confirmation, ATOL certificate, Accommodation voucher, Transfer voucher.',
    );
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('leaves out flights, transfers and the ATOL line of a hotel-only stay', () => {
    const email = bookingConfirmationEmail(
      sampleBooking({ type: 'hotelonly', flights: null, transfers: null, addons: [] }),
      defaultSiteConfig,
      links,
    );
    expect(email.html).not.toContain('EZY8061');
    expect(email.text).not.toContain('FLIGHTS');
    expect(email.text).not.toContain('TRANSFERS');
    expect(email.text).toContain('not ATOL protected');
    expect(email.text).not.toContain('is ATOL protected');
    expect(email.html).not.toContain('is ATOL protected');
  });

  it('escapes every value it puts into HTML', () => {
    const booking = sampleBooking({
      leadPassenger: 'Mr "Bobby" <b>Tables</b>',
      hotel: {
        ...sampleBooking().hotel,
        name: '<script>alert("pwned")</script>',
        address: `O'Brien & Sons <img src=x onerror=alert(1)>`,
      },
    });
    const { html: body, text } = bookingConfirmationEmail(booking, defaultSiteConfig, links);
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<b>Tables');
    expect(body).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(body).toContain('O&#39;Brien &amp; Sons &lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('Dear Mr &quot;Bobby&quot; &lt;b&gt;Tables&lt;/b&gt;,');
    // Plain text is not HTML: it keeps the characters as they are.
    expect(text).toContain('Hotel: <script>alert("pwned")</script>');
  });

  it('refuses a booking link that is not http(s)', () => {
    expect(() =>
      bookingConfirmationEmail(sampleBooking(), defaultSiteConfig, {
        bookingUrl: 'javascript:alert(1)',
      }),
    ).toThrow(/http/);
  });
});

describe('html', () => {
  it('escapes interpolated strings but not nested templates', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${`"x"`}">${inner}${['a&', 1, null, false, undefined]}</p>`.value).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b>a&amp;1</p>',
    );
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('the tourist tax beside the price', () => {
  it('shows what is payable at the hotel and the total including local taxes', () => {
    const booking = sampleBooking({ localTax: sampleLocalTax });
    const { text, html } = bookingConfirmationEmail(booking, defaultSiteConfig, links);
    expect(text).toContain('Total cost: £2,847.50');
    expect(text).toContain('Payable at the hotel: about €42.00 (£36.84)');
    expect(text).toContain('Total including local taxes: £2,884.34');
    expect(html).toContain('Total including local taxes');
  });

  it('says so when the tax is in the price, and says nothing without an estimate', () => {
    const included = sampleBooking({
      localTax: { ...sampleLocalTax, amount: 0, amountPence: 0, collectedAtHotel: false },
    });
    expect(bookingConfirmationEmail(included, defaultSiteConfig, links).text).toContain(
      'Local tourist tax: Included in the price',
    );
    const none = bookingConfirmationEmail(sampleBooking(), defaultSiteConfig, links).text;
    expect(none).not.toContain('local taxes');
  });

  it('says a rate is not confirmed, with no total, where no source confirms it', () => {
    const unconfirmed = sampleBooking({
      localTax: {
        ...sampleLocalTax,
        place: 'Polignano a Mare',
        country: 'Italy',
        amount: 0,
        amountPence: 0,
        confirmed: false,
      },
    });
    const { text } = bookingConfirmationEmail(unconfirmed, defaultSiteConfig, links);
    expect(text).toContain(
      'Local tourist tax: Polignano a Mare: rate not confirmed — check with your accommodation',
    );
    expect(text).not.toContain('Total including local taxes');
  });
});
