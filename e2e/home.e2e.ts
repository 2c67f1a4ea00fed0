import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { HomeContent } from '@sunward/contracts/home';
import { expectAccessible } from './fixtures';
import { perPersonPence } from '@sunward/contracts/pricing';

/** The content the server serves, to check the page shows exactly that. */
async function homeContent(request: APIRequestContext): Promise<HomeContent> {
  const res = await request.get('/api/config/home');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { homePageData: HomeContent }).homePageData;
}

async function openHome(page: Page, content: HomeContent) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.banner.title);
}

test('the home page shows the server content: banner, six features, deals', async ({
  page,
  request,
}) => {
  const content = await homeContent(request);
  await openHome(page, content);
  await expect(page.getByText(content.banner.subtitle)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Deals' })).toHaveAttribute(
    'href',
    '/deals',
  );

  const why = page.getByRole('region', { name: content.whyChooseUs.title });
  await expect(why.getByRole('listitem')).toHaveCount(6);
  await expect(why.getByRole('heading', { level: 3 })).toHaveText(
    content.whyChooseUs.features.map((f) => f.title),
  );

  const destinations = page.getByRole('region', { name: 'Popular Destinations' });
  await expect(destinations.getByRole('heading', { level: 3 })).toHaveText(
    content.popularDestinations.map((d) => d.name),
  );

  const sellable = content.deals.filter((d) => d.availableDates.length > 0).slice(0, 6);
  expect(sellable.length).toBeGreaterThan(0);
  const strip = page.getByRole('list', { name: 'Exclusive deals' });
  await expect(strip.getByRole('article')).toHaveCount(sellable.length);
  const first = sellable[0];
  const card = strip.getByRole('article').first();
  // The exact total per person, rounded to the pound, as the results show it.
  const perPerson = Math.round(perPersonPence(first.priceFrom, first) / 100);
  await expect(card).toContainText(`From £${perPerson.toLocaleString('en-GB')} pp`);
  // The deposit claim only on a deal that checkout can take a deposit for.
  if (first.depositAvailable) await expect(card).toContainText('Deposits from £49pp');
  else await expect(card).not.toContainText('Deposits from');
  await card.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${first.slug}$`));
});

test('the deal strip scrolls by 320 px', async ({ page, request }) => {
  const content = await homeContent(request);
  await openHome(page, content);
  const strip = page.getByRole('list', { name: 'Exclusive deals' });
  await expect(strip.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next deals' }).click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(320);
  await page.getByRole('button', { name: 'Previous deals' }).click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
});

test('a popular destination goes into the search bar', async ({ page, request }) => {
  const content = await homeContent(request);
  await openHome(page, content);
  const destination = content.popularDestinations[0];
  await page.getByRole('button', { name: `Search ${destination.name}` }).click();
  const field = page
    .getByRole('form', { name: 'Search holidays' })
    .getByRole('button', { name: /Going to/ });
  await expect(field).toContainText(destination.name);
  await expect(field).toBeFocused();
});

test('testimonials advance by themselves after 5 seconds', async ({ page, request }) => {
  const content = await homeContent(request);
  // The page's clock, stopped: five seconds pass when the test says so, not in real time.
  await page.clock.install();
  await openHome(page, content);
  const slider = page.getByRole('group', { name: 'Customer testimonials' });
  // Rendered before the clock stops: on a busy machine the section may still be on its way, and
  // a stopped clock would hold whatever timer brings it.
  await expect(slider).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // A pointer over the slider holds it; leaving starts its five seconds at the stopped time.
  await slider.hover();
  await page.mouse.move(0, 0);
  const firstQuote = slider.getByText(content.testimonials[0].quote);
  const first = slider.getByRole('button', { name: 'Show testimonial 1' });
  const second = slider.getByRole('button', { name: 'Show testimonial 2' });
  await expect(firstQuote).toBeInViewport();
  await expect(first).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(4_900);
  await expect(first).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(100);
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(firstQuote).not.toBeInViewport();

  // Pausing stops it (WCAG 2.2.2).
  await slider.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6_000);
  await expect(second).toHaveAttribute('aria-current', 'true');
});

test("'Read More Reviews' opens /reviews: approved reviews, newest first, with the score", async ({
  page,
  request,
}) => {
  const content = await homeContent(request);
  await openHome(page, content);
  // The testimonials are published reviews (the demo seed's, on this server).
  const published = (await (await request.get('/api/reviews?pageSize=50')).json()) as {
    reviews: { id: string; text: string | null }[];
    total: number;
  };
  for (const t of content.testimonials) {
    expect(published.reviews.find((r) => r.id === t.id)?.text).toBe(t.quote);
  }
  await page.getByRole('link', { name: 'Read More Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What our customers say');
  await expect(page).toHaveTitle(/^Customer reviews/);
  const list = page.getByRole('list', { name: 'Customer reviews' });
  await expect(list.getByRole('listitem').first()).toContainText('Verified traveller, travelled');
  expect(await list.getByRole('listitem').count()).toBe(Math.min(12, published.total));
  await expectAccessible(page, '/reviews');
});

for (const width of [1280, 375]) {
  test(`home passes axe at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const content = await homeContent(request);
    await openHome(page, content);
    await expect(
      page.getByRole('list', { name: 'Exclusive deals' }).getByRole('article').first(),
    ).toBeVisible();
    await expectAccessible(page, `home at ${width} px`);
  });
}
