import type { Deal } from '@sunward/contracts/deals';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatWholePounds, dealPerPersonPence } from '../../../shared/lib/money';
import { CAROUSEL_STEP_PX, carouselDeals } from '../deals';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { PrevNext } from './CarouselControls';
import { StarRating } from '../../../shared/ui/StarRating';

function DealCard({ deal }: { deal: Deal }) {
  const nights = `${deal.duration} night${deal.duration === 1 ? '' : 's'}`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-sun-500">
      <div className="relative aspect-[16/10] bg-brand-100">
        <img
          src={deal.image}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover"
          width={300}
          height={188}
        />
        {deal.discount > 0 && (
          <p className="absolute left-3 top-3 rounded-full bg-coral-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
            {deal.discount}% off
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <Link
            to={`/deals/${encodeURIComponent(deal.slug)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {deal.title}
          </Link>
        </h3>
        {deal.hotelName !== deal.title && (
          <p className="text-sm font-medium text-slate-700">{deal.hotelName}</p>
        )}
        <p className="mt-1 text-sm text-slate-600">{deal.location}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <StarRating rating={deal.rating} label={`${deal.rating} star hotel`} />
          <span>
            {nights}
            {deal.board_basis ? ` · ${deal.board_basis}` : ''}
          </span>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
          <p className="text-sm whitespace-nowrap text-slate-600">
            From{' '}
            <span className="text-2xl font-extrabold text-brand-800">
              {formatWholePounds(dealPerPersonPence(deal))}
            </span>{' '}
            pp
          </p>
          {/* Only a deal that can be booked with a deposit says so (the home page carries no more). */}
          {deal.depositAvailable && (
            <p className="rounded-md bg-sun-300 px-2 py-1 text-xs font-semibold whitespace-nowrap text-brand-900">
              Deposits from £49pp
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * Exclusive Deals (docs/spec/1-shell-search-package.md §2): at most six sellable deals in a horizontal strip, previous/next
 * scrolling by 320 px (one 300 px card plus its gap). Hidden when there is nothing to sell.
 */
export function DealsCarousel({ deals, loading }: { deals: readonly Deal[]; loading: boolean }) {
  const stripRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const shown = carouselDeals(deals);
  if (shown.length === 0 && !loading) return null;

  const scroll = (direction: -1 | 1) =>
    stripRef.current?.scrollBy({
      left: direction * CAROUSEL_STEP_PX,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });

  return (
    <section aria-labelledby="deals-heading" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="deals-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
            Exclusive Deals
          </h2>
          <p className="mt-1 text-slate-600">
            Hand-picked hotels with flights included, at prices our team has negotiated.
          </p>
        </div>
        {shown.length > 0 && (
          <PrevNext
            label="deals"
            controls="deals-strip"
            onPrevious={() => scroll(-1)}
            onNext={() => scroll(1)}
          />
        )}
      </div>
      {shown.length === 0 ? (
        <div aria-hidden="true" className="mt-6 flex gap-5 overflow-hidden">
          {[0, 1, 2, 3].map((i) => (
            <div
              key={i}
              className="h-96 w-[300px] shrink-0 animate-pulse rounded-card bg-slate-200"
            />
          ))}
        </div>
      ) : (
        <ul
          ref={stripRef}
          id="deals-strip"
          aria-label="Exclusive deals"
          className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0"
        >
          {shown.map((deal) => (
            <li key={deal.id} className="w-[300px] shrink-0 snap-start">
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
