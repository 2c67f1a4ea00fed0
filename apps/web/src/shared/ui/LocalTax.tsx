import type { TouristTaxEstimate } from '@sunward/contracts/tourist-tax';
import { Link } from 'react-router';
import { formatLongDate } from '../lib/dates';
import { formatLocalMoney } from '../lib/local-tax';
import { formatPoundsAndPence } from '../lib/money';

/** 'about €42.00 (£36.84)': the local amount and its pounds at the estimate's dated rate. */
export function localTaxText(estimate: TouristTaxEstimate): string {
  return `about ${formatLocalMoney(estimate.amount, estimate.currency)} (${formatPoundsAndPence(estimate.amountPence)})`;
}

/**
 * The tourist tax beside a price for a specific stay: 'Payable at the hotel: about €X (£Y)' and
 * the 'Total including local taxes'. The price we charge is unchanged; the customer sees the whole
 * cost before paying. Nothing to pay locally says so instead.
 */
export function LocalTax({
  estimate,
  totalPence,
  className = '',
}: {
  estimate: TouristTaxEstimate;
  /** What we charge, in pence. */
  totalPence: number;
  className?: string;
}) {
  const payable = estimate.collectedAtHotel && estimate.amount > 0;
  return (
    <div data-testid="local-tax" className={`text-sm ${className}`}>
      {payable ? (
        <>
          <p className="text-slate-700">
            Payable at the hotel:{' '}
            <span
              data-testid="local-tax-payable"
              className="font-semibold whitespace-nowrap text-slate-900"
            >
              {localTaxText(estimate)}
            </span>
          </p>
          <dl className="mt-1">
            <div className="flex justify-between gap-3 font-bold text-brand-900">
              <dt>Total including local taxes</dt>
              <dd data-testid="total-including-local-taxes" className="tabular-nums">
                {formatPoundsAndPence(totalPence + estimate.amountPence)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="text-slate-700">
          {estimate.collectedAtHotel
            ? 'No tourist tax to pay at the hotel.'
            : 'Local tourist tax is included in the price.'}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600">
        {payable && `${estimate.place} tourist tax`}
        {payable && estimate.notes.length > 0 && `: ${estimate.notes.join('; ')}`}
        {payable && '. '}
        {payable && estimate.currency !== 'GBP' && (
          <>
            £1 ={' '}
            {formatLocalMoney(Math.round(estimate.exchangeRate.perGbp * 100), estimate.currency)} on{' '}
            {formatLongDate(estimate.exchangeRate.asOf)}.{' '}
          </>
        )}
        <Link to="/tourist-tax" className="font-semibold text-brand-700 underline">
          About tourist taxes
        </Link>
      </p>
    </div>
  );
}
