import { Map as MapIcon } from 'lucide-react';
import type { MapPin } from '@sunward/contracts/search';
import {
  lazy,
  Suspense,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useSiteConfig } from '../../../shared/api/site';
import type { PriceMode, ResultsSelection } from '../../../shared/stores/search';
import { Button } from '../../../shared/ui/Button';
import { MAP_ERROR, MapErrorBoundary } from '../../../shared/ui/MapErrorBoundary';
import { Spinner } from '../../../shared/ui/Spinner';
import { useMapPins } from '../api/map-pins';
import type { ResultsMapProps } from './ResultsMap';

const MAP_ID = 'results-map';

/**
 * Whether a hotel can go on the map: finite latitude in [-90, 90] and longitude in [-180, 180].
 * 0, 0 ('Null Island', in the Gulf of Guinea) is what a missing location defaults to in supplier
 * feeds, never a hotel, so it is skipped too.
 */
export function hasMapLocation(hotel: Pick<MapPin, 'lat' | 'lon'>): boolean {
  const { lat, lon } = hotel;
  if (typeof lat !== 'number' || typeof lon !== 'number') return false;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return false;
  return !(lat === 0 && lon === 0);
}

/** The hotels the map shows: those with valid coordinates, in the list's order. */
export function mappableHotels<T extends Pick<MapPin, 'lat' | 'lon'>>(hotels: T[]): T[] {
  return hotels.filter(hasMapLocation);
}

type MapModule = { default: ComponentType<ResultsMapProps> };
type LazyMap = LazyExoticComponent<ComponentType<ResultsMapProps>>;

/** The map chunk (Leaflet, react-leaflet, Leaflet's CSS): fetched only when the map first opens. */
const loadResultsMap = (): Promise<MapModule> => import('./ResultsMap');

export interface ResultsMapToggleProps {
  /** The search whose results the map shows. */
  uuid: string;
  /**
   * The list's filters, sort and hotel name: the map shows every hotel matching them (not only
   * the loaded cards); those without a location are skipped.
   */
  selection: ResultsSelection;
  priceMode: PriceMode;
  /** Opens a hotel as its card would (`pin.package.flightId` is the card's flight). */
  onOpenHotel: (pin: MapPin) => void;
  /** Loads the map module; tests pass their own. */
  loadMap?: () => Promise<MapModule>;
  className?: string;
}

/**
 * 'Show map' / 'Hide map' and the collapsible map region, collapsed by default (docs/spec/1-shell-search-package.md 'Map').
 * The map's code and its pins are fetched only while it is open.
 */
export function ResultsMapToggle({
  uuid,
  selection,
  priceMode,
  onOpenHotel,
  loadMap = loadResultsMap,
  className = '',
}: ResultsMapToggleProps) {
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);
  // Created on first open and again on Retry: a lazy component remembers a failed import, so
  // retrying needs a fresh one.
  const [MapView, setMapView] = useState<LazyMap | null>(null);
  const [attempt, setAttempt] = useState(0);
  const regionRef = useRef<HTMLDivElement>(null);
  const pins = useMapPins(uuid, selection, open);
  const onMap = useMemo(() => mappableHotels(pins.data ?? []), [pins.data]);
  const skipped = (pins.data?.length ?? 0) - onMap.length;
  const loading = (
    <div className="flex h-[600px] items-center justify-center rounded-card bg-slate-100 ring-1 ring-slate-200">
      <Spinner label="Loading map..." />
    </div>
  );

  // The import starts at once, alongside the pins; the lazy component waits for it when shown.
  const startMap = (): LazyMap => {
    const module = loadMap();
    module.catch(() => undefined); // reported when the lazy component renders it
    return lazy(() => module);
  };

  const toggle = () => {
    if (!open && !MapView) {
      const view = startMap();
      setMapView(() => view);
    }
    setOpen((o) => !o);
  };

  const retry = () => {
    const view = startMap();
    setMapView(() => view);
    setAttempt((n) => n + 1);
    regionRef.current?.focus();
  };

  return (
    <div className={className}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={MAP_ID}
        onClick={toggle}
        className="px-4"
      >
        <MapIcon className="h-4 w-4" />
        {open ? 'Hide map' : 'Show map'}
      </Button>
      <div
        id={MAP_ID}
        ref={regionRef}
        role="region"
        aria-label="Map of holidays"
        tabIndex={-1}
        hidden={!open}
        aria-busy={open && (pins.isFetching || !pins.data)}
        className="mt-4 focus:outline-none"
      >
        {open && MapView && !pins.data && pins.isError && (
          <div
            role="alert"
            className="flex h-[600px] flex-col items-center justify-center gap-3 rounded-card bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
          >
            <p className="font-semibold text-slate-800">{MAP_ERROR}</p>
            <Button variant="secondary" onClick={() => void pins.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {open && MapView && !pins.data && !pins.isError && loading}
        {open && MapView && pins.data && (
          <>
            <MapErrorBoundary key={attempt} onRetry={retry} logLabel="Results map failed to load">
              <Suspense fallback={loading}>
                {/* isolate: Leaflet's panes and controls (z-index 400-1000) stay under the sticky header. */}
                <div className="relative isolate z-0 overflow-hidden rounded-card shadow-sm ring-1 ring-slate-200">
                  <MapView
                    pins={onMap}
                    priceMode={priceMode}
                    tileUrl={site.mapTileUrl}
                    attribution={site.mapAttribution}
                    onOpenHotel={onOpenHotel}
                  />
                </div>
              </Suspense>
            </MapErrorBoundary>
            {skipped > 0 && (
              <p className="mt-2 text-sm text-slate-600">
                {skipped === 1
                  ? '1 holiday has no map location and is not shown on the map.'
                  : `${skipped} holidays have no map location and are not shown on the map.`}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
