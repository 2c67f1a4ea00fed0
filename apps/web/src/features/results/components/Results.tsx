import type { Itinerary } from '@sunward/contracts/search';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { saveResultsScroll } from '../../../shared/lib/scroll';
import { useSearchStore } from '../../../shared/stores/search';
import { Button } from '../../../shared/ui/Button';
import { ShareDialog } from '../../../shared/ui/ShareDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { useResultsList } from '../hooks/use-results-list';
import { shareResultsLink } from '../lib/share-results';
import { toast } from '../../../shared/stores/toasts';
import { CardLocalTax } from './CardLocalTax';
import { FiltersAside } from './FiltersAside';
import { HolidayList } from './HolidayList';
import { ResultsMapToggle } from './ResultsMapToggle';
import { ResultsToolbar } from './ResultsToolbar';

/**
 * The list of a search, server-driven: the filters, sort and hotel name go to the server, which
 * answers a page with the counts and filter options; Load More asks for the next page.
 */
export function Results({ itinerary, params }: { itinerary: Itinerary; params: URLSearchParams }) {
  const navigate = useNavigate();
  const view = useSearchStore((s) => s.view);
  const setView = useSearchStore((s) => s.setView);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  // 'Total + Local Taxes': the total with each stay's tourist tax (a view of this page only).
  const [withLocalTax, setWithLocalTax] = useState(false);
  const list = useResultsList(itinerary, view);

  const openHotel = (hotelId: number, flightId: string | null) => {
    saveResultsScroll(window.scrollY);
    const store = useSearchStore.getState();
    store.saveView({ ...view, scrollPosition: Math.round(window.scrollY) });
    // The search stored its first page's flights; the package page needs this hotel's too.
    const flight = flightId ? list.flights.get(flightId) : undefined;
    if (flight) store.rememberFlights(itinerary.uuid, [flight]);
    const q = new URLSearchParams({ uuid: itinerary.uuid, hotelId: String(hotelId) });
    if (flightId) q.set('flightId', flightId);
    void navigate(`/package?${q.toString()}`);
  };

  const results = list.results;
  if (!results) {
    return list.failed ? (
      <div className="mt-4">
        <p className="text-slate-600">Use the search above to find your holiday.</p>
        <Button variant="secondary" className="mt-3" onClick={list.retry}>
          Try Again
        </Button>
      </div>
    ) : (
      <Spinner label="Preparing search results..." />
    );
  }

  const total = results.total;
  const mode = view.priceDisplayMode;

  return (
    <>
      <p aria-live="polite" className="mt-1 text-slate-700">
        We hunted down {total} amazing holidays for you!
      </p>
      <ResultsToolbar
        view={view}
        onViewChange={setView}
        hasResults={total > 0}
        onShare={() => {
          const share = shareResultsLink(window.location.origin, itinerary, params);
          if ('url' in share) setShareUrl(share.url);
          else toast(share.error, { type: 'error', duration: 3000 });
        }}
        withLocalTax={withLocalTax}
        onLocalTaxChange={setWithLocalTax}
      />
      {total > 0 && (
        <ResultsMapToggle
          className="mt-4"
          uuid={itinerary.uuid}
          selection={list.selection}
          priceMode={mode}
          onOpenHotel={(pin) => openHotel(pin.ivector_property_id, pin.package.flightId)}
        />
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_1fr]">
        <FiltersAside
          facets={results.facets}
          filters={view.filters}
          onChange={(filters) => setView({ filters })}
        />
        <HolidayList
          hotels={list.hotels}
          flights={list.flights}
          matching={results.matching}
          priceMode={mode}
          featuredId={itinerary.featured_ivector_property_id}
          busy={list.busy}
          canLoadMore={list.canLoadMore}
          loadingMore={list.loadingMore}
          onLoadMore={() => void list.loadMore()}
          onOpen={(h) => openHotel(h.ivector_property_id, h.package.flightId)}
          localTaxOf={
            withLocalTax ? (h) => <CardLocalTax itinerary={itinerary} hotel={h} /> : undefined
          }
        />
      </div>
      <ShareDialog
        url={shareUrl ?? ''}
        isOpen={shareUrl !== null}
        onClose={() => setShareUrl(null)}
      />
    </>
  );
}
