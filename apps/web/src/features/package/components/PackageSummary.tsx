import type { Flight, HotelDetails } from '@sunward/contracts/search';
import type { TouristTaxEstimate } from '@sunward/contracts/tourist-tax';
import { LocalTax } from '../../../shared/ui/LocalTax';
import { formatPoundsAndPence } from '../../../shared/lib/money';
import { formatShortDate } from '../../../shared/lib/dates';
import { holidayClaims, savingClaim } from '../../../shared/lib/claims';

const date = formatShortDate;

export interface PackageSummaryProps {
  hotel: HotelDetails;
  /** Each room's price, and the hotel's standard price for it (the same without an offer). */
  rooms: { name: string; board: string; pence: number; standardPence: number }[];
  flight: Flight | null;
  hotelOnly: boolean;
  people: number;
  party: string;
  ready: boolean;
  /** The tourist tax for this stay, once estimated. */
  localTax?: TouristTaxEstimate | undefined;
  onBookNow: () => void;
  booking: boolean;
}

/** The package summary sidebar with Book Now (docs/spec/1-shell-search-package.md 'Package details'). */
export function PackageSummary({
  hotel,
  rooms,
  flight,
  hotelOnly,
  people,
  party,
  ready,
  localTax,
  onBookNow,
  booking,
}: PackageSummaryProps) {
  const hotelPence = rooms.reduce((n, r) => n + r.pence, 0);
  const flightPence = hotelOnly || !flight ? 0 : flight.cost;
  const total = hotelPence + flightPence;
  // A special offer: the same rooms and flights at the hotel's standard price, struck through.
  const standardTotal = rooms.reduce((n, r) => n + r.standardPence, 0) + flightPence;
  const saving = standardTotal - total;
  return (
    <aside
      aria-labelledby="summary-heading"
      className="h-fit rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
    >
      <h2 id="summary-heading" className="text-xl font-bold text-brand-800">
        Your holiday
      </h2>
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <div>
          <dt className="font-semibold text-slate-900">{hotel.name}</dt>
          <dd>{hotel.location}</dd>
        </div>
        <div>
          <dt className="sr-only">Dates</dt>
          <dd>
            {date(hotel.package.checkIn)} – {date(hotel.package.checkOut)} · {hotel.package.nights}{' '}
            nights
          </dd>
        </div>
        <div>
          <dt className="sr-only">Guests</dt>
          <dd>{party}</dd>
        </div>
        {rooms.map((r, i) => (
          <div key={i}>
            <dt className="sr-only">Room {i + 1}</dt>
            <dd>
              {rooms.length > 1 ? `Room ${String(i + 1)}: ` : ''}
              {r.name}, {r.board}
            </dd>
          </div>
        ))}
        {!hotelOnly && flight && (
          <div>
            <dt className="sr-only">Flights</dt>
            <dd>
              Flights from {flight.outbound.departsFrom.airportName} with {flight.outbound.airline}
            </dd>
          </div>
        )}
      </dl>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Hotel</dt>
          <dd>{formatPoundsAndPence(hotelPence)}</dd>
        </div>
        {!hotelOnly && (
          <div className="flex justify-between">
            <dt>Flights</dt>
            <dd>{flight ? formatPoundsAndPence(flightPence) : '–'}</dd>
          </div>
        )}
        <div className="flex justify-between pt-2 text-lg font-extrabold text-brand-900">
          <dt>Total</dt>
          <dd data-testid="package-total">{formatPoundsAndPence(total)}</dd>
        </div>
        <div className="flex justify-between text-slate-600">
          <dt>Per person</dt>
          <dd>{formatPoundsAndPence(Math.round(total / Math.max(1, people)))}</dd>
        </div>
        {saving > 0 && (
          <>
            <div className="flex justify-between text-slate-600">
              <dt>Standard price for these dates</dt>
              <dd>
                <s data-testid="package-standard-total">{formatPoundsAndPence(standardTotal)}</s>
              </dd>
            </div>
            <div>
              <dt className="sr-only">Saving</dt>
              <dd className="pt-1 text-xs font-semibold text-coral-700">
                {hotel.package.offer?.name ?? 'Special offer'}: {savingClaim(saving, standardTotal)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {localTax && (
        <LocalTax
          estimate={localTax}
          totalPence={total}
          className="mt-3 border-t border-slate-200 pt-3"
        />
      )}
      <p className="mt-2 text-xs text-slate-600">
        {holidayClaims(hotel.package.depositAvailable, hotelOnly)}
      </p>
      <button
        type="button"
        onClick={onBookNow}
        disabled={!ready || booking}
        className="mt-4 min-h-12 w-full rounded-lg bg-sun-400 px-6 text-base font-bold text-brand-900 shadow hover:bg-sun-500 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        Book Now
      </button>
      {!ready && (
        <p role="status" className="mt-2 text-center text-sm text-slate-700">
          Please select a room to continue...
        </p>
      )}
      {/* Phones: the total and Book Now stay at the bottom of the screen. */}
      <div
        data-testid="mobile-book-bar"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
      >
        <p className="text-sm text-slate-700">
          <span className="block text-lg font-extrabold text-brand-900">
            {formatPoundsAndPence(total)}
          </span>
          {formatPoundsAndPence(Math.round(total / Math.max(1, people)))} per person
        </p>
        <button
          type="button"
          onClick={onBookNow}
          disabled={!ready || booking}
          aria-hidden="true"
          tabIndex={-1}
          className="min-h-12 rounded-lg bg-sun-400 px-6 font-bold text-brand-900 disabled:bg-slate-300 disabled:text-slate-600"
        >
          Book Now
        </button>
      </div>
    </aside>
  );
}
