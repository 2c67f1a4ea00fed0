import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { destinationsQuery } from '../../api/destinations';
import { guestsSummary } from '../../lib/search-criteria';
import { useWarmWhenIdle } from '../../lib/use-warm-when-idle';
import { useSearchStore } from '../../stores/search';
import { Alert } from '../Alert';
import { DateAndNights } from './DateAndNights';
import { PanelField } from './Panel';
import { SearchTypeToggle } from './SearchTypeToggle';
import { useOpenPanel } from './use-open-panel';
import { useSearchSubmit } from './use-search-submit';

// The panels are only needed once a field is opened: they stay out of the first page load
// (the home route's JavaScript budget, docs/performance.md) and are fetched when the browser is idle.
const loadDestinationPanel = () => import('./DestinationPanel');
const loadAirportsPanel = () => import('./AirportsPanel');
const loadRoomsEditor = () => import('./RoomsEditor');
const loadPanels = () =>
  Promise.all([loadDestinationPanel(), loadAirportsPanel(), loadRoomsEditor()]);
const DestinationPanel = lazy(() =>
  loadDestinationPanel().then((m) => ({ default: m.DestinationPanel })),
);
const AirportsPanel = lazy(() => loadAirportsPanel().then((m) => ({ default: m.AirportsPanel })));
const RoomsEditor = lazy(() => loadRoomsEditor().then((m) => ({ default: m.RoomsEditor })));

/**
 * docs/spec/1-shell-search-package.md §2 'Search bar': package or hotel, destination, airports (package only), date, nights,
 * flexible ±3 days, rooms and guests. One panel open at a time; a click outside closes it.
 */
export function SearchBar({ compact = false }: { compact?: boolean }) {
  const criteria = useSearchStore((s) => s.criteria);
  const setCriteria = useSearchStore((s) => s.setCriteria);
  const destinations = useQuery(destinationsQuery);
  const { open, setOpen, toggle, closeToField, barRef } = useOpenPanel();
  const { submit, searching, error } = useSearchSubmit();
  useWarmWhenIdle(loadPanels);

  const groups = destinations.data?.departureAirports ?? [];
  const isPackage = criteria.searchType === 'package';
  const guestsText = guestsSummary(criteria.rooms);
  const airportsText =
    criteria.departureAirports.length === 0
      ? ''
      : criteria.departureAirports.length <= 2
        ? criteria.departureAirports.join(', ')
        : `${criteria.departureAirports.length} airports`;

  const onSubmit = (e: React.SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    setOpen(null);
    void submit();
  };

  return (
    <form
      ref={barRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Search holidays"
      className={`rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 ${compact ? '' : 'sm:p-5'}`}
    >
      <SearchTypeToggle
        value={criteria.searchType}
        onChange={(searchType) => setCriteria((c) => ({ ...c, searchType }))}
      />
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
            countries={destinations.data?.countries}
            loadFailed={destinations.isError}
            selectedId={criteria.destination?.id ?? null}
            onSelect={(d) => {
              setCriteria((c) => ({ ...c, destination: d, hotelId: null }));
              if (isPackage && criteria.departureAirports.length === 0) setOpen('airports');
              else closeToField();
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
              onDone={closeToField}
            />
          </PanelField>
        )}
        <DateAndNights criteria={criteria} onChange={setCriteria} />
        <PanelField
          id="guests"
          label="Guests"
          value={guestsText}
          placeholder="Guests"
          open={open === 'guests'}
          onToggle={() => toggle('guests')}
        >
          {/* Ages as on the return date; the first room stays. */}
          <RoomsEditor
            rooms={criteria.rooms}
            onChange={(rooms) => setCriteria((c) => ({ ...c, rooms }))}
            childHint="Aged 2-15 on return"
            infantHint="Aged 2-23 months on return"
            canRemove={(i) => i > 0}
            onDone={closeToField}
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
