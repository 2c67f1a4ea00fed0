import type { AlternativeFlightsResponse, Flight } from '@sunward/contracts/search';
import { useState } from 'react';
import { priceDelta } from '../lib/rooms';
import { formatShortDay } from '../../../shared/lib/dates';

const day = formatShortDay;
const FLIGHTS_SHOWN = 4;
const hours = (minutes: number) => `${String(Math.floor(minutes / 60))}h ${String(minutes % 60)}m`;

function LegLine({ label, leg }: { label: string; leg: Flight['outbound'] }) {
  const from = leg.departsFrom;
  const to = leg.arrivesAt;
  return (
    <span className="block">
      <span className="font-semibold">{label}: </span>
      {day(from.localDate)} {from.localTime} {from.airportName} ({from.airportCode}) →{' '}
      {to.localTime} {to.airportName} ({to.airportCode}) · {leg.airline} {leg.flightNumber} ·{' '}
      {hours(leg.durationMinutes)}
    </span>
  );
}

/** docs/spec/1-shell-search-package.md: '+£x.xx' / '-£x.xx', or 'Same Price' for no difference. */
export function difference(pence: number): string {
  return pence === 0 ? 'Same Price' : priceDelta(pence, 0);
}

export interface FlightsSectionProps {
  flights: Flight[];
  selectedId: string | null;
  onSelect: (flight: Flight) => void;
  /** The departure date of the package, yyyy-mm-dd. */
  date: string;
  /** The hotel priced by date (alternatives); empty when unknown. */
  dates: AlternativeFlightsResponse['hotel'];
  /** The package's current total, pence: the base when the current date has no price. */
  totalPence: number;
  onDateChange: (date: string) => void;
  updating: boolean;
}

/** Flights for a package: departure dates with their price difference, and the flight list. */
export function FlightsSection({
  flights,
  selectedId,
  onSelect,
  date,
  dates,
  totalPence,
  onDateChange,
  updating,
}: FlightsSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const selected = flights.find((f) => f.itineraryId === selectedId) ?? flights.at(0);
  // The first few, and always the selected one.
  const shown = showAll
    ? flights
    : flights.filter((f, i) => i < FLIGHTS_SHOWN || f.itineraryId === selected?.itineraryId);
  // Each date against the cheapest package on the current date: that date reads 'Same Price'.
  const base = (date in dates ? dates[date].cheapest_package_pence : null) ?? totalPence;
  const options = Object.values(dates)
    .filter((d) => d.cheapest_package_pence !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section
      aria-labelledby="flights-heading"
      className="rounded-card bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="flights-heading" className="text-xl font-bold text-brand-800">
        Your flights
      </h2>
      {options.length > 1 && (
        <fieldset className="mt-4" disabled={updating}>
          <legend className="text-sm font-semibold text-slate-700">Departure date</legend>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
            {options.map((d) => {
              const current = d.date === date;
              return (
                <li key={d.date}>
                  <button
                    type="button"
                    aria-pressed={current}
                    onClick={() => !current && onDateChange(d.date)}
                    className={`min-h-14 w-full rounded-lg border px-2 py-1 text-center text-sm ${
                      current
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'
                    }`}
                  >
                    <span className="block font-semibold">{day(d.date)}</span>
                    <span className="block text-xs">
                      {difference((d.cheapest_package_pence ?? base) - base)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {flights.length === 0 ? (
        <p className="mt-4 text-slate-700">No flights are available for these dates.</p>
      ) : (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-700">
            Flights on {day(date)} ({flights.length})
          </legend>
          <ul className="mt-2 space-y-3">
            {shown.map((f) => {
              const checked = f.itineraryId === selected?.itineraryId;
              const diff = f.price.perPassenger - (selected?.price.perPassenger ?? 0);
              return (
                <li key={f.itineraryId}>
                  <label
                    className={`flex cursor-pointer flex-wrap items-start gap-3 rounded-lg border p-3 ${
                      checked
                        ? 'border-brand-700 bg-brand-50'
                        : 'border-slate-200 hover:border-brand-400'
                    }`}
                  >
                    <input
                      type="radio"
                      name="flight"
                      checked={checked}
                      onChange={() => onSelect(f)}
                      className="mt-1 h-5 w-5 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1 space-y-1 text-sm text-slate-800">
                      <LegLine label="Outbound" leg={f.outbound} />
                      <LegLine label="Return" leg={f.return} />
                    </span>
                    <span className="text-right text-sm font-bold text-brand-800">
                      {checked ? 'Selected' : `${difference(diff)} pp`}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {shown.length < flights.length && (
            <button
              type="button"
              onClick={() => setShowAll(true)}
              className="mt-3 min-h-11 font-semibold text-brand-700 underline"
            >
              Show all {flights.length} flights
            </button>
          )}
        </fieldset>
      )}
    </section>
  );
}
