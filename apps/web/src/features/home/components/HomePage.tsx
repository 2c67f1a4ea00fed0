import type { PopularDestination } from '@sunward/contracts/home';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIdle } from '../../../shared/lib/use-warm-when-idle';
import { readRecentSearches } from '../../../shared/lib/snapshots';
import { useSearchStore } from '../../../shared/stores/search';
import { SearchBar } from '../../../shared/ui/search/SearchBar';
import { useHomeContent } from '../hooks/use-home-content';
import { HeroBanner } from './HeroBanner';

// Most visits hold no recent search: the panel's code loads only when there is one to show.
const PreviousSearches = lazy(() =>
  import('./PreviousSearches').then((m) => ({ default: m.PreviousSearches })),
);
// Only a failed load needs the error panel.
const ContentLoadError = lazy(() =>
  import('./ContentLoadError').then((m) => ({ default: m.ContentLoadError })),
);
// Below the search bar (the deals, destinations, features and testimonials): rendered, and so
// loaded, once the browser is idle after the first paint (the home route's JavaScript budget,
// docs/performance.md); the home content arrives about then anyway.
const BelowTheFold = lazy(() =>
  import('./BelowTheFold').then((m) => ({ default: m.BelowTheFold })),
);
/** Holds the sections' place until they render, so the footer does not jump up meanwhile. */
const belowTheFoldPlaceholder = <div className="min-h-screen" aria-hidden="true" />;

export default function HomePage() {
  const home = useHomeContent();
  const { content } = home;
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
      {idle ? (
        <Suspense fallback={belowTheFoldPlaceholder}>
          <BelowTheFold home={home} chooseDestination={chooseDestination} />
        </Suspense>
      ) : (
        belowTheFoldPlaceholder
      )}
    </>
  );
}
