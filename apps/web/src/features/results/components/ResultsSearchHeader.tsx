import { useState } from 'react';
import { guestsSummary } from '../../../shared/lib/search-criteria';
import { useSearchStore } from '../../../shared/stores/search';
import { SearchBar } from '../../../shared/ui/search/SearchBar';
import { formatShortDay } from '../../../shared/lib/dates';

/**
 * The search bar above the results. On phones it folds into a one-line summary of the search
 * with 'Edit search', so the results start near the top of the screen; from 768 px the bar is
 * always shown, and from 1024 px it stays in view while the results scroll under it.
 */
export function ResultsSearchHeader() {
  // The folded summary describes the results shown, not edits not yet searched.
  const criteria = useSearchStore((s) => s.searched ?? s.criteria);
  const uuid = useSearchStore((s) => s.itinerary?.uuid);
  const [expanded, setExpanded] = useState(false);
  const [shownFor, setShownFor] = useState(uuid);

  // A new search has been run from the bar: fold it again.
  if (uuid !== shownFor) {
    setShownFor(uuid);
    setExpanded(false);
  }

  const where = criteria.destination?.name ?? 'Your holiday';
  const start = formatShortDay(criteria.startDate);
  const nights = `${criteria.nights} ${criteria.nights === 1 ? 'night' : 'nights'}`;
  const type = criteria.searchType === 'hotel' ? 'Hotel only' : 'Flight + Hotel';

  return (
    <section
      aria-label="Your search"
      className="bg-brand-800 px-4 py-4 sm:px-6 lg:sticky lg:top-[4.5rem] lg:z-30"
    >
      <div className="mx-auto max-w-7xl">
        <div className="flex items-center justify-between gap-3 md:hidden">
          <p className="min-w-0 text-white">
            <span className="block truncate font-bold">{where}</span>
            <span className="block text-sm text-white/85">
              {start} · {nights} · {type}
            </span>
            <span className="block text-sm text-white/85">{guestsSummary(criteria.rooms)}</span>
          </p>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls="results-search-bar"
            onClick={() => setExpanded((e) => !e)}
            className="min-h-11 shrink-0 rounded-full bg-white px-4 text-sm font-bold text-brand-800 hover:bg-brand-50"
          >
            {expanded ? 'Close' : 'Edit search'}
          </button>
        </div>
        <div
          id="results-search-bar"
          className={`${expanded ? 'mt-3 block' : 'hidden'} md:mt-0 md:block`}
        >
          <SearchBar compact />
        </div>
      </div>
    </section>
  );
}
