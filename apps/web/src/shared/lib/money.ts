/** Money arrives in integer pence and is formatted only here, at the UI edge. */
const whole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole pounds, rounded (result cards): £1,234. */
export function formatWholePounds(pence: number): string {
  return whole.format(Math.round(pence / 100));
}

const pounds2 = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pounds and pence where pennies matter (package page, checkout; docs/spec/2-checkout-payment.md §1): £1,234.56. */
export function formatPoundsAndPence(pence: number): string {
  return pounds2.format(pence / 100);
}
