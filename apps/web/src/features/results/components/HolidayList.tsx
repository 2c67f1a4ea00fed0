import type { Flight, ItineraryHotel } from '@sunward/contracts/search';
import type { ReactNode } from 'react';
import type { PriceMode } from '../../../shared/stores/search';
import { Button } from '../../../shared/ui/Button';
import { HolidayCard } from './HolidayCard';

export interface HolidayListProps {
  hotels: ItineraryHotel[];
  flights: Map<string, Flight>;
  /** How many hotels match the filters (the list may show fewer: Load More shows the rest). */
  matching: number;
  priceMode: PriceMode;
  featuredId: number | null | undefined;
  /** Another selection is loading: the list stays, dimmed. */
  busy: boolean;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (hotel: ItineraryHotel) => void;
  /** The total with local taxes of a hotel, when the list shows it. */
  localTaxOf?: (hotel: ItineraryHotel) => ReactNode;
}

/** The holidays found, 'Showing X of Y results' and Load More; or 'No Holidays Found'. */
export function HolidayList({
  hotels,
  flights,
  matching,
  priceMode,
  featuredId,
  busy,
  canLoadMore,
  loadingMore,
  onLoadMore,
  onOpen,
  localTaxOf,
}: HolidayListProps) {
  return (
    <section
      aria-label="Holidays"
      aria-busy={busy}
      className={busy ? 'opacity-60 transition-opacity' : undefined}
    >
      {matching === 0 ? (
        <div className="rounded-card bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="text-xl font-bold text-brand-800">No Holidays Found</h2>
          <p className="mt-2 text-slate-700">
            We couldn&apos;t find any holidays matching your criteria.
          </p>
          <p className="mt-1 text-slate-600">
            Try adjusting your filters or search for a different destination.
          </p>
        </div>
      ) : (
        <>
          <ol className="space-y-5">
            {hotels.map((h) => (
              <li key={h.ivector_property_id}>
                <HolidayCard
                  hotel={h}
                  flight={h.package.flightId ? (flights.get(h.package.flightId) ?? null) : null}
                  priceMode={priceMode}
                  featured={h.ivector_property_id === featuredId}
                  onOpen={() => onOpen(h)}
                  localTax={localTaxOf?.(h)}
                />
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-col items-center gap-3">
            <p aria-live="polite" className="text-sm text-slate-600">
              Showing {hotels.length} of {matching} results
            </p>
            {canLoadMore && (
              <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore || busy}>
                {loadingMore ? 'Loading...' : 'Load More'}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
