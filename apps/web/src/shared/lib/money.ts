/** Money arrives in integer pence and is formatted only here, at the UI edge. */
const whole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole pounds, rounded (result cards): £1,234. */
export function formatPounds(pence: number): string {
  return whole.format(Math.round(pence / 100));
}
