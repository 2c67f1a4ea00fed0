import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The axe-core that @axe-core/playwright runs, minified: half the source to parse in the page.
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in every frame of the page that lacks it: once per document, not twice per scan as
 * AxeBuilder injects it (parsing the source costs more than a scan of most pages). A frame that
 * goes away meanwhile is left out, as AxeBuilder leaves out a frame it cannot reach.
 */
async function loadAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(AXE_SOURCE);
    } catch {
      // Detached or navigating: nothing to scan there.
    }
  }
}

/**
 * axe-core over the page: no serious or critical WCAG 2.2 A/AA violation, experimental rules included.
 *
 * `equivalentTargets` names controls that WCAG 2.5.8 exempts from the spacing rule because the same
 * function is offered by another control on the page that meets it (a map pin repeats its result
 * card's View Details): target-size is checked everywhere else, every other rule everywhere.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  options: { equivalentTargets?: string } = {},
): Promise<void> {
  // With axe's experimental rules too (e.g. label-content-name-mismatch, WCAG 2.5.3).
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];
  // axe.run in the page and its same-origin frames (every frame of this app, the sandbox gateway's
  // card fields included), not runPartial with a blank page opened per scan to finish the run:
  // the same rules on the same nodes in half the time.
  // The builder's own injection is a no-op: loadAxe has put axe-core in every frame.
  await loadAxe(page);
  // Only violations are described node by node (axe's resultTypes): building selectors for every
  // node that passed is most of a scan's work, and nothing reads them.
  const builder = () =>
    new AxeBuilder({ page, axeSource: ';' })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] });
  const scans = [builder().withTags(tags)];
  if (options.equivalentTargets) {
    scans[0] = scans[0].disableRules(['target-size']);
    scans.push(builder().withRules(['target-size']).exclude(options.equivalentTargets));
  }
  // One axe run at a time: axe refuses to start while another run is going on the page.
  const violations = [];
  for (const scan of scans) violations.push(...(await scan.analyze()).violations);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, `accessibility of ${label}`).toEqual([]);
}

let counter = 0;
export function uniqueEmail(): string {
  counter += 1;
  return `e2e-${Date.now().toString(36)}-${process.pid}-${counter}@example.co.uk`;
}

/** Registers through the page and waits for My Account to show. */
export async function registerThroughUi(
  page: Page,
  email = uniqueEmail(),
  name = 'Oliver Bennett',
) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sunshine-2026');
  await page.getByLabel('Confirm password').fill('sunshine-2026');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The address changes as the navigation starts; the account home shows once its code is in.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  return email;
}

/** The signed-in customer's bearer token, as this browser keeps it (for set-up through the API). */
export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('sunward-session') ?? '{}') as { state: { token: string } })
        .state.token,
  );
}

/** Every hotel of the search the results page holds, in the list's default order (from the server). */
export async function storedHotels<T>(page: Page): Promise<T[]> {
  // The browser keeps only the first page; the server answers the rest of the stored search.
  const hotels = await page.evaluate(async () => {
    const raw = sessionStorage.getItem('sunward-search:itinerary') ?? 'null';
    const uuid = (JSON.parse(raw) as { uuid: string } | null)?.uuid;
    if (!uuid) return [];
    const all: unknown[] = [];
    for (;;) {
      const res = await fetch(`/api/itinerary/${uuid}/results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offset: all.length, limit: 100 }),
      });
      const page = (await res.json()) as { hotels: unknown[]; results: { matching: number } };
      all.push(...page.hotels);
      if (page.hotels.length === 0 || all.length >= page.results.matching) return all;
    }
  });
  return hotels as T[];
}

/**
 * Closes a dialog with Escape as a person does: on the dialog they see, once it has taken the
 * focus (a key pressed while it is still opening goes to the page behind it).
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The two widths every screen is checked at: a phone and a laptop. */
export const WIDTHS = [375, 1280] as const;
const heightAt = (width: number) => (width === 375 ? 812 : 800);

/** Waits until the page is laid out at its current size (two animation frames). */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * axe-core at 375 px (with nothing wider than the screen) and at 1280 px, where it leaves the page
 * (scrolled to the top).
 */
export async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightAt(width) });
    // Scanned from the top: after a resize the page sits at whatever scroll offset it kept, and a
    // field scrolled under the sticky header would read to axe as a target too small to press.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settleLayout(page);
    if (width === 375) {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
    }
    await expectAccessible(page, `${label} at ${String(width)} px`);
  }
}

/**
 * With SCREENSHOTS_DIR set, the whole page at both widths, plus its top at phone size in
 * screen-high pieces that can be read at full size; otherwise nothing. With `region`, only that
 * part of the page (and 16 px around it) at each width. Leaves the page at 1280 px.
 */
export async function screenshots(
  page: Page,
  name: string,
  { region }: { region?: Locator } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: heightAt(width) });
    // Laid out at the new width before the page's height is measured.
    await settleLayout(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = `${dir}/${name}-${String(width)}.png`;
    if (region) {
      // The region cut from the whole page (a sticky header stays at the top).
      const box = await region.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { y: r.y + window.scrollY, height: r.height };
      });
      const clip = { x: 0, y: Math.max(0, box.y - 16), width, height: box.height + 32 };
      await page.screenshot({ path, fullPage: true, clip });
      continue;
    }
    await page.screenshot({ path, fullPage: true });
    if (width === 375) {
      for (const part of [0, 1, 2]) {
        await page.screenshot({
          path: `${dir}/${name}-375-part${String(part + 1)}.png`,
          fullPage: true,
          clip: { x: 0, y: part * heightAt(375), width: 375, height: heightAt(375) },
        });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: heightAt(1280) });
}

/** London and regional airports a Majorca search departs from unless a journey says otherwise. */
export const MAJORCA_AIRPORTS = 'LGW,LHR,STN,LTN,MAN,BRS';

/**
 * Results for Majorca opened from a results link: `nights` nights from the first Saturday at least
 * `daysAhead` days ahead, from `airports` (or hotel only when null), ±3 days when `flex`. Resolves
 * once the first result shows, with the departure and return dates.
 */
export async function openMajorcaResults(
  page: Page,
  rooms: object[],
  {
    nights = 7,
    daysAhead = 60,
    airports = MAJORCA_AIRPORTS,
    flex = true,
  }: { nights?: number; daysAhead?: number; airports?: string | null; flex?: boolean } = {},
): Promise<{ start: Date; end: Date }> {
  const config = (await (await page.request.get('/api/config/destinations')).json()) as {
    countries: { regions: { id: number; name: string }[] }[];
  };
  const majorca = config.countries.flatMap((c) => c.regions).find((r) => r.name === 'Majorca');
  if (!majorca) throw new Error('Majorca is missing from the catalogue');
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  while (start.getUTCDay() !== 6) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start.getTime() + nights * 86_400_000);
  const q = new URLSearchParams({
    dest: String(majorca.id),
    destName: majorca.name,
    start: start.toISOString().slice(0, 10),
    end: end.toISOString().slice(0, 10),
    rooms: JSON.stringify(rooms),
    nights: String(nights),
    flex: flex ? '1' : '0',
  });
  if (airports !== null) q.set('airports', airports);
  await page.goto(`/search?${q.toString()}`);
  await expect(page.getByRole('button', { name: 'View Details' }).first()).toBeVisible({
    timeout: 20_000,
  });
  return { start, end };
}
