import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { MapErrorBoundary } from '../MapErrorBoundary';
import { Spinner } from '../Spinner';
import type { LocationMapProps } from './LocationMap';

export interface LocationMapSectionProps {
  /** The hotel's name (the marker's label). */
  name: string;
  /** Straight from the API: a number, a numeric string, or anything else (then no map). */
  lat: unknown;
  lon: unknown;
  /** The site config's `mapTileUrl`. */
  tileUrl: string;
  /** The site config's `mapAttribution` (HTML). */
  attribution: string;
}

/**
 * A coordinate from the API as a finite number: a number, or a string holding one. Anything else
 * (null, '', booleans, 'abc', NaN, Infinity) is null, because `Number()` would turn null and ''
 * into 0, a real-looking coordinate.
 */
function coordinate(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim());
  else return null;
  return Number.isFinite(n) ? n : null;
}

/**
 * The hotel's position when both coordinates parse and are in range, else null. 0, 0 is what a
 * missing location defaults to in supplier feeds, never a hotel, so it gives no map either.
 */
export function parseLocation(lat: unknown, lon: unknown): { lat: number; lon: number } | null {
  const la = coordinate(lat);
  const lo = coordinate(lon);
  if (la === null || lo === null) return null;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180) return null;
  if (la === 0 && lo === 0) return null;
  return { lat: la, lon: lo };
}

type MapModule = { default: ComponentType<LocationMapProps> };
/** The map chunk (Leaflet, react-leaflet, Leaflet's CSS). */
const loadLocationMap = (): Promise<MapModule> => import('./LocationMap');
/** Shared by every section, so the chunk is fetched once; replaced only by Retry after a failure. */
let LocationMap = lazy(loadLocationMap);

/**
 * 'Location' on the package details page (docs/spec/1-shell-search-package.md 'Package details'): a 400 px map centred on the
 * hotel with a 500 m 'Area within 10-minute walk' circle. Renders nothing unless both coordinates
 * parse as numbers.
 */
export function LocationMapSection({
  name,
  lat,
  lon,
  tileUrl,
  attribution,
}: LocationMapSectionProps) {
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const location = parseLocation(lat, lon);
  if (!location) return null;

  const retry = () => {
    // A lazy component remembers a failed import, so retrying needs a fresh one.
    LocationMap = lazy(loadLocationMap);
    setAttempt((n) => n + 1);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        Location
      </h2>
      <div className="mt-3">
        <MapErrorBoundary
          key={attempt}
          onRetry={retry}
          logLabel="Location map failed to load"
          className="h-[400px]"
        >
          <Suspense
            fallback={
              <div className="flex h-[400px] items-center justify-center rounded-card bg-slate-100 ring-1 ring-slate-200">
                <Spinner label="Loading map..." />
              </div>
            }
          >
            {/* isolate: Leaflet's panes and controls (z-index 400-1000) stay under sticky bars. */}
            <div className="relative isolate z-0 overflow-hidden rounded-card shadow-sm ring-1 ring-slate-200">
              <LocationMap
                name={name}
                lat={location.lat}
                lon={location.lon}
                tileUrl={tileUrl}
                attribution={attribution}
              />
            </div>
          </Suspense>
        </MapErrorBoundary>
      </div>
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className="inline-block h-3.5 w-3.5 shrink-0 rounded-full border-2 border-brand-600 bg-brand-500/15"
        />
        Shaded: Area within 10-minute walk
      </p>
    </section>
  );
}
