import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';

/**
 * The tourist tax page (docs/spec/3-accounts-bookings-content.md §2 'Tourist tax'): every country
 * we sell from the server's data, search, both views, an expanded region table and the empty
 * state, with axe-core at 375 px and 1280 px. With SCREENSHOTS_DIR set, each state is photographed
 * at both widths.
 */

const WIDTHS = [375, 1280] as const;

async function atBothWidths(page: Page, label: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectAccessible(page, `${label} at ${String(width)} px`);
    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) {
      await page.screenshot({
        path: `${dir}/tourist-tax-${label}-${String(width)}.png`,
        fullPage: true,
      });
    }
  }
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
