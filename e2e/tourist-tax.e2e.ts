import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { FAMILY, enterCard, openResults } from './checkout-fixtures';
import { expectAccessibleAtBothWidths, screenshots, uniqueEmail } from './fixtures';

/**
 * The tourist tax page (docs/spec/3-accounts-bookings-content.md §2 'Tourist tax'): every country
 * we sell from the server's data, search, both views, an expanded region table and the empty
 * state, with axe-core at 375 px and 1280 px. With SCREENSHOTS_DIR set, each state is photographed
 * at both widths.
 */

async function atBothWidths(page: Page, label: string) {
  await expectAccessibleAtBothWidths(page, label);
  await screenshots(page, `tourist-tax-${label}`);
}

test('tourist tax: search, accordion with a region table, grid, empty state', async ({ page }) => {
  await page.goto('/tourist-tax');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tourist Tax Information' }),
  ).toBeVisible();
  await expect(page.getByText('17 destination(s) found')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'About tourist taxes' })).toContainText(
    'not included in your package price',
  );
  await atBothWidths(page, 'list');

  // The accordion: Spain expands to its tiles, the region table and its exemptions.
  const spain = page.getByRole('button', { name: /Spain/ });
  await expect(spain).toHaveAttribute('aria-expanded', 'false');
  await spain.click();
  await expect(spain).toHaveAttribute('aria-expanded', 'true');
  const table = page.getByRole('table', { name: 'Tourist tax by region or city in Spain' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Region/City',
    'Amount',
    'Type',
    'Details',
  ]);
  const balearics = table.getByRole('row', { name: /Balearic Islands/ });
  await expect(balearics).toContainText('€0.50 - €4.00');
  await expect(balearics).toContainText('Plus 10% VAT.');
  // Each row names its own source and when it was checked against it.
  await expect(balearics).toContainText(
    /Source: Govern de les Illes Balears, checked \d{1,2} \w+ \d{4}/,
  );
  await expect(
    balearics.getByRole('link', { name: 'Govern de les Illes Balears' }),
  ).toHaveAttribute('href', 'https://www.illessostenibles.travel/en/its-calculator');
  // Barcelona's rate since 1 April 2026 (Catalonia's tax with the city's €5 surcharge).
  const barcelona = table.getByRole('row', { name: /Barcelona city/ });
  await expect(barcelona).toContainText('€7.00 - €12.00');
  await expect(barcelona).toContainText('Per person per night');
  // Which places charge and which do not: the rest of Spain charges none.
  await expect(table.getByRole('row', { name: /Elsewhere in Spain/ })).toContainText('None');
  await expect(page.getByRole('heading', { name: 'Exemptions' })).toBeVisible();
  await atBothWidths(page, 'expanded');

  // Where no source confirms a rate, the page says so.
  const croatia = page.getByRole('button', { name: /Croatia/ });
  await expect(croatia).toContainText('Not confirmed');
  await croatia.click();
  await expect(
    page.getByRole('table', { name: 'Tourist tax by region or city in Croatia' }),
  ).toContainText('Rate not confirmed — check with your accommodation.');

  // Search: case-insensitive on the name or the description.
  const search = page.getByPlaceholder('Search country...');
  await search.fill('GREECE');
  await expect(page.getByText('1 destination(s) found')).toBeVisible();
  await expect(page.getByRole('button', { name: /Greece/ })).toContainText('€0.50 - €15.00');
  await search.fill('room rate');
  await expect(page.getByRole('button', { name: /Turkey/ })).toContainText('2% of room rate');

  // The grid: cards with the regional breakdown behind a button.
  await search.fill('');
  await page.getByRole('button', { name: 'Grid' }).click();
  const portugal = page.getByRole('article', { name: /Portugal/ });
  await expect(portugal).toContainText('Per person per night');
  await expect(portugal).toContainText('Exempt: Children under 13');
  await portugal.getByRole('button', { name: /Regional breakdown/ }).click();
  await expect(portugal.getByRole('listitem').filter({ hasText: 'Lisbon' })).toContainText(
    '€4.00 · Per person per night',
  );
  // Lagos, Tavira and Silves charge nothing; Loulé charges ages 16 and over for 5 nights at most.
  await expect(
    portugal.getByRole('listitem').filter({ hasText: 'Lagos, Tavira and Silves' }),
  ).toContainText('None · No tourist tax');
  await expect(portugal.getByRole('listitem').filter({ hasText: 'Loulé' })).toContainText(
    'up to 5 nights',
  );
  await atBothWidths(page, 'grid');

  // Nothing found, then Clear Search.
  await search.fill('Atlantis');
  await expect(page.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
  await atBothWidths(page, 'empty');
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByText('17 destination(s) found')).toBeVisible();
});

const DAY = 86_400_000;

/** The Saturday 60+ days ahead that openResults searches, and the family's passengers. */
function family() {
  const start = new Date(Date.now() + 60 * DAY);
  while (start.getUTCDay() !== 6) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start.getTime() + 7 * DAY);
  // The child is 8 on the return date (under 16: exempt from the Balearic tax).
  const child = new Date(
    Date.UTC(end.getUTCFullYear() - 8, end.getUTCMonth(), end.getUTCDate()) - 120 * DAY,
  );
  return [
    {
      label: 'Adult 1',
      title: 'Mrs',
      gender: 'Female',
      first: 'Hannah',
      dob: new Date(Date.UTC(1987, 5, 9)),
    },
    {
      label: 'Adult 2',
      title: 'Mr',
      gender: 'Male',
      first: 'Daniel',
      dob: new Date(Date.UTC(1985, 5, 9)),
    },
    { label: 'Child 1', title: 'Miss', gender: 'Female', first: 'Poppy', dob: child },
  ];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The text a PDF prints (pdfkit's hex strings, WinAnsi), one line per run. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  // Node's windows-1252 decoder is Latin-1: the euro sign (0x80) is mapped by hand.
  const decoder = new TextDecoder('windows-1252');
  const runs: string[] = [];
  const streamStart = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streamStart.exec(raw); m; m = streamStart.exec(raw)) {
    const dict = m[1];
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = m.index + m[0].length;
    let data = pdf.subarray(start, start + length);
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    for (const tj of data
      .toString('latin1')
      .matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/gi)) {
      const hex = [...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      runs.push(decoder.decode(Buffer.from(hex, 'hex')).replace(/\u0080/g, '€'));
    }
  }
  return runs.join('\n');
}

test('a Majorca family sees the same hotel tax (child under 16 exempt) on the package page, checkout, confirmation, booking, e-mail and PDF', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // From Heathrow (no Ryanair), so payment goes straight to the confirmation.
  await openResults(page, FAMILY, true, 60, 'LHR');
  // The results offer the total with local taxes beside Per Person / Total Price.
  await page.getByRole('button', { name: 'Incl. Local Taxes' }).click();
  await expect(page.getByTestId('card-local-tax').first()).toContainText(
    /£[\d,]+ incl\. local taxes/,
  );
  await atBothWidths(page, 'results');
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const packageSummary = page.getByRole('complementary', { name: 'Your holiday' });
  const packageTax = packageSummary.getByTestId('local-tax');
  await expect(packageTax).toContainText(/Payable at the hotel:\s*about €\d+\.\d\d \(£\d+\.\d\d\)/);
  await expect(packageTax).toContainText('Under 16s exempt (1 guest)');
  await expect(packageTax).toContainText('Total including local taxes');
  const payable = (await packageTax.getByTestId('local-tax-payable').textContent()) ?? '';
  expect(payable).toMatch(/^about €/);
  await atBothWidths(page, 'package');

  // The extras page and the passengers page show the same figure.
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/book\/extras$/, { timeout: 20_000 });
  await expect(
    page.getByRole('complementary', { name: 'Booking summary' }).getByTestId('local-tax'),
  ).toContainText(payable);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/book\/passengers$/, { timeout: 25_000 });
  await expect(
    page.getByRole('complementary', { name: 'Your holiday' }).getByTestId('local-tax'),
  ).toContainText(payable);

  await page.getByRole('button', { name: 'Continue as Guest', exact: true }).click();
  for (const person of family()) {
    const form = page.getByRole('form', { name: `${person.label} details` });
    await form.getByLabel('Title').selectOption(person.title);
    await form.getByLabel('Gender').selectOption(person.gender);
    await form.getByLabel('First name').fill(person.first);
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Nationality').selectOption('British');
    await form.getByLabel('Day').selectOption(String(person.dob.getUTCDate()));
    await form.getByLabel('Month').selectOption({ label: MONTHS[person.dob.getUTCMonth()] ?? '' });
    await form.getByLabel('Year').selectOption(String(person.dob.getUTCFullYear()));
    await form.getByRole('button', { name: `Confirm ${person.label}` }).click();
    await expect(form).toBeHidden();
  }
  const billing = page.getByRole('form', { name: 'Billing details' });
  const email = uniqueEmail();
  await billing.getByLabel('Email address').fill(email);
  await billing.getByLabel('Telephone').fill('07700 900321');
  await billing.getByLabel('Address line 1').fill('5 Quay Street');
  await billing.getByLabel('Town/City').fill('Bristol');
  await billing.getByLabel('Postcode').fill('BS1 4DB');
  await billing.getByRole('button', { name: 'Continue' }).click();
  const terms = page.getByRole('form', { name: 'Terms and agreements' });
  await terms.getByRole('checkbox', { name: /I have read and accept the terms/ }).check();
  await terms.getByRole('button', { name: 'Continue' }).click();
  const plans = page.getByRole('form', { name: 'Payment plan' });
  await plans.getByRole('radio', { name: /Holiday paid in full/ }).check();
  await plans.getByRole('button', { name: 'Confirm Payment Plan' }).click();
  await (await enterCard(page, '4000000000001000')).click();
  await expect(page).toHaveURL(/\/payment\/confirmation\?|\/book\/confirmation\//, {
    timeout: 30_000,
  });
  await expect(
    page
      .getByRole('heading', { name: 'Payment Successful!' })
      .or(page.getByRole('heading', { level: 1, name: /booked/ })),
  ).toBeVisible({ timeout: 20_000 });
  if (/\/payment\/confirmation/.test(page.url())) {
    await page.getByRole('link', { name: 'View Booking' }).click();
  }
  await expect(page).toHaveURL(/\/book\/confirmation\/[A-Z]{2}\d{6}$/, { timeout: 20_000 });
  const confirmationTax = page
    .getByRole('region', { name: 'Booking summary' })
    .getByTestId('local-tax');
  await expect(confirmationTax).toContainText(payable);
  await expect(confirmationTax).toContainText('Under 16s exempt (1 guest)');
  await expect(confirmationTax).toContainText('Includes 10% VAT');
  await atBothWidths(page, 'confirmation');

  // The booking keeps the estimate it was shown; the browser holds the booking's key.
  const reference = /([A-Z]{2}\d{6})$/.exec(page.url())?.[1] ?? '';
  const key = await page.evaluate((ref) => {
    const held = JSON.parse(localStorage.getItem('sunward-booking-access') ?? '{}') as {
      state?: { keys?: Record<string, string>; pending?: string | null };
    };
    // The checkout's key, remembered with the reference (or still pending after the bank).
    return held.state?.keys?.[ref] ?? held.state?.pending ?? '';
  }, reference);
  expect(key).not.toBe('');
  const headers = { 'x-booking-key': key };
  const booking = (await (
    await page.request.get(`/api/bookings/${reference}`, { headers })
  ).json()) as {
    flights: { outbound: { date: string } } | null;
    localTax: { amount: number; place: string };
  };
  expect(booking.localTax.place).toBe('Balearic Islands (Majorca, Menorca, Ibiza)');
  expect(payable).toContain(`€${(booking.localTax.amount / 100).toFixed(2)}`);

  // The booking confirmation e-mail: the same figure.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}&limit=5`);
        const body = (await res.json()) as { messages: { subject: string; text: string }[] };
        return body.messages.find((m) => m.text.includes('Payable at the hotel'))?.text ?? '';
      },
      { timeout: 30_000 },
    )
    .toContain(`Payable at the hotel: ${payable}`);

  // The confirmation PDF: the same figure.
  let documents: { kind: string; url: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/bookings/${reference}`, { headers });
        documents = ((await res.json()) as { documents: { kind: string; url: string }[] })
          .documents;
        return documents.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const confirmationPdf = documents.find((d) => d.kind === 'confirmation') ?? documents[0];
  const pdf = await page.request.get(confirmationPdf.url, { headers });
  expect(pdf.status()).toBe(200);
  const printed = pdfText(await pdf.body());
  expect(printed).toContain('Payable at the hotel');
  expect(printed).toContain(payable);

  // The booking detail, found as a guest by reference, surname and departure date.
  const departure = booking.flights?.outbound.date ?? '';
  expect(departure).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.goto(`/manage-booking?reference=${reference}`);
  await page.getByLabel('Lead passenger surname').fill('Okafor');
  await page.getByRole('group', { name: 'Departure date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(
    `${departure.slice(8, 10)}${departure.slice(5, 7)}${departure.slice(0, 4)}`,
  );
  await page.getByRole('button', { name: 'Find My Booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/booking/${reference}$`));
  const detailTax = page.getByRole('tabpanel').getByTestId('local-tax');
  await expect(detailTax).toContainText(`Payable at the hotel: ${payable}`);
  await expect(detailTax).toContainText('Under 16s exempt (1 guest)');

  // The tourist tax page states the rule that figure applies: the place, its VAT and its exemption.
  await detailTax.getByRole('link', { name: 'About tourist taxes' }).click();
  await expect(page).toHaveURL(/\/tourist-tax$/);
  await page.getByRole('button', { name: /Spain/ }).click();
  const rule = page
    .getByRole('table', { name: 'Tourist tax by region or city in Spain' })
    .getByRole('row', { name: new RegExp(booking.localTax.place.replace(/[()]/g, '\\$&')) });
  await expect(rule).toContainText('Plus 10% VAT.');
  await expect(rule).toContainText('Exempt: Children under 16');
});
