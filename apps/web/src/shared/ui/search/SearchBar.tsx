import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { destinationsQuery } from '../../api/destinations';
import { searchHolidays, UNKNOWN_SEARCH_ERROR } from '../../api/search';
import { ApiError } from '../../lib/api-client';
import {
  MAX_NIGHTS,
  NIGHT_QUICK_PICKS,
  toQuery,
  toSearchRequest,
  guestsSummary,
  tomorrow,
  validate,
  withNights,
  withStartDate,
} from '../../lib/search-criteria';
import { useWarmWhenIdle } from '../../lib/use-warm-when-idle';
import { useOverlays } from '../../stores/overlays';
import { firstPageQuery, useSearchStore } from '../../stores/search';
import { toast } from '../../stores/toasts';
import { Alert } from '../Alert';
import { fallbackDestinations } from './fallback-destinations';
import { PanelField } from './Panel';
import { formatShortDate } from '../../lib/dates';

// The panels are only needed once a field is opened: they stay out of the first page load
// (the home route's JavaScript budget, docs/performance.md) and are fetched when the browser is idle.
const loadDestinationPanel = () => import('./DestinationPanel');
const loadAirportsPanel = () => import('./AirportsPanel');
const loadGuestsPanel = () => import('./GuestsPanel');
const loadPanels = () =>
  Promise.all([loadDestinationPanel(), loadAirportsPanel(), loadGuestsPanel()]);
const DestinationPanel = lazy(() =>
  loadDestinationPanel().then((m) => ({ default: m.DestinationPanel })),
);
const AirportsPanel = lazy(() => loadAirportsPanel().then((m) => ({ default: m.AirportsPanel })));
const GuestsPanel = lazy(() => loadGuestsPanel().then((m) => ({ default: m.GuestsPanel })));

type PanelName = 'destination' | 'airports' | 'guests';

/**
 * docs/spec/1-shell-search-package.md §2 'Search bar': package or hotel, destination, airports (package only), date, nights,
 * flexible ±3 days, rooms and guests. One panel open at a time; a click outside closes it.
 */
export function SearchBar({ compact = false }: { compact?: boolean }) {
  const criteria = useSearchStore((s) => s.criteria);
  const setCriteria = useSearchStore((s) => s.setCriteria);
  const searchSucceeded = useSearchStore((s) => s.searchSucceeded);
  const destinations = useQuery(destinationsQuery);
  const [open, setOpen] = useState<PanelName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const barRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { showLoading, hideLoading } = useOverlays.getState();
  useWarmWhenIdle(loadPanels);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (barRef.current && !barRef.current.contains(e.target as Node)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = (panel: PanelName) => setOpen((current) => (current === panel ? null : panel));
  const countries =
    destinations.data?.countries ?? (destinations.isError ? fallbackDestinations : []);
  const groups = destinations.data?.departureAirports ?? [];
  const isPackage = criteria.searchType === 'package';
  const guestsText = guestsSummary(criteria.rooms);
  const airportsText =
    criteria.departureAirports.length === 0
      ? ''
      : criteria.departureAirports.length <= 2
        ? criteria.departureAirports.join(', ')
        : `${criteria.departureAirports.length} airports`;

  const onSubmit = async (e: React.SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    setOpen(null);
    const problem = validate(criteria);
    setError(problem);
    if (problem) return;
    setSearching(true);
    showLoading('Searching for your perfect holiday...', 'This may take up to 20 seconds!');
    try {
      // A new search starts from the default view (searchSucceeded resets it): its first page.
      const res = await searchHolidays(toSearchRequest(criteria, firstPageQuery()));
      if (res.status === 'success' && res.itinerary) {
        searchSucceeded(criteria, res.itinerary);
        void navigate(`/search?${toQuery(criteria).toString()}`);
      } else {
        setError(res.message || UNKNOWN_SEARCH_ERROR);
      }
    } catch (err) {
      const message =
        err instanceof ApiError && err.status < 500 && err.hasServerMessage
          ? err.message
          : 'Search failed';
      setError(message);
      toast(message, { type: 'error', duration: 3000 });
    } finally {
      hideLoading();
      setSearching(false);
    }
  };

  return (
    <form
      ref={barRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Search holidays"
      className={`rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 ${compact ? '' : 'sm:p-5'}`}
    >
      <fieldset className="mb-3 flex gap-2">
        <legend className="sr-only">Holiday type</legend>
        {(
          [
            ['package', 'Flight + Hotel'],
            ['hotel', 'Hotel Only'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className={`flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold ${
              criteria.searchType === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 text-slate-700 hover:border-brand-500'
            }`}
          >
            <input
              type="radio"
              name="search-type"
              value={value}
              className="sr-only"
              checked={criteria.searchType === value}
              onChange={() => setCriteria((c) => ({ ...c, searchType: value }))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div
        className={`grid grid-cols-1 gap-3 sm:grid-cols-2 ${isPackage ? 'lg:grid-cols-[1.3fr_1.1fr_1fr_1.2fr_1.2fr_auto]' : 'lg:grid-cols-[1.5fr_1fr_1.2fr_1.3fr_auto]'}`}
      >
        <PanelField
          id="destination"
          label="Going to"
          value={criteria.destination?.name ?? ''}
          placeholder="Choose a destination"
          open={open === 'destination'}
          onToggle={() => toggle('destination')}
          wide
        >
          <DestinationPanel
            countries={countries}
            selectedId={criteria.destination?.id ?? null}
            onSelect={(d) => {
              setCriteria((c) => ({ ...c, destination: d, hotelId: null }));
              setOpen(isPackage && criteria.departureAirports.length === 0 ? 'airports' : null);
            }}
          />
        </PanelField>
        {isPackage && (
          <PanelField
            id="airports"
            label="Flying from"
            value={airportsText}
            placeholder="Choose airports"
            open={open === 'airports'}
            onToggle={() => toggle('airports')}
            wide
          >
            <AirportsPanel
              groups={groups}
              selected={criteria.departureAirports}
              onChange={(codes) => setCriteria((c) => ({ ...c, departureAirports: codes }))}
              onDone={() => setOpen(null)}
            />
          </PanelField>
        )}
        <div>
          <label
            htmlFor="travel-date"
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600"
          >
            Departure date
          </label>
          <input
            id="travel-date"
            type="date"
            min={tomorrow()}
            value={criteria.startDate}
            onChange={(e) => e.target.value && setCriteria((c) => withStartDate(c, e.target.value))}
            className="min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base hover:border-brand-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <p className="sr-only" aria-live="polite">
            {criteria.startDate ? `Returning ${formatShortDate(criteria.endDate)}` : ''}
          </p>
        </div>
        <div>
          <span
            id="nights-label"
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600"
          >
            Nights
          </span>
          <div className="flex gap-1" role="group" aria-labelledby="nights-label">
            {NIGHT_QUICK_PICKS.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={criteria.nights === n}
                onClick={() => setCriteria((c) => withNights(c, n))}
                className={`min-h-12 flex-1 rounded-lg border text-sm font-semibold ${criteria.nights === n ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'}`}
              >
                {n}
              </button>
            ))}
            <label htmlFor="nights-select" className="sr-only">
              Number of nights
            </label>
            <select
              id="nights-select"
              value={criteria.nights}
              onChange={(e) => setCriteria((c) => withNights(c, Number(e.target.value)))}
              className="min-h-12 rounded-lg border border-slate-300 bg-white px-1 text-sm"
            >
              {Array.from({ length: MAX_NIGHTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PanelField
          id="guests"
          label="Guests"
          value={guestsText}
          placeholder="Guests"
          open={open === 'guests'}
          onToggle={() => toggle('guests')}
        >
          <GuestsPanel
            rooms={criteria.rooms}
            onChange={(rooms) => setCriteria((c) => ({ ...c, rooms }))}
            onDone={() => setOpen(null)}
          />
        </PanelField>
        <div className="flex items-end">
          <button
            type="submit"
            disabled={searching}
            className="min-h-12 w-full rounded-lg bg-sun-400 px-6 text-base font-bold text-brand-900 shadow hover:bg-sun-500 disabled:cursor-wait disabled:bg-slate-300 disabled:text-slate-600"
          >
            {searching ? 'SEARCHING...' : 'Search'}
          </button>
        </div>
      </div>
      <label className="mt-3 inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={criteria.dateFlexibility}
          onChange={(e) => setCriteria((c) => ({ ...c, dateFlexibility: e.target.checked }))}
        />
        Flexible dates (± 3 days)
      </label>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </form>
  );
}
