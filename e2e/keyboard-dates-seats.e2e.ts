import { expect, test, type Page } from '@playwright/test';
import { bookFirstHoliday, COUPLE, openResults } from './checkout-fixtures';
import { expectAccessible } from './fixtures';

/**
 * The keyboard's way through the two controls that used to resist it: the departure date typed
 * as dd/mm/yyyy on the home search (a whole date is taken, an earlier one moves to tomorrow), and
 * the seat map as one grid, reached with one Tab and walked with the arrow keys, at 375 px and
 * 1280 px, axe-core clean. The browser speaks American English: dates still read the British way.
 */
test.use({ locale: 'en-US' });

async function focusByTab(page: Page, name: string) {
  const target = page.getByRole('textbox', { name });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${name} is not reachable by Tab`);
}

for (const width of [375, 1280]) {
  test(`typing the departure date on the home search at ${String(width)} px`, async ({ page }) => {
    // "Today" is Wednesday 25 November 2026 in London: tomorrow is 26/11/2026.
    await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const field = page.getByRole('textbox', { name: 'Departure date' });
    await expect(field).toHaveValue('26/11/2026');
    // The typed field replaces the box that shows the date once the page has loaded.
    await expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await focusByTab(page, 'Departure date');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    // Each keystroke stays as typed: nothing is judged until the year has its four digits.
    for (const [key, shown] of [
      ['2', '2'],
      ['8', '28'],
      ['/', '28/'],
      ['1', '28/1'],
      ['2', '28/12'],
      ['/', '28/12/'],
      ['2', '28/12/2'],
      ['0', '28/12/20'],
      ['2', '28/12/202'],
      ['6', '28/12/2026'],
    ] as const) {
      await page.keyboard.type(key);
      await expect(field).toHaveValue(shown);
    }
    await expect(page.getByText('Returning Mon, 4 Jan 2027')).toBeAttached();
    await expectAccessible(page, `typed departure date at ${String(width)} px`);

    // A whole date before tomorrow moves to tomorrow and says so.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('01/11/2026');
    await expect(field).toHaveValue('26/11/2026');
    await expect(
      page.getByText('The earliest departure date is tomorrow: moved to Thu, 26 Nov 2026.'),
    ).toBeAttached();

    // Left half-typed, the field goes back to the date it holds.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3/1');
    await page.keyboard.press('Tab');
    await expect(field).toHaveValue('26/11/2026');

    // The calendar button is next in the Tab order; the calendar reads in English, from tomorrow.
    const calendarButton = page.getByRole('button', {
      name: 'Choose departure date from a calendar',
    });
    await expect(calendarButton).toBeFocused();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Choose a departure date' });
    await expect(calendar).toBeVisible();
    await expect(calendar).toContainText('November 2026');
    await expect(calendar.getByRole('gridcell', { name: /25 November 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page, `departure calendar at ${String(width)} px`);
    await page.screenshot({ path: `test-results/keyboard-date-${String(width)}.png` });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toHaveValue('27/11/2026');
  });

  test(`choosing a seat by arrow keys at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openResults(page, COUPLE);
    await bookFirstHoliday(page);
    const seats = page.getByRole('region', { name: 'Seat selection' });
    const choose = seats.getByRole('button', { name: /^Choose seats: Outbound flight / });
    await choose.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose seats' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);

    // From the last passenger, one Tab enters the cabin on the first seat that can be chosen.
    const passengers = dialog.getByRole('group', { name: 'Passengers' }).getByRole('button');
    await passengers.last().focus();
    await page.keyboard.press('Tab');
    const grid = dialog.getByRole('grid', { name: 'Seats' });
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await expect.poll(focusedLabel).toMatch(/^Seat \d+[A-Z], .+, £\d+\.\d\d/);
    expect(await grid.locator('button[tabindex="0"]').count()).toBe(1);
    const first = await focusedLabel();

    // The arrow keys move seat by seat: a seat to the right, then one row back.
    await page.keyboard.press('ArrowRight');
    const right = await focusedLabel();
    expect(right).not.toBe(first);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    const rowStart = await focusedLabel();
    expect(rowStart).toMatch(/^Seat \d+A, /);
    // Walk right until a seat that can be chosen, and take it with Space.
    let label = rowStart;
    for (let i = 0; i < 8 && /unavailable|cannot be chosen|taken by/.test(label); i += 1) {
      await page.keyboard.press('ArrowRight');
      label = await focusedLabel();
    }
    const seatNumber = label.replace(/^Seat (\w+),.*$/, '$1');
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('status')).toHaveText('Choosing a seat for Adult 2');
    await expect.poll(focusedLabel).toBe(`${label}, taken by Adult 1 (A1)`);
    await expectAccessible(page, `seat grid at ${String(width)} px`);
    await page.screenshot({ path: `test-results/keyboard-seats-${String(width)}.png` });

    // Out of the grid in one Tab, then Confirm.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(seats).toContainText(`Seat ${seatNumber}`);
  });
}
