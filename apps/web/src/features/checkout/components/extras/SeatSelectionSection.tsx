import type { SeatMap } from '@sunward/contracts/checkout';
import { useState } from 'react';
import { Alert } from '../../../../shared/ui/Alert';
import { buttonClass } from '../../../../shared/ui/Button';
import { seatPrice, type LegDirection, type Passenger } from '../../lib/extras-selection';
import { sectionClass, sectionHeadingClass } from './format';
import { SeatPickerModal } from './SeatPickerModal';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export interface SeatFlight {
  direction: LegDirection;
  flightNumber: string;
  /** Departure and arrival airports, e.g. 'LGW → PMI'. */
  route: string;
  map: SeatMap | null;
}

export interface SeatSelectionSectionProps {
  flights: readonly SeatFlight[];
  passengers: readonly Passenger[];
  /** Seat number per passenger index, by flight number. */
  seats: Record<string, string[]>;
  onChange: (flightNumber: string, seats: string[]) => void;
}

/** Seats per flight, chosen in the seat picker; a flight without a seat map says so (docs/spec/2-checkout-payment.md §8). */
export function SeatSelectionSection({
  flights,
  passengers,
  seats,
  onChange,
}: SeatSelectionSectionProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="seats-heading" className={sectionClass}>
      <h2 id="seats-heading" className={sectionHeadingClass}>
        Seat selection
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Choose where each passenger sits. Anyone without a chosen seat is given one at check-in.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {flights.map((f) => {
          const flightLabel = `${f.direction === 'outbound' ? 'Outbound' : 'Return'} flight ${f.flightNumber}`;
          const chosen = seats[f.flightNumber] ?? [];
          const { map } = f;
          return (
            <div key={f.flightNumber} className="rounded-lg bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{flightLabel}</h3>
              <p className="text-sm text-slate-600">{f.route}</p>
              {map ? (
                <>
                  <ul className="mt-3 space-y-1 text-sm text-slate-800">
                    {passengers.map((p) => {
                      const seat = chosen.at(p.index) ?? '';
                      const price = seat ? seatPrice(map, seat) : null;
                      const sold =
                        seat !== '' && !map.seats.some((s) => s.number === seat && s.available);
                      return (
                        <li key={p.index} className="flex justify-between gap-3">
                          <span>{p.label}</span>
                          <span className={seat ? 'font-semibold' : 'text-slate-600'}>
                            {seat
                              ? `Seat ${seat}${price !== null ? ` (${formatPoundsAndPence(price)})` : ''}${sold ? ', no longer available: please choose another' : ''}`
                              : 'No seat chosen'}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  <button
                    type="button"
                    onClick={() => setOpen(f.flightNumber)}
                    aria-label={`${chosen.some(Boolean) ? 'Change' : 'Choose'} seats: ${flightLabel}`}
                    className={buttonClass('secondary', 'mt-3 w-full')}
                  >
                    {chosen.some(Boolean) ? 'Change seats' : 'Choose seats'}
                  </button>
                  <SeatPickerModal
                    isOpen={open === f.flightNumber}
                    flightLabel={flightLabel}
                    map={map}
                    passengers={passengers}
                    seats={chosen}
                    onConfirm={(next) => onChange(f.flightNumber, next)}
                    onClose={() => setOpen(null)}
                  />
                </>
              ) : (
                <div className="mt-3">
                  <Alert tone="info" title="Seat booking is currently unavailable.">
                    Seat map information is not available for this flight.
                  </Alert>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
