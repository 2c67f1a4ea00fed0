import type { Flight, ItineraryHotel } from '@sunward/contracts/search';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { BedDouble, Luggage, MapPin, Moon, Plane, ShieldCheck, Utensils } from 'lucide-react';
import { formatWholePounds } from '../../../shared/lib/money';
import type { PriceMode } from '../../../shared/stores/search';
import { Button } from '../../../shared/ui/Button';
import { baggageBadge } from './baggage';
import { calendarDay, formatDay } from '../lib/flight-text';
import { FlightPopover } from './FlightPopover';
import { ImageCarousel } from '../../../shared/ui/ImageCarousel';
import { Lightbox } from '../../../shared/ui/Lightbox';
import { StarRating, starsOutOfFive } from '../../../shared/ui/StarRating';
import { ReviewScore } from '../../../shared/ui/reviews/ReviewScore';

export interface HolidayCardProps {
  hotel: ItineraryHotel;
  /** The package's flight (the one `hotel.package.flightId` names); null for hotel-only. */
  flight: Flight | null;
  priceMode: PriceMode;
  /** The deal's property: FEATURED ribbon and a highlighted ring. */
  featured: boolean;
  /** Open the holiday's details (card click or View Details). */
  onOpen: () => void;
  /** Below the prices: the total with local taxes, when the list shows it. */
  localTax?: ReactNode;
}

export function HolidayCard({
  hotel,
  flight,
  priceMode,
  featured,
  onOpen,
  localTax,
}: HolidayCardProps) {
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
              {/* Only from 5 approved verified reviews: the server leaves it out below that. */}
              {hotel.reviews && (
                <p className="mt-1 text-slate-800">
                  <ReviewScore score={hotel.reviews.score} count={hotel.reviews.count} />
                </p>
              )}
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
              {localTax && <div className="mt-1">{localTax}</div>}
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

const iconClass = 'h-4 w-4';
const MealIcon = () => <Utensils className={iconClass} />;
const MoonIcon = () => <Moon className={iconClass} />;
const PlaneIcon = () => <Plane className={iconClass} />;
const BedIcon = () => <BedDouble className={iconClass} />;
const PinIcon = () => <MapPin className="h-4 w-4 shrink-0" />;
const BagIcon = () => <Luggage className="h-3.5 w-3.5" />;
const ShieldIcon = () => <ShieldCheck className="h-4 w-4 text-emerald-700" />;
