import { RATE_NOT_CONFIRMED, type TouristTaxEstimate } from '@sunward/contracts/tourist-tax';
import { formatPoundsAndPence } from './money';

/** Hundredths of `currency` as money with two decimals: €42.00. */
export function formatLocalMoney(hundredths: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(hundredths / 100);
}

/**
 * The tourist tax beside a booking's price, as label and value rows for the e-mail and the PDF:
 * 'Payable at the hotel' 'about €X (£Y)' and the 'Total including local taxes' (the price we
 * charge plus the pounds figure); where no source confirms the rate, that it is not confirmed (and
 * no total); otherwise one row saying there is nothing to pay locally.
 */
export function localTaxRows(
  estimate: TouristTaxEstimate,
  totalPence: number,
): [label: string, value: string][] {
  if (!estimate.confirmed) {
    return [['Local tourist tax', `${estimate.place}: ${RATE_NOT_CONFIRMED.toLowerCase()}`]];
  }
  if (!estimate.collectedAtHotel) return [['Local tourist tax', 'Included in the price']];
  if (estimate.amount === 0) return [['Local tourist tax', 'None to pay at the hotel']];
  return [
    [
      'Payable at the hotel',
      `about ${formatLocalMoney(estimate.amount, estimate.currency)} (${formatPoundsAndPence(estimate.amountPence)})`,
    ],
    ['Total including local taxes', formatPoundsAndPence(totalPence + estimate.amountPence)],
  ];
}
