import type { Flight } from '@sunward/contracts/search';
import { ChevronDown } from 'lucide-react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { formatLondonTime } from '../../../shared/lib/dates';
import { airlinesText, formatDay } from '../lib/flight-text';

/** 'from {airport}': toggles the flight times, airline(s) and baggage (docs/spec/1-shell-search-package.md 'Holiday card'). */
export function FlightPopover({ flight, baggage }: { flight: Flight; baggage: string | null }) {
  const many = flight.outbound.airline !== flight.return.airline;
  return (
    <DialogTrigger>
      <AriaButton className="inline-flex items-center gap-0.5 rounded font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-600">
        from {flight.outbound.departsFrom.airportName}
        <ChevronDown className="h-4 w-4" />
      </AriaButton>
      <Popover
        placement="bottom start"
        offset={6}
        className="w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-4 text-sm text-slate-700 shadow-xl ring-1 ring-slate-200 outline-none"
      >
        <Dialog aria-label="Flight details" className="outline-none">
          <div className="flex flex-col gap-3">
            <FlightLeg title="Outbound" leg={flight.outbound} />
            <FlightLeg title="Return" leg={flight.return} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-3">
              <dt className="text-slate-600">{many ? 'Airlines' : 'Airline'}</dt>
              <dd className="font-medium text-slate-900">{airlinesText(flight)}</dd>
              {baggage && (
                <>
                  <dt className="text-slate-600">Baggage</dt>
                  <dd className="font-medium text-emerald-800">{baggage}</dd>
                </>
              )}
            </dl>
            <p className="text-xs text-slate-600">Times are UK (London) time.</p>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function FlightLeg({ title, leg }: { title: string; leg: Flight['outbound'] }) {
  const dep = formatLondonTime(leg.departsFrom.at);
  const arr = formatLondonTime(leg.arrivesAt.at);
  return (
    <section aria-label={`${title} flight`}>
      <p className="text-xs font-bold tracking-wide text-brand-800 uppercase">
        {title} · {formatDay(new Date(leg.departsFrom.at))}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr_auto] items-baseline gap-x-2 gap-y-0.5">
        <dt className="text-slate-600">Departs</dt>
        <dd className="min-w-0 break-words">
          {leg.departsFrom.airportName} ({leg.departsFrom.airportCode})
        </dd>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">
          {dep}
          <LocalTime local={leg.departsFrom.localTime} london={dep} />
        </dd>
        <dt className="text-slate-600">Arrives</dt>
        <dd className="min-w-0 break-words">
          {leg.arrivesAt.airportName} ({leg.arrivesAt.airportCode})
        </dd>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">
          {arr}
          <LocalTime local={leg.arrivesAt.localTime} london={arr} />
        </dd>
      </dl>
    </section>
  );
}

/** Abroad, the airport's own clock time as well, as printed on the ticket. */
function LocalTime({ local, london }: { local: string; london: string }) {
  if (local.slice(0, 5) === london) return null;
  return (
    <span className="block text-xs font-normal text-slate-600">{local.slice(0, 5)} local</span>
  );
}
