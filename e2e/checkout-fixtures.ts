import { expect, type Page } from '@playwright/test';

/** Reaching the checkout: a Majorca search 60+ days ahead, then a holiday booked from it. */

export interface Party {
  adults: number;
  children: number;
  infants: number;
  childAges: number[];
}

export const FAMILY: Party[] = [{ adults: 2, children: 1, infants: 0, childAges: [8] }];
export const COUPLE: Party[] = [{ adults: 2, children: 0, infants: 0, childAges: [] }];

/** Results for Majorca, 60+ days ahead: packages from London airports, or hotel only without. */
export async function openResults(
  page: Page,
  rooms: Party[],
  withFlights = true,
  daysAhead = 60,
  airports = 'LGW,LHR,STN,LTN,MAN,BRS',
) {
  const config = (await (await page.request.get('/api/config/destinations')).json()) as {
    countries: { regions: { id: number; name: string }[] }[];
  };
  const majorca = config.countries.flatMap((c) => c.regions).find((r) => r.name === 'Majorca');
  if (!majorca) throw new Error('Majorca is missing from the catalogue');
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  while (start.getUTCDay() !== 6) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const q = new URLSearchParams({
    dest: String(majorca.id),
    destName: majorca.name,
    start: start.toISOString().slice(0, 10),
    end: end.toISOString().slice(0, 10),
    rooms: JSON.stringify(rooms),
    nights: '7',
    flex: withFlights ? '1' : '0',
  });
  if (withFlights) q.set('airports', airports);
  await page.goto(`/search?${q.toString()}`);
  await expect(page.getByRole('button', { name: 'View Details' }).first()).toBeVisible({
    timeout: 20_000,
  });
  return { start, end };
}

/** Opens the first holiday and books it: lands on the extras page. */
export async function bookFirstHoliday(page: Page) {
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('heading', { name: /^Choose your rooms?$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/book\/extras$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Extras' })).toBeVisible();
}
