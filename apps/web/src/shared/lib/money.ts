/** Money arrives in integer pence and is formatted only here, at the UI edge. */
const whole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Whole pounds, rounded (result cards): £1,234. */
export function formatPounds(pence: number): string {
  return whole.format(Math.round(pence / 100));
}

/** Pounds and pence (everywhere else): £1,234.56. */
export function formatMoney(pence: number): string {
  return exact.format(pence / 100);
}

/** A signed difference with two decimals: +£12.50 / -£3.00 (spec 1 room price deltas). */
export function formatDelta(pence: number): string {
  return `${pence < 0 ? '-' : '+'}${exact.format(Math.abs(pence) / 100)}`;
}
