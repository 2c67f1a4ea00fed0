import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, storedHotels } from './fixtures';

interface StoredHotel {
  ivector_property_id: number;
  name: string;
  rating: number;
  lat: number;
  lon: number;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A Majorca results link (London airports, 2 adults, 7 nights) departing ~60 days ahead. */
function resultsLink(): string {
  const start = new Date(Date.now() + 60 * 86_400_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const q = new URLSearchParams({
    dest: '10',
    destName: 'Majorca',
    start: isoDay(start),
    end: isoDay(end),
    airports: 'LGW,STN',
    rooms: JSON.stringify([{ adults: 2, children: 0, infants: 0, childAges: [] }]),
    nights: '7',
    flex: '0',
  });
  return `/search?${q.toString()}`;
}

/** The same rule as the map's: finite, in range, and not 0,0. */
const onMap = (h: StoredHotel) =>
  Number.isFinite(h.lat) &&
  Number.isFinite(h.lon) &&
  Math.abs(h.lat) <= 90 &&
  Math.abs(h.lon) <= 180 &&
  !(h.lat === 0 && h.lon === 0);

/**
 * There is no internet here: answer the tile host with 404 so nothing waits on it, and count the
 * map chunk's requests to prove it loads only when the map opens.
 */
async function prepare(page: Page) {
  const site = (await (await page.request.get('/api/config/site')).json()) as {
    mapTileUrl: string;
  };
  const tileHost = new URL(site.mapTileUrl.replace(/\{[a-z]\}/g, '0')).host;
  const tileRequests: string[] = [];
  await page.route(
    (url) => url.host === tileHost,
    (route) => {
      tileRequests.push(route.request().url());
      return route.fulfill({ status: 404, body: '' });
    },
  );
  // The map's own chunk, and Leaflet's stylesheet (a chunk shared with the package page's map).
  const mapChunks: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (
      /\/assets\/ResultsMap-[\w-]+\.js$/.test(url) ||
      /\/assets\/(?!index-)[\w-]+\.css$/.test(url)
    )
      mapChunks.push(url);
  });
  await page.goto(resultsLink());
  await expect(page.getByText(/^We hunted down \d+ amazing holidays for you!$/)).toBeVisible();
  return { tileRequests, mapChunks };
}

const markers = (page: Page) => page.locator('.sunward-price-pin');
const clusters = (page: Page) => page.locator('.sunward-price-cluster');

/**
 * Pins and bubbles may sit close together where hotels do: WCAG 2.5.8 exempts them from the spacing
 * rule because each repeats its result card's View Details. Each must still be at least 24 px square.
 */
async function expectMapAccessible(page: Page, label: string) {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.leaflet-marker-icon'))
      .map((icon) => icon.getBoundingClientRect())
      .filter((box) => box.width < 24 || box.height < 24)
      .map((box) => `${box.width}x${box.height}`),
  );
  expect(small, `map targets under 24 px (${label})`).toEqual([]);
  await expectAccessible(page, label, { equivalentTargets: '.leaflet-marker-pane' });
}

/** Hotels the map shows: one per price pin plus each cluster bubble's count. */
const shownHotels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.leaflet-marker-icon')).reduce(
      (n, icon) =>
        n +
        Number(icon.querySelector<HTMLElement>('[data-cluster-count]')?.dataset.clusterCount ?? 1),
      0,
    ),
  );

/** Zooms in by keyboard (Enter on a cluster bubble) until at least one price pin shows. */
async function zoomToAPin(page: Page) {
  const layout = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('.leaflet-marker-icon'), (m) => m.textContent).join('|'),
    );
  for (let i = 0; i < 8 && (await markers(page).count()) === 0; i += 1) {
    const before = await layout();
    // The pins may be drawn anew between the focus and the key (a new price mode replaces them,
    // and the key then reaches no bubble): focused and pressed again until the map moves.
    await expect(async () => {
      await clusters(page).first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(layout, { message: 'the map zoomed in', timeout: 4_000 }).not.toBe(before);
    }).toPass({ timeout: 20_000 });
  }
  await expect(markers(page).first()).toBeVisible();
}

test('the results map opens on demand with a price pin per hotel, follows filters and opens a hotel', async ({
  page,
}) => {
  const { tileRequests, mapChunks } = await prepare(page);
  const hotels = await storedHotels<StoredHotel>(page);
  expect(hotels.length).toBeGreaterThan(10);

  const toggle = page.getByRole('button', { name: 'Show map' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Map of holidays' })).toBeHidden();
  expect(mapChunks, 'the map chunk waits until the map opens').toEqual([]);

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const region = page.getByRole('region', { name: 'Map of holidays' });
  await expect(region).toBeVisible();
  await expect(region.locator('.leaflet-container')).toHaveCSS('height', '600px');
  expect(mapChunks.some((u) => u.endsWith('.js'))).toBe(true);
  expect(mapChunks.some((u) => u.endsWith('.css'))).toBe(true);

  // Every visible hotel with a location, as a pin or counted in a cluster; no filters yet, so every
  // result. Hotels too close to tell apart at this zoom share a bubble instead of piling up.
  const located = hotels.filter(onMap);
  expect(located.length).toBeGreaterThan(0);
  await expect.poll(() => shownHotels(page)).toBe(located.length);
  await expect(clusters(page).first()).toBeVisible();
  await expect(clusters(page).first()).toHaveAttribute('role', 'button');
  await expect(clusters(page).first()).toHaveAccessibleName(
    /^\d+ hotels here: zoom in to see them$/,
  );
  await zoomToAPin(page);
  await expect(markers(page).first()).toHaveAttribute('role', 'button');
  await expect(markers(page).first()).toHaveAttribute('tabindex', '0');
  await expect(markers(page).first()).toHaveAttribute('title', /, £[\d,]+ total$/);
  await expect
    .poll(() => tileRequests.length, 'tiles were asked for (and refused)')
    .toBeGreaterThan(0);

  await expectMapAccessible(page, 'results with the map open');

  // The five-star filter: the pins follow the list.
  const fiveStars = located.filter((h) => h.rating === 5);
  expect(fiveStars.length).toBeGreaterThan(0);
  expect(fiveStars.length).toBeLessThan(located.length);
  await page.getByRole('checkbox', { name: '5 stars' }).check();
  await expect.poll(() => shownHotels(page)).toBe(fiveStars.length);
  await zoomToAPin(page);

  // Per-person prices on the pins follow the price mode.
  await page.getByRole('button', { name: 'Per Person' }).click();
  // The pins are redrawn with the new prices, and the map may fit them again (clustering them):
  // zoom back to a pin each time it is asked.
  await expect
    .poll(async () => {
      await zoomToAPin(page);
      return markers(page).first().getAttribute('title');
    })
    .toMatch(/, £[\d,]+ per person$/);

  // Keyboard: focus a pin, Enter opens its popup and moves to View Details.
  const pin = markers(page).first();
  const title = (await pin.getAttribute('title')) ?? '';
  const hotel = fiveStars.find((h) => title.startsWith(`${h.name}, `));
  expect(hotel, `a five-star hotel named by "${title}"`).toBeDefined();
  await pin.focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(hotel!.name);
  await expect(popup.getByText('5 out of 5 stars')).toBeAttached();
  await expect(popup).toContainText(/£[\d,]+ per person/);
  const details = popup.getByRole('button', { name: 'View Details' });
  await expect(details).toBeFocused();
  // Leaflet fades a popup in: its text is checked for contrast once fully shown.
  await expect(popup).toHaveCSS('opacity', '1');
  await expectMapAccessible(page, 'results with a map popup open');

  await details.click();
  await expect(page).toHaveURL(
    new RegExp(`/package\\?uuid=[\\w-]+&hotelId=${hotel!.ivector_property_id}(&|$)`),
  );
});

test('a failed map chunk shows the error with Retry, which loads the map', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/ResultsMap-[\w-]+\.js$/, (route) =>
    fail ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await prepare(page);
  await page.getByRole('button', { name: 'Show map' }).click();
  const region = page.getByRole('region', { name: 'Map of holidays' });
  await expect(region.getByRole('alert')).toHaveText(/Failed to load map\. Please try again\./);
  expect(errors.some((e) => e.includes('Results map failed to load'))).toBe(true);

  fail = false;
  await region.getByRole('button', { name: 'Retry' }).click();
  await expect(region.locator('.leaflet-container')).toBeVisible();
  await expect(region.getByRole('alert')).toHaveCount(0);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the map fits the screen and shows its pins', async ({ page }) => {
    await prepare(page);
    const located = (await storedHotels<StoredHotel>(page)).filter(onMap);
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByRole('region', { name: 'Map of holidays' }).locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect.poll(() => shownHotels(page)).toBe(located.length);
    const box = await map.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.height).toBe(600);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectMapAccessible(page, 'results map on a phone');
  });
});
