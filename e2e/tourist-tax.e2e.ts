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
  await expect(table.getByRole('row', { name: /Balearic Islands/ })).toContainText('€0.50 - €4.00');
  await expect(table.getByRole('row', { name: /Barcelona city/ })).toContainText(
    'Per person per night',
  );
  await expect(page.getByRole('heading', { name: 'Exemptions' })).toBeVisible();
  await atBothWidths(page, 'expanded');

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

test('a Majorca family sees the hotel tax (child under 16 exempt) from the package page to the confirmation', async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  await billing.getByLabel('Email address').fill(uniqueEmail());
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
  await atBothWidths(page, 'confirmation');
});
