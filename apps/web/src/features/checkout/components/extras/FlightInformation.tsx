import type { Flight } from '@sunward/contracts/search';
import { formatMinutes, sectionClass, sectionHeadingClass } from './format';
import { formatShortDate } from '../../../../shared/lib/dates';

function Leg({ title, leg }: { title: string; leg: Flight['outbound'] }) {
  const from = leg.departsFrom;
  const to = leg.arrivesAt;
  return (
    <div className="rounded-lg bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {leg.airline} · Flight {leg.flightNumber} · {formatMinutes(leg.durationMinutes)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Departs</dt>
          <dd className="text-slate-900">
            <span className="block font-semibold">
              {from.airportName} ({from.airportCode})
            </span>
            <span className="block">
              {formatShortDate(from.localDate)}, {from.localTime}
            </span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Arrives</dt>
          <dd className="text-slate-900">
            <span className="block font-semibold">
              {to.airportName} ({to.airportCode})
            </span>
            <span className="block">
              {formatShortDate(to.localDate)}, {to.localTime}
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The package's flights: airline, flight number, airports and local dates and times. */
export function FlightInformation({ flight }: { flight: Flight }) {
  return (
    <section aria-labelledby="flight-info-heading" className={sectionClass}>
      <h2 id="flight-info-heading" className={sectionHeadingClass}>
        Your flights
      </h2>
      <p className="mt-1 text-sm text-slate-600">Times are local to each airport.</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Leg title="Outbound" leg={flight.outbound} />
        <Leg title="Return" leg={flight.return} />
      </div>
    </section>
  );
}
