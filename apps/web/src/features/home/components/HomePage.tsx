import type { PopularDestination } from '@sunward/contracts/home';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useIdle } from '../../../shared/lib/use-warm-when-idle';
import { readRecentSearches } from '../../../shared/lib/snapshots';
import { useSearchStore } from '../../../shared/stores/search';
import { buttonClass } from '../../../shared/ui/Button';
import { SearchBar } from '../../../shared/ui/search/SearchBar';
import { dealListQuery } from '../../../shared/api/deal-list';
import { useHomeContent } from '../hooks/use-home-content';
import { DealsCarousel } from './DealsCarousel';
import { HeroBanner } from './HeroBanner';
import { PopularDestinations } from './PopularDestinations';
import { WhyChooseUs } from './WhyChooseUs';

// Below the fold: rendered, and so loaded, once the browser is idle after the first paint
// (the home route's JavaScript budget, docs/performance.md).
// Most visits hold no recent search: the panel's code loads only when there is one to show.
const PreviousSearches = lazy(() =>
  import('./PreviousSearches').then((m) => ({ default: m.PreviousSearches })),
);
// Only a failed load needs the error panel.
const ContentLoadError = lazy(() =>
  import('./ContentLoadError').then((m) => ({ default: m.ContentLoadError })),
);
const TestimonialsSlider = lazy(() =>
  import('./TestimonialsSlider').then((m) => ({ default: m.TestimonialsSlider })),
);

export default function HomePage() {
  const home = useHomeContent();
  const { content } = home;
  // The home content carries its deals; only if it cannot be loaded ask the deal list directly.
  const dealList = useQuery({ ...dealListQuery, enabled: home.failed });
  const deals = home.loaded ? content.deals : (dealList.data ?? []);
  const searchRef = useRef<HTMLDivElement>(null);
  const idle = useIdle();
  const [hasRecentSearches] = useState(() => readRecentSearches().length > 0);

  const chooseDestination = (d: PopularDestination) => {
    useSearchStore.getState().setCriteria((c) => ({
      ...c,
      destination: { id: d.region_id, name: d.name },
      hotelId: null,
    }));
    const bar = searchRef.current;
    if (!bar) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    bar.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    const field =
      bar.querySelector<HTMLElement>('[aria-controls="destination-panel"]') ??
      bar.querySelector<HTMLElement>('button, input, select');
    field?.focus({ preventScroll: true });
  };

  return (
    <>
      <HeroBanner banner={content.banner} />
      {/* Sticky on wide screens once scrolled past (CSS sticky does exactly that). */}
      <div
        ref={searchRef}
        className="relative z-40 mx-auto -mt-16 max-w-7xl px-4 sm:px-6 lg:sticky lg:top-[4.5rem]"
      >
        <SearchBar />
      </div>
      {home.failed && (
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
          <Suspense fallback={null}>
            <ContentLoadError error={home.error} retrying={home.retrying} onRetry={home.retry} />
          </Suspense>
        </div>
      )}
      {hasRecentSearches && (
        <Suspense fallback={null}>
          <PreviousSearches settings={content.previousItineraries} />
        </Suspense>
      )}
      <DealsCarousel deals={deals} loading={home.pending || dealList.isFetching} />
      <PopularDestinations
        destinations={content.popularDestinations}
        loading={home.pending}
        failed={home.failed}
        onChoose={chooseDestination}
      />
      <WhyChooseUs content={content.whyChooseUs} />
      <section
        aria-labelledby="testimonials-heading"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="testimonials-heading" className="text-2xl font-bold text-brand-800 sm:text-3xl">
              What our customers say
            </h2>
            <p className="mt-1 text-slate-600">Real reviews from Sunward holidaymakers.</p>
          </div>
          <Link to="/reviews" className={buttonClass('secondary')}>
            Read More Reviews
          </Link>
        </div>
        {idle ? (
          <Suspense fallback={<div className="mt-8 min-h-72" aria-hidden="true" />}>
            <TestimonialsSlider testimonials={content.testimonials} />
          </Suspense>
        ) : (
          <div className="mt-8 min-h-72" aria-hidden="true" />
        )}
      </section>
    </>
  );
}
