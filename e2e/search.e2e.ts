import { expect, test, type Page } from '@playwright/test';
import { closeWithEscape, expectAccessible, storedHotels } from './fixtures';

interface StoredHotel {
  name: string;
  rating: number;
  package: { totalPence: number };
}

const cardNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Holidays' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

async function searchFromHome(page: Page) {
  await page.goto('/');
  const bar = page.getByRole('form', { name: 'Search holidays' });
  const alert = bar.getByRole('alert');

  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(alert).toHaveText('Please select a destination.');

  await bar.getByRole('button', { name: /Going to/ }).click();
  await bar.getByPlaceholder('Type a country or region').fill('majorca');
  await bar.getByRole('radio', { name: 'Majorca' }).click();
  // Choosing a destination moves on to the airports.
  await expect(bar.getByRole('group', { name: 'Flying from' })).toBeVisible();
  await page.keyboard.press('Escape');
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(alert).toHaveText('Please select at least one departure airport.');

  await bar.getByRole('button', { name: /Flying from/ }).click();
  await bar.getByRole('checkbox', { name: 'London', exact: true }).check();
  await expect(bar.getByRole('button', { name: /Flying from/ })).toContainText('6 airports');
  await bar.getByRole('button', { name: 'Done' }).click();
  // Focus goes back to the field that opened the list, not to the page.
  await expect(bar.getByRole('button', { name: /Flying from/ })).toBeFocused();

  await bar.getByRole('button', { name: /Guests/ }).click();
  await bar.getByRole('button', { name: 'More adults' }).click();
  await bar.getByRole('button', { name: 'More children' }).click();
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(alert).toHaveText('Please enter the age for each child.');
  await bar.getByRole('button', { name: /Guests/ }).click();
  await bar.getByLabel('Child 1 age').selectOption('8');
  await bar.getByRole('button', { name: 'Done' }).click();

  // An emptied date stays empty, by Enter or by Search, and says a date is required.
  const date = bar.getByRole('textbox', { name: 'Departure date' });
  await date.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(alert).toHaveText('Please select your departure date.');
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(alert).toHaveText('Please select your departure date.');
  await expect(date).toHaveValue('');
  await expect(page).toHaveURL(/\/$/);
  const day = new Date(Date.now() + 60 * 86_400_000);
  await date.fill(
    `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`,
  );

  await bar.getByRole('button', { name: '10', exact: true }).click();
  await bar.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(
    /\/search\?dest=\d+&destName=Majorca&start=.*&airports=.*&nights=10&flex=0/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Holiday Search Results' }),
  ).toBeVisible();
  await expect(page.getByText(/^We hunted down \d+ amazing holidays for you!$/)).toBeVisible();
}

test('search from home with validation, then sort, filter, price mode, name search and Load More', async ({
  page,
}) => {
  await searchFromHome(page);
  const hotels = await storedHotels<StoredHotel>(page);
  expect(hotels.length).toBeGreaterThan(20);
  await expect(page.getByText(`Showing 10 of ${hotels.length} results`)).toBeVisible();
  await expectAccessible(page, 'search results');

  // Sort by price, low to high: the first ten cards are the ten cheapest, in order.
  await page.getByLabel('Sort by').selectOption('priceLowHigh');
  const cheapest = [...hotels]
    .sort((a, b) => a.package.totalPence - b.package.totalPence)
    .slice(0, 10)
    .map((h) => h.name);
  await expect.poll(() => cardNames(page)).toEqual(cheapest);
  await page.getByLabel('Sort by').selectOption('ratingHighLow');
  await expect
    .poll(async () => (await cardNames(page))[0])
    .toBe(
      [...hotels].sort(
        (a, b) => b.rating - a.rating || a.package.totalPence - b.package.totalPence,
      )[0].name,
    );

  // Five-star filter: only five-star hotels remain, and the count says so.
  const fiveStars = hotels.filter((h) => h.rating === 5).map((h) => h.name);
  await page.getByRole('checkbox', { name: '5 stars' }).check();
  await expect(
    page.getByText(`Showing ${Math.min(10, fiveStars.length)} of ${fiveStars.length} results`),
  ).toBeVisible();
  for (const name of await cardNames(page)) expect(fiveStars).toContain(name);
  await expect(page).toHaveURL(/filters=.*%5B5%5D/);
  await page.getByRole('button', { name: /Clear all filters/ }).click();

  // Price mode toggle.
  await page.getByRole('button', { name: 'Per Person' }).click();
  await expect(page.getByRole('button', { name: 'Per Person' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/price=perPerson/);

  // Name search and its clear button.
  const target = hotels[3].name;
  await page
    .getByPlaceholder('Search hotels by name...')
    .fill(target.split(' ').slice(0, 2).join(' '));
  await expect.poll(() => cardNames(page)).toContain(target);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();

  // Load More: ten more.
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByText(`Showing 20 of ${hotels.length} results`)).toBeVisible();
});

test('a shared results link shows the same results in a fresh browser', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await searchFromHome(page);
  const hotels = await storedHotels<StoredHotel>(page);
  await page.getByLabel('Sort by').selectOption('priceLowHigh');
  // The link is shared once the list shows the sorted page and the address carries the sort.
  const names = [...hotels]
    .sort((a, b) => a.package.totalPence - b.package.totalPence)
    .slice(0, 10)
    .map((h) => h.name);
  await expect.poll(() => cardNames(page)).toEqual(names);
  await expect(page).toHaveURL(/[?&]sort=priceLowHigh(&|$)/);
  await page.getByRole('button', { name: 'Share Results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share This Holiday' });
  await expect(dialog).toContainText(
    'This link includes your selected dates, airports, and room configuration. The recipient will see the same search results.',
  );
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(dialog.getByText('✓ Link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/search?');

  const fresh = await browser.newContext({ locale: 'en-GB' });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByText('Search results loaded successfully')).toBeVisible();
  await expect.poll(() => cardNames(other)).toEqual(names);
  await fresh.close();
});

test('opening a result and coming back restores filters and scroll position', async ({ page }) => {
  await searchFromHome(page);
  // The server answers the filtered list; the old one stays, marked busy, until it arrives.
  const filtered = page.waitForResponse((r) => /\/api\/itinerary\/[^/]+\/results/.test(r.url()));
  await page.getByRole('checkbox', { name: '4 stars' }).check();
  await filtered;
  const holidays = page.getByRole('region', { name: 'Holidays' });
  await expect(holidays).toHaveAttribute('aria-busy', 'false');
  const card = holidays.getByRole('button', { name: 'View Details' }).nth(6);
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(600);
  await card.click();
  await expect(page).toHaveURL(/\/package\?uuid=.*&hotelId=\d+/);
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
});

test('the results search bar stays in view from 1024 px', async ({ page }) => {
  await searchFromHome(page);
  const bar = page.getByRole('form', { name: 'Search holidays' });
  await page.mouse.wheel(0, 1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Just under the 72 px navbar, inside its band.
  await expect.poll(async () => (await bar.boundingBox())?.y ?? -1).toBeGreaterThan(70);
  expect((await bar.boundingBox())?.y).toBeLessThan(100);
  await expect(bar).toBeInViewport();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('search from home and browse the results', async ({ page }) => {
    await searchFromHome(page);
    // The search folds into a summary so the results start near the top.
    const bar = page.getByRole('form', { name: 'Search holidays' });
    await expect(bar).toBeHidden();
    const summary = page.getByRole('region', { name: 'Your search' });
    await expect(summary.getByText('Majorca', { exact: true }).first()).toBeVisible();
    await expect(
      summary.getByText(/^\w{3} \d+ \w{3} · 10 nights · Flight \+ Hotel$/),
    ).toBeVisible();
    await expect(
      summary.getByText('2 adults, 1 child, 1 room', { exact: true }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit search' }).click();
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: /Going to/ })).toContainText('Majorca');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(bar).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('checkbox', { name: '5 stars' })).toBeVisible();
    await expectAccessible(page, 'results on a phone');
  });
});

test('a card’s photos change with a pointer drag, and a click opens the lightbox', async ({
  page,
}) => {
  await searchFromHome(page);
  const carousel = page.getByRole('group', { name: /^Photos of / }).first();
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.boundingBox())!;
  const y = box.y + box.height / 2;
  const dots = carousel.getByRole('button', { name: /^Show photo \d+ of \d+$/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  // A slow 120 px drag to the left (over the 50 px threshold) shows the next photo.
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + box.width * 0.7 - step * 10, y);
    await page.waitForTimeout(20);
  }
  await page.mouse.up();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/search\?/);

  // A click (no movement) opens the lightbox on that photo.
  await page.mouse.click(box.x + box.width * 0.5, y);
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText(/2 \/ \d+/);
  await closeWithEscape(page, lightbox);
});
