import { RATE_NOT_CONFIRMED, type TouristTaxEstimate } from '@sunward/contracts/tourist-tax';
import { Link } from 'react-router';
import { formatLongDate } from '../lib/dates';
import { formatLocalMoney } from '../lib/local-tax';
import { formatPoundsAndPence } from '../lib/money';

/** 'about €42.00 (£36.84)': the local amount and its pounds at the estimate's dated rate. */
export function localTaxText(estimate: TouristTaxEstimate): string {
  return `about ${formatLocalMoney(estimate.amount, estimate.currency)} (${formatPoundsAndPence(estimate.amountPence)})`;
}

/** Whether the estimate has an amount to pay at the hotel (confirmed, not inside the price). */
export function isPayable(estimate: TouristTaxEstimate): boolean {
  return estimate.confirmed && estimate.collectedAtHotel && estimate.amount > 0;
}

/**
 * The tourist tax beside a price for a specific stay: 'Payable at the hotel: about €X (£Y)' and
 * the 'Total including local taxes'. The price we charge is unchanged; the customer sees the whole
 * cost before paying. Where no source confirms the rate it says so (and gives no total); where
 * nothing is due it says so, naming the places of the country that do charge.
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
  const payable = isPayable(estimate);
  const others = estimate.chargingPlaces.filter((p) => p !== estimate.place);
  const notes = estimate.notes.filter((n) => n !== RATE_NOT_CONFIRMED);
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
      ) : !estimate.confirmed ? (
        <p data-testid="local-tax-not-confirmed" className="text-slate-700">
          Tourist tax in {estimate.place}:{' '}
          <span className="font-semibold text-slate-900">
            {RATE_NOT_CONFIRMED.charAt(0).toLowerCase() + RATE_NOT_CONFIRMED.slice(1)}.
          </span>
        </p>
      ) : estimate.collectedAtHotel ? (
        <p className="text-slate-700">No tourist tax to pay at the hotel in {estimate.place}.</p>
      ) : (
        <p className="text-slate-700">Local tourist tax is included in the price.</p>
      )}
      <p className="mt-1 text-xs text-slate-600">
        {payable && `${estimate.place} tourist tax`}
        {payable && notes.length > 0 && `: ${notes.join('; ')}`}
        {payable && '. '}
        {!payable && estimate.collectedAtHotel && notes.length > 0 && `${notes.join('; ')}. `}
        {!payable && estimate.collectedAtHotel && others.length > 0 && (
          <>{`In ${estimate.country}, a tourist tax is charged in: ${others.join('; ')}. `}</>
        )}
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
