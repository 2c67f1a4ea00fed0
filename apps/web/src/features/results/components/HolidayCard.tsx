import type { Flight, ItineraryHotel } from '@sunward/contracts/search';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { formatWholePounds } from '../../../shared/lib/money';
import type { PriceMode } from '../../../shared/stores/search';
import { Button } from '../../../shared/ui/Button';
import { baggageBadge } from './baggage';
import { ImageCarousel } from '../../../shared/ui/ImageCarousel';
import { Lightbox } from '../../../shared/ui/Lightbox';
import { StarRating, starsOutOfFive } from '../../../shared/ui/StarRating';
import { formatLondonTime, londonParts } from '../../../shared/lib/dates';

export interface HolidayCardProps {
  hotel: ItineraryHotel;
  /** The package's flight (the one `hotel.package.flightId` names); null for hotel-only. */
  flight: Flight | null;
  priceMode: PriceMode;
  /** The deal's property: FEATURED ribbon and a highlighted ring. */
  featured: boolean;
  /** Open the holiday's details (card click or View Details). */
  onOpen: () => void;
}

/** 'Sat 13 Jun 2026' in London time (en-GB puts a comma after the weekday; cards do not). */
export function formatDay(instant: Date): string {
  const part = londonParts(instant, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

/** A yyyy-mm-dd calendar date: midday UTC is the same date in London all year round. */
function calendarDay(isoDate: string): string {
  return formatDay(new Date(`${isoDate}T12:00:00Z`));
}

/** One airline name when both legs share it, else both (docs/spec/1-shell-search-package.md 'Holiday card'). */
export function airlinesText(flight: Flight): string {
  const out = flight.outbound.airline;
  const back = flight.return.airline;
  return out === back ? out : `${out} (outbound), ${back} (return)`;
}

export function HolidayCard({ hotel, flight, priceMode, featured, onOpen }: HolidayCardProps) {
  const headingId = useId();
  const [photo, setPhoto] = useState<number | null>(null);
  const pkg = hotel.package;
  const hotelOnly = hotel.isHotelOnly || pkg.flightId === null;
  const baggage = hotelOnly || !flight ? null : baggageBadge(flight.outbound.airlineCode);
  const nights = `${pkg.nights} ${pkg.nights === 1 ? 'Night' : 'Nights'}`;

  // The whole card opens the details for a pointer; controls inside it (and anything portalled
  // out of it, such as the flight popover) keep their own behaviour. View Details is the
  // keyboard path, so the card itself is not a focus stop.
  const onCardClick = (e: MouseEvent<HTMLElement>) => {
    const target = e.target;
    if (!(target instanceof Element) || !e.currentTarget.contains(target)) return;
    const control = target.closest('button, a, input, select, textarea, [data-card-ignore]');
    if (control && e.currentTarget.contains(control)) return;
    if (window.getSelection()?.toString()) return;
    onOpen();
  };

  const prices: Record<PriceMode, ReactNode> = {
    total: (
      <>
        {formatWholePounds(pkg.totalPence)}{' '}
        <span className="text-[0.6em] font-semibold">total</span>
      </>
    ),
    perPerson: (
      <>
        {formatWholePounds(pkg.perPersonPence)}
        <span className="text-[0.6em] font-semibold" aria-hidden="true">
          pp
        </span>
        <span className="sr-only"> per person</span>
      </>
    ),
  };
  const order: PriceMode[] =
    priceMode === 'total' ? ['total', 'perPerson'] : ['perPerson', 'total'];

  return (
    <>
      <article
        aria-labelledby={headingId}
        onClick={onCardClick}
        className={`relative flex cursor-pointer flex-col overflow-hidden rounded-card bg-white transition-shadow hover:shadow-lg md:flex-row ${
          featured ? 'shadow-md ring-2 ring-sun-400' : 'shadow-sm ring-1 ring-slate-200'
        }`}
      >
        {featured && (
          <p className="pointer-events-none absolute top-4 left-0 z-20 rounded-r-md bg-sun-400 py-1 pr-3 pl-3 text-xs font-extrabold tracking-[0.15em] text-brand-900 shadow-md">
            FEATURED
          </p>
        )}

        <div data-card-ignore="" className="relative shrink-0 md:w-2/5 lg:w-[38%]">
          <ImageCarousel
            hotelId={hotel.ivector_property_id}
            hotelName={hotel.name}
            images={hotel.imageUrls}
            onOpen={setPhoto}
            className="aspect-[3/2] md:aspect-auto md:h-full md:min-h-64"
          />
        </div>

        <div className="flex min-w-0 flex-1 flex-col lg:flex-row">
          <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
            <div>
              <h3
                id={headingId}
                className="text-lg leading-snug font-bold text-brand-900 sm:text-xl"
              >
                {hotel.name}
              </h3>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating rating={hotel.rating} label={starsOutOfFive(hotel.rating)} />
                <p className="flex items-center gap-1 text-sm text-slate-600">
                  <PinIcon />
                  {hotel.location}
                </p>
              </div>
            </div>

            <HotelBadges hotel={hotel} />

            <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
              <Fact icon={<MealIcon />}>{pkg.boardName}</Fact>
              <Fact icon={<MoonIcon />}>{nights}</Fact>
              {hotelOnly ? (
                <Fact icon={<BedIcon />}>
                  <span className="font-semibold text-brand-800">Hotel Only</span>
                  <span className="text-slate-600"> · Check-in {calendarDay(pkg.checkIn)}</span>
                </Fact>
              ) : (
                <Fact icon={<PlaneIcon />}>
                  <span className="font-medium text-slate-800">
                    {flight
                      ? formatDay(new Date(flight.outbound.departsFrom.at))
                      : calendarDay(pkg.checkIn)}
                  </span>{' '}
                  {flight && <FlightPopover flight={flight} baggage={baggage?.text ?? null} />}
                </Fact>
              )}
            </ul>

            {baggage && (
              <p
                title={baggage.text}
                className="inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
              >
                <BagIcon />
                {baggage.short}
              </p>
            )}
          </div>

          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3 border-t border-slate-100 p-4 sm:p-5 lg:w-60 lg:shrink-0 lg:flex-col lg:flex-nowrap lg:items-stretch lg:justify-end lg:border-t-0 lg:border-l">
            <div className="lg:text-right" data-testid="card-price">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">From</p>
              {order.map((mode) => (
                <p
                  key={mode}
                  data-price-mode={mode}
                  className={
                    mode === priceMode
                      ? 'text-3xl leading-tight font-extrabold text-brand-800'
                      : 'text-sm font-medium text-slate-600'
                  }
                >
                  {prices[mode]}
                </p>
              ))}
            </div>
            <div className="flex flex-col gap-2 lg:items-stretch">
              <Button onClick={onOpen} aria-describedby={headingId} className="w-full">
                View Details
              </Button>
              {!hotelOnly && (
                <p className="flex items-center gap-1.5 text-xs text-slate-600 lg:justify-center">
                  <ShieldIcon />
                  Your holiday is ATOL protected.
                </p>
              )}
            </div>
          </div>
        </div>
      </article>

      <Lightbox
        hotelName={hotel.name}
        images={hotel.imageUrls}
        index={photo}
        onIndexChange={setPhoto}
        onClose={() => setPhoto(null)}
      />
    </>
  );
}

function HotelBadges({ hotel }: { hotel: ItineraryHotel }) {
  const badges = [
    hotel.adults_only === 1 && 'Adults Only',
    hotel.lgbtq_friendly === 1 && 'LGBTQ+ Friendly',
    hotel.family_hotels === 1 && 'Family Friendly',
  ].filter((b): b is string => typeof b === 'string');
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Hotel type" className="flex flex-wrap gap-1.5">
      {badges.map((b) => (
        <li
          key={b}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100"
        >
          {b}
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-brand-600">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** 'from {airport}': toggles the flight times, airline(s) and baggage (docs/spec/1-shell-search-package.md 'Holiday card'). */
function FlightPopover({ flight, baggage }: { flight: Flight; baggage: string | null }) {
  const many = flight.outbound.airline !== flight.return.airline;
  return (
    <DialogTrigger>
      <AriaButton className="inline-flex items-center gap-0.5 rounded font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-600">
        from {flight.outbound.departsFrom.airportName}
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
          <path d="m5.5 7.5 4.5 4.5 4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
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
        <dd className="truncate">
          {leg.departsFrom.airportName} ({leg.departsFrom.airportCode})
        </dd>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">
          {dep}
          <LocalTime local={leg.departsFrom.localTime} london={dep} />
        </dd>
        <dt className="text-slate-600">Arrives</dt>
        <dd className="truncate">
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

const iconClass = 'h-4 w-4';
function MealIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={iconClass}>
      <path
        d="M5 2v6a2 2 0 0 0 2 2v8M9 2v6a2 2 0 0 1-2 2M7 2v5M14.5 18V2c-1.9 1.2-3 3.4-3 6v3h3"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
function MoonIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={iconClass}>
      <path
        d="M16.5 12.5A7 7 0 0 1 7.5 3.5a7 7 0 1 0 9 9z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
function PlaneIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={iconClass}>
      <path
        fill="currentColor"
        d="M18.4 9.2 11.7 5.9V2.6a1.2 1.2 0 0 0-2.4 0v3.3L2.6 9.2v1.9l6.7-1.9v4.1l-2 1.5v1.6l3.2-.9 3.2.9v-1.6l-2-1.5V9.2l6.7 1.9z"
      />
    </svg>
  );
}
function BedIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={iconClass}>
      <path
        d="M2 16V4M2 12h16v4M18 12V9.5A2.5 2.5 0 0 0 15.5 7H9v5M5.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className="h-4 w-4 shrink-0">
      <path
        d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10z"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="10" cy="8" r="2" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
function BagIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className="h-3.5 w-3.5">
      <rect x="3.5" y="6" width="13" height="11" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path d="M7.5 6V4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v2" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
function ShieldIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className="h-4 w-4 text-emerald-700">
      <path
        d="M10 2 3.5 4.5v5c0 4 2.8 7.2 6.5 8.5 3.7-1.3 6.5-4.5 6.5-8.5v-5L10 2z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="m7 10 2 2 4-4"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
