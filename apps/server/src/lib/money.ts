const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** '£1,234.50' from pence: money is formatted only where a person reads it. */
export function formatPoundsAndPence(pence: number): string {
  return gbp.format(pence / 100);
}
