import type { Deal } from '@sunward/contracts/deals';
import { useRef } from 'react';
import { CAROUSEL_STEP_PX, carouselDeals } from '../deals';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { PrevNext } from './CarouselControls';
import { DealCard } from '../../../shared/ui/DealCard';

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
            Special offers from our hotel partners, with flights included, each against the hotel’s
            standard price for the same dates.
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
              <DealCard deal={deal} variant="compact" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
