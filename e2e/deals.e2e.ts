import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Deal } from '@sunward/contracts/deals';
import { expectAccessibleAtBothWidths, screenshots } from './fixtures';

/**
 * Exclusive deals (docs/spec/3-accounts-bookings-content.md §2 'Deals list' and 'Deal page'): from
 * the home carousel to a deal, its airport and date chosen by keyboard, the results with the
 * deal's board basis as a board filter and its hotel first and featured, then the package page;
 * and the list's filters, kept in the address, Clear Filters, the empty state and Show All Deals.
 * axe-core at 375 px and 1280 px. With SCREENSHOTS_DIR set, the list and a deal are photographed
 * at both widths.
 */

async function dealList(request: APIRequestContext): Promise<Deal[]> {
  const res = await request.get('/api/deal/list');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Deal[];
}

const pounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;
const poundsAndPence = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
/** The saving a deal states, against the same stay at the hotel's standard price. */
const savingText = (deal: Deal) =>
  `Save £${Math.floor(deal.savingFrom / 100).toLocaleString('en-GB')} (${String(deal.discount)}%) on our standard price for these dates`;

test('home carousel → deal → airport and date by keyboard → results filtered by its board, its hotel first → package', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const deals = await dealList(request);
  const deal = deals.find((d) => d.availableDates.length > 0);
  expect(deal).toBeDefined();
  if (!deal) return;
  // The advertised cheapest option: its airport and date.
  const airport = deal.availableAirports[0];
  const date = deal.availableDates.find(
    (d) => deal.airportPricingByDate[d.id][airport.code] === deal.priceFrom,
  );
  expect(date).toBeDefined();
  if (!date) return;

  await page.goto('/');
  const strip = page.getByRole('list', { name: 'Exclusive deals' });
  const link = strip.getByRole('link', { name: deal.title });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.hotelName);
  // The saving is the offer's, against the standard price for the same stay, struck through.
  expect(deal.savingFrom).toBe(deal.standardPriceFrom - deal.priceFrom);
  await expect(page.getByText(savingText(deal))).toBeVisible();
  await expect(page.locator('s').filter({ hasText: pounds(deal.standardPriceFrom) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Deals' }).first()).toHaveAttribute(
    'href',
    '/deals',
  );
  // The search bar at the top is on the deal's hotel.
  await expect(
    page.getByRole('form', { name: 'Search holidays' }).getByRole('button', { name: /Going to/ }),
  ).toContainText(deal.hotelName);
  await expectAccessibleAtBothWidths(page, 'the deal page');
  await screenshots(page, 'deal');

  // The lightbox, by keyboard.
  const firstPhoto = page.getByRole('button', { name: new RegExp(`^Open photo 1 of`) });
  await firstPhoto.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: deal.hotelName });
  await expect(lightbox).toBeVisible();
  await expect
    .poll(() => lightbox.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true);
  // The arrows work at once, wherever in the lightbox focus starts.
  await expect(lightbox.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(/^2 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(firstPhoto).toBeFocused();

  const form = page.getByRole('form', { name: 'Booking options' });
  const search = form.getByRole('button', { name: 'Search This Deal' });
  // Nothing chosen yet: the spec's first message.
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Please select a departure airport');

  const airportField = form.getByLabel('Departure airport');
  await airportField.focus();
  await airportField.selectOption(airport.code);
  await expect(form.getByRole('alert')).toHaveText(
    'Please select travel dates or choose custom dates',
  );
  const radio = form
    .getByRole('radio', { name: new RegExp(`${date.duration} Nights`) })
    .nth(deal.availableDates.filter((d) => d.duration === date.duration).indexOf(date));
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await expect(form.getByRole('alert')).toBeHidden();
  // The total the deal advertises for this airport and date.
  await expect(form).toContainText(`${pounds(deal.priceFrom)} total`);

  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?/, { timeout: 30_000 });

  // The deal's hotel, first and featured, at the advertised total; its board as the board filter.
  const holidays = page.getByRole('region', { name: 'Holidays' });
  const first = holidays.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(deal.hotelName);
  await expect(first).toContainText('FEATURED');
  await expect(first).toContainText(pounds(deal.priceFrom));
  expect(deal.boardBasis).toBeTruthy();
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`^${deal.boardBasis ?? ''}`) }),
  ).toBeChecked();
  // The results' address carries the filter, so a copied link shows the same list.
  const filters = new URL(page.url()).searchParams.get('filters') ?? '{}';
  expect((JSON.parse(filters) as { boardBases: string[] }).boardBases).toEqual([deal.boardBasis]);
  // …and the deal's hotel, so opened elsewhere it searches that hotel, not its whole region.
  expect(new URL(page.url()).searchParams.get('hotel')).toBe(String(deal.hotel_id));

  const details = first.getByRole('button', { name: 'View Details' });
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/package\\?uuid=.*&hotelId=${deal.hotel_id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.hotelName);
  // The package page: the deal price, and the standard price for that stay struck through beside it.
  await expect(page.getByTestId('package-total')).toHaveText(poundsAndPence(deal.priceFrom));
  await expect(page.getByTestId('package-standard-total')).toHaveText(
    poundsAndPence(deal.standardPriceFrom),
  );
  await expect(page.getByText(new RegExp(`${deal.offer.name}: Save £`))).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'a package page with a special offer');
});

test('the list: filters kept in the address, Clear Filters, the empty state and Show All Deals', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const deals = await dealList(request);
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exclusive Deals');
  const list = page.getByRole('list', { name: 'Deals' });
  await expect(list.getByRole('article')).toHaveCount(deals.length);
  await expectAccessibleAtBothWidths(page, 'the deals list');
  await screenshots(page, 'deals');

  const destinations = [...new Set(deals.map((d) => d.destination))].sort((a, b) =>
    a.localeCompare(b, 'en-GB'),
  );
  const destination = page.getByLabel('Destination');
  await expect(destination.getByRole('option')).toHaveText(['All Destinations', ...destinations]);

  // A destination and a minimum rating, kept in the address and on refresh.
  const target = deals[0];
  await destination.focus();
  await destination.selectOption(target.destination);
  await page.getByLabel('Rating').selectOption(String(target.rating));
  const expected = deals.filter(
    (d) => d.destination === target.destination && d.rating >= target.rating,
  );
  await expect(list.getByRole('article')).toHaveCount(expected.length);
  await expect(page).toHaveURL(
    new RegExp(`destination=${encodeURIComponent(target.destination).replace(/%20/g, '\\+')}`),
  );
  await page.reload();
  await expect(page.getByLabel('Destination')).toHaveValue(target.destination);
  await expect(list.getByRole('article')).toHaveCount(expected.length);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(expected[0].hotelName);

  // Clear Filters, by keyboard.
  const clear = page.getByRole('button', { name: 'Clear Filters' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('article')).toHaveCount(deals.length);
  await expect(page).toHaveURL(/\/deals$/);
  await expect(clear).toBeHidden();

  // No deal is sold for 2 nights: the empty state, then Show All Deals.
  await page.getByLabel('Duration').selectOption('2');
  await expect(page.getByRole('heading', { name: 'No deals found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more options.')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the empty deals list');
  const showAll = page.getByRole('button', { name: 'Show All Deals' });
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('article')).toHaveCount(deals.length);
  await expect(page).toHaveURL(/\/deals$/);

  // The newsletter.
  const newsletter = page.getByRole('form', { name: 'Newsletter' });
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  await newsletter.getByLabel('Email address').fill('sam@example.co.uk');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText("Thank you for subscribing! You'll receive our best deals first."),
  ).toBeVisible();
  await expect(newsletter.getByLabel('Email address')).toHaveValue('');

  // A card's View Deal opens its deal, by keyboard.
  const view = list.getByRole('link', { name: `View Deal: ${deals[1].hotelName}` });
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/deals/${deals[1].slug}$`));
});

test('an unknown deal says so, with Try Again and the way back', async ({ page }) => {
  await page.goto('/deals/no-such-holiday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error loading deal');
  await expect(page.getByRole('alert')).toHaveText('Deal not found with slug: no-such-holiday');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Deals' }).click();
  await expect(page).toHaveURL(/\/deals$/);
});
