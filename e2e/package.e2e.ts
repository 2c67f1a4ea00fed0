import { expect, test } from '@playwright/test';
import { closeWithEscape, expectAccessible, openMajorcaResults } from './fixtures';

const pounds = (text: string | null) => Math.round(Number((text ?? '').replace(/[£,]/g, '')) * 100);

test('choose rooms for a two-room party, a flight and a date, then Book Now holds it', async ({
  page,
  context,
}) => {
  await openMajorcaResults(page, [
    { adults: 2, children: 1, infants: 0, childAges: [8] },
    { adults: 2, children: 0, infants: 0, childAges: [] },
  ]);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/package\?uuid=.*&hotelId=\d+/);
  await expect(page.getByRole('heading', { name: 'Choose your rooms' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Back to Search Results/ })).toBeVisible();
  // From 640 px the thumbnails and every feature show; the phone's View all and Show All do not.
  await expect(page.getByRole('button', { name: /^Open photo 2 of / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View all \d+ photos$/ })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Show All \d+ Features$/ })).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Features' }).getByRole('listitem').last(),
  ).toBeVisible();

  // Two rooms: refundable rooms only, cheapest chosen for each, tabs show the choice.
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const roomOptions = page.locator('#room-options').getByRole('radio');
  await expect(page.locator('#room-options')).not.toContainText('Non-refundable');

  // A board filter lists only that board; 'All' brings the others back.
  const boardSelect = page.getByLabel('Board basis');
  const boards = await boardSelect.locator('option').allTextContents();
  expect(boards[0]).toBe('All');
  if (boards.length > 2) {
    await boardSelect.selectOption({ label: boards[2] });
    for (const text of await page.locator('#room-options li').allTextContents())
      expect(text).toContain(boards[2]);
    await boardSelect.selectOption('All');
  }

  // Picking a room on tab 1 moves on to tab 2.
  const count = await roomOptions.count();
  // (The list then shows room 2, so the pick is a click rather than a checked-state check.)
  await roomOptions.nth(Math.min(1, count - 1)).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await roomOptions.first().check();

  // Another flight: it becomes the selected one.
  const flights = page.getByRole('group', { name: /^Flights on / }).getByRole('radio');
  if ((await flights.count()) > 1) {
    await flights.nth(1).check();
    await expect(flights.nth(1)).toBeChecked();
  }

  // Another departure date: a refreshed package for that date, its button now pressed.
  const dateGroup = page.getByRole('group', { name: 'Departure date' });
  const current = dateGroup.getByRole('button', { pressed: true });
  const original = (await current.locator('span').first().textContent()) ?? '';
  // The next date (or the one before, at the end of the list): a refreshed package lists the dates
  // around its own, so a neighbour keeps the first date in the list whatever day the search falls on.
  const dateButtons = dateGroup.getByRole('button');
  const pressedAt = (
    await dateButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')))
  ).indexOf('true');
  const target = dateButtons.nth(
    pressedAt + 1 < (await dateButtons.count()) ? pressedAt + 1 : pressedAt - 1,
  );
  const label = (await target.locator('span').first().textContent()) ?? '';
  const before = page.url();
  await target.click();
  await expect.poll(() => page.url()).not.toBe(before);
  await expect(current.locator('span').first()).toHaveText(label);
  await expect(current.locator('span').nth(1)).toHaveText('Same Price');
  // Back to the first date: the package already seen, without asking the server again.
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/itinerary/refresh')) refreshes.push(r.url());
  });
  await dateGroup.getByRole('button', { name: new RegExp(`^${original}`) }).click();
  await expect.poll(() => page.url()).toBe(before.replace(/&flightId=[^&]*/, ''));
  expect(refreshes).toEqual([]);
  await dateGroup.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await expect(current.locator('span').first()).toHaveText(label);
  // The package of that date is kept for the tab: a reload still shows it.
  const refreshedUrl = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose your rooms' })).toBeVisible();
  expect(page.url()).toBe(refreshedUrl);
  await expect(current.locator('span').first()).toHaveText(label);

  await expectAccessible(page, 'package details');

  // Book Now: the total shown is the server's prebook total to the penny.
  const shown = pounds(await page.getByTestId('package-total').textContent());
  const prebook = page.waitForResponse((r) => r.url().endsWith('/api/itinerary/prebook'));
  await page.getByRole('button', { name: 'Book Now' }).click();
  const answer = (await (await prebook).json()) as { total_pence: number };
  expect(answer.total_pence).toBe(shown);
  await expect(page).toHaveURL(/\/book\/extras$/);

  // The 30-minute timer runs, survives a reload and is shared with a second tab.
  const timer = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('sunward-checkout-timer') ?? '{}') as {
            state?: { expiresAt: number | null };
          }
        ).state?.expiresAt ?? null,
    );
  const expiresAt = await timer();
  expect(expiresAt).not.toBeNull();
  expect((expiresAt ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
  expect((expiresAt ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  await page.reload();
  expect(await timer()).toBe(expiresAt);
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  const second = await context.newPage();
  await second.goto('/');
  expect(
    await second.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('sunward-checkout-timer') ?? '{}') as {
            state?: { expiresAt: number };
          }
        ).state?.expiresAt,
    ),
  ).toBe(expiresAt);
});

test('Share Holiday: the link opens the same hotel, dates, party, room and flight elsewhere', async ({
  page,
  browser,
}) => {
  await openMajorcaResults(page, [
    { adults: 2, children: 1, infants: 0, childAges: [8] },
    { adults: 1, children: 0, infants: 0, childAges: [] },
  ]);
  await page.getByRole('button', { name: 'View Details' }).nth(1).click();
  await expect(page.getByRole('heading', { name: 'Choose your rooms' })).toBeVisible();
  // Not the defaults: another room for room 1 and another flight.
  const roomOptions = page.locator('#room-options').getByRole('radio');
  if ((await roomOptions.count()) > 1) await roomOptions.nth(1).click();
  const flights = page.getByRole('group', { name: /^Flights on / }).getByRole('radio');
  if ((await flights.count()) > 1) await flights.nth(1).check();
  const summary = page.getByRole('complementary', { name: 'Your holiday' });
  // Read once Majorca's tourist tax (asked after the page) is in the summary too.
  await expect(summary.getByText('Total including local taxes')).toBeVisible();
  const expected = await summary.innerText();
  const hotel = await page.getByRole('heading', { level: 1 }).textContent();

  await page.getByRole('button', { name: 'Share Holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share This Holiday' });
  const url = await dialog.getByLabel('Link').inputValue();
  expect(url).toMatch(/\/share\/package\?hotelId=\d+&destination=\d+/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const fresh = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const other = await fresh.newPage();
  await other.goto(url);
  await expect(other).toHaveURL(/\/package\?uuid=/, { timeout: 20_000 });
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(hotel ?? '');
  const otherSummary = other.getByRole('complementary', { name: 'Your holiday' });
  await expect(otherSummary.getByTestId('package-total')).toBeVisible();
  // The linked flight may be one of the alternatives, which load after the page: wait for the
  // summary to settle on it, as a person would.
  await expect.poll(() => otherSummary.innerText()).toBe(expected);
  await fresh.close();
});

test('a shared link without its rooms says so and goes home', async ({ page }) => {
  await page.goto('/share/package?hotelId=5&startDate=2027-01-20');
  await expect(page.getByText('Missing room configuration')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test('a saved search reopens the hotel that was being looked at, from home', async ({ page }) => {
  await openMajorcaResults(page, [{ adults: 2, children: 0, infants: 0, childAges: [] }]);
  await page.getByRole('button', { name: 'View Details' }).nth(2).click();
  await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
  const hotel = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  // A new search replaces this one: it becomes a saved search.
  await openMajorcaResults(page, [{ adults: 2, children: 0, infants: 0, childAges: [] }], {
    nights: 10,
  });
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Continue your previous search?' });
  await expect(panel).toContainText(/to Majorca, /);
  await panel
    .getByRole('button', { name: /^Continue search: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/package\?uuid=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel);
});

test('a new search typed on the home page saves the search it replaces, not itself', async ({
  page,
}) => {
  await openMajorcaResults(page, [{ adults: 2, children: 0, infants: 0, childAges: [] }]);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
  const hotel = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // Back home, the search bar still holds Majorca: change it to Tenerife and search.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Sunward/ })
    .first()
    .click();
  const bar = page.getByRole('form', { name: 'Search holidays' });
  await bar.getByRole('button', { name: /Going to/ }).click();
  await bar.getByPlaceholder('Type a country or region').fill('tenerife');
  await bar.getByRole('radio', { name: 'Tenerife' }).click();
  await page.keyboard.press('Escape');
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/destName=Tenerife/);
  await expect(page.getByRole('button', { name: 'View Details' }).first()).toBeVisible({
    timeout: 20_000,
  });

  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Continue your previous search?' });
  const restore = panel.getByRole('button', { name: /^Continue search: / });
  await expect(restore).toHaveCount(1);
  await expect(panel).toContainText(/to Majorca, /);
  await expect(panel).not.toContainText(/Tenerife/);
  await restore.click();
  await expect(page).toHaveURL(/\/package\?uuid=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel);
});

test('hotel only: the transfer form checks every field, then Book Now holds the room with those flights', async ({
  page,
}) => {
  const config = (await (await page.request.get('/api/config/destinations')).json()) as {
    countries: { regions: { id: number; name: string }[] }[];
  };
  const majorca = config.countries.flatMap((c) => c.regions).find((r) => r.name === 'Majorca');
  const start = new Date(Date.now() + 60 * 86_400_000);
  while (start.getUTCDay() !== 6) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const q = new URLSearchParams({
    dest: String(majorca?.id ?? 0),
    destName: 'Majorca',
    start: start.toISOString().slice(0, 10),
    end: end.toISOString().slice(0, 10),
    rooms: JSON.stringify([{ adults: 2, children: 0, infants: 0, childAges: [] }]),
    nights: '7',
    flex: '0',
  });
  await page.goto(`/search?${q.toString()}`);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const section = page.getByRole('region', { name: 'Airport transfers' });
  await expect(section).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your flights' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Yes, Add My Flight Details' }).click();

  // Every field is checked on save (once the form has put in the stay's dates, cleared here).
  await expect(section.getByLabel('Arrival date')).not.toHaveValue('');
  await expect(section.getByLabel('Departure date')).not.toHaveValue('');
  await section.getByLabel('Arrival date').fill('');
  await section.getByLabel('Departure date').fill('');
  await section.getByRole('button', { name: 'Save Flight Details' }).click();
  for (const message of [
    'Please select an airport from the search',
    'Flight number is required',
    'Arrival date is required',
    'Departure date is required',
    'Arrival time is required',
    'Departure time is required',
  ])
    await expect(section.getByText(message).first()).toBeVisible();
  // Focus on the first field to fix, its suggestion list left closed over the form.
  const airport = section.getByRole('combobox', { name: 'Arrival airport' });
  await expect(airport).toBeFocused();
  await page.waitForTimeout(300);
  await expect(airport).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // Clicked, the empty airport field says what to type.
  await airport.click();
  await expect(page.getByText('Type at least 3 characters to search')).toBeVisible();
  await section.getByLabel('Arrival date').fill('31022027');
  await expect(section.getByLabel('Arrival date')).toHaveValue('31/02/2027');
  await section.getByLabel('Departure date').fill('01/01/2020');
  await section.getByRole('button', { name: 'Save Flight Details' }).click();
  await expect(section.getByText('Invalid date')).toBeVisible();
  await expect(section.getByText('Date cannot be in the past')).toBeVisible();

  // A valid form: airports from the search, flight numbers in capitals.
  const dd = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCFullYear())}`;
  // The airport list opens in a popover over the page, outside the section.
  await section.getByRole('combobox', { name: 'Arrival airport' }).fill('palma');
  await page.getByRole('option', { name: /Palma de Mallorca \(PMI\)/ }).click();
  await expect(section.getByRole('combobox', { name: 'Arrival airport' })).toHaveValue(
    'Palma de Mallorca (PMI)',
  );
  await section.getByLabel('Arrival flight number').fill('fr1234');
  await section.getByLabel('Arrival date').fill(dd(start));
  await section.getByLabel('Arrival time').fill('14:30');
  await section.getByRole('combobox', { name: 'Departure airport' }).fill('PMI');
  await page.getByRole('option', { name: /Palma de Mallorca \(PMI\)/ }).click();
  await section.getByLabel('Departure flight number').fill('fr1235');
  await section.getByLabel('Departure date').fill(dd(start));
  await section.getByLabel('Departure time').fill('18:00');
  await section.getByRole('button', { name: 'Save Flight Details' }).click();
  await expect(section.getByText('Return date must be after arrival date')).toBeVisible();
  await section.getByLabel('Departure date').fill(dd(end));
  await section.getByRole('button', { name: 'Save Flight Details' }).click();
  await expect(section.getByRole('button', { name: 'Change Transfer Option' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit Flight Details' })).toBeVisible();
  await expect(section).toContainText('FR1234');

  const prebook = page.waitForRequest((r) => r.url().endsWith('/api/itinerary/prebook'));
  await page.getByRole('button', { name: 'Book Now' }).click();
  const body = (await prebook).postDataJSON() as {
    arrival_airport_code: string;
    manual_flight_details: { outbound: { flightNumber: string; date: string; time: string } };
  };
  expect(body.arrival_airport_code).toBe('PMI');
  expect(body.manual_flight_details.outbound).toMatchObject({
    flightNumber: 'FR1234',
    date: start.toISOString().slice(0, 10),
    time: '14:30',
  });
  await expect(page).toHaveURL(/\/book\/extras$/);
});

test('a sold-out holiday is explained with a way back to the results', async ({ page }) => {
  await openMajorcaResults(page, [{ adults: 2, children: 0, infants: 0, childAges: [] }]);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
  // The supplier answers 410 for this prebook.
  await page.route('**/api/itinerary/prebook', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'NO_LONGER_AVAILABLE',
          message:
            'Sorry, this holiday has just sold out. Please choose another room, flight or hotel.',
        },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(
    page.getByText(
      'Sorry, this holiday has just sold out. Please choose another room, flight or hotel.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/package\?/);
  await page.getByRole('link', { name: 'Back to Search Results' }).click();
  await expect(page).toHaveURL(/\/search/);
});

test('a price change is shown in plain words, and continuing accepts the new total', async ({
  page,
}) => {
  await openMajorcaResults(page, [{ adults: 2, children: 0, infants: 0, childAges: [] }]);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
  const shown = pounds(await page.getByTestId('package-total').textContent());
  const bodies: { accept_total_pence?: number; shown_total_pence?: number }[] = [];
  // The first prebook finds the price changed (+£25.00); the second goes to the server.
  await page.route('**/api/itinerary/prebook', async (route) => {
    bodies.push(route.request().postDataJSON() as (typeof bodies)[number]);
    if (bodies.length > 1) return route.fallback();
    return route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'PRICE_CHANGED',
          message: 'The price of this holiday has changed.',
          details: { previous_total_pence: shown, total_pence: shown + 2500 },
        },
      }),
    });
  });
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('The price of this holiday has changed.')).toBeVisible();
  const newTotal = `£${((shown + 2500) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await page.getByRole('button', { name: `Continue at ${newTotal}` }).click();
  await expect.poll(() => bodies.length).toBe(2);
  // The first asks for the total the page showed; continuing accepts the new one.
  expect(bodies[0].shown_total_pence).toBe(shown);
  expect(bodies[1].accept_total_pence).toBe(shown + 2500);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('one photo with View all photos, and Book Now at the bottom of the screen', async ({
    page,
  }) => {
    await openMajorcaResults(page, [{ adults: 2, children: 0, infants: 0, childAges: [] }]);
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect(page.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
    // The main photo alone (View all opens the rest), and four features until Show All.
    await expect(page.getByRole('button', { name: /^Open photo 1 of / })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open photo 2 of / })).toBeHidden();
    const features = page.getByRole('region', { name: 'Features' }).getByRole('listitem');
    await expect(features.first()).toBeVisible();
    const showAll = page.getByRole('button', { name: /^Show All \d+ Features$/ });
    // (A hidden feature is out of the accessibility tree, so the count is of what a person sees.)
    if ((await showAll.count()) > 0) {
      const all = Number(/\d+/.exec((await showAll.textContent()) ?? '')?.[0]);
      await expect(features).toHaveCount(4);
      await showAll.click();
      await expect(features).toHaveCount(all);
      await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
    }
    // The total and Book Now stay at the bottom of the screen, matching the summary's total.
    const bar = page.getByTestId('mobile-book-bar');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(
      (await page.getByTestId('package-total').textContent()) ?? 'missing',
    );
    await page.getByRole('button', { name: /^View all \d+ photos$/ }).click();
    await closeWithEscape(page, page.getByRole('dialog'));
    await expectAccessible(page, 'package details on a phone');
  });
});
