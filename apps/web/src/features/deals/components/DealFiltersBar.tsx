import { useId } from 'react';
import { Button } from '../../../shared/ui/Button';
import {
  FILTER_NIGHTS,
  FILTER_RATINGS,
  hasActiveFilter,
  noFilters,
  type DealFilters,
} from '../lib/deal-filters';

const selectClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={selectClass}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Destination, duration, rating and board basis, with Clear Filters while any is set. */
export function DealFiltersBar({
  filters,
  destinations,
  boardBases,
  onChange,
}: {
  filters: DealFilters;
  destinations: readonly string[];
  boardBases: readonly string[];
  /** The filters changed; the others stay as they are. */
  onChange: (change: Partial<DealFilters>) => void;
}) {
  return (
    <section
      aria-label="Filter deals"
      className="rounded-card bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <FilterSelect
          label="Destination"
          anyLabel="All Destinations"
          value={filters.destination ?? ''}
          options={destinations.map((d) => ({ value: d, label: d }))}
          onChange={(v) => onChange({ destination: v || null })}
        />
        <FilterSelect
          label="Duration"
          anyLabel="Any"
          value={filters.duration === null ? '' : String(filters.duration)}
          options={FILTER_NIGHTS.map((n) => ({ value: String(n), label: `${n} Nights` }))}
          onChange={(v) => onChange({ duration: v ? Number(v) : null })}
        />
        <FilterSelect
          label="Rating"
          anyLabel="Any"
          value={filters.rating === null ? '' : String(filters.rating)}
          options={FILTER_RATINGS.map((r) => ({ value: String(r.value), label: r.label }))}
          onChange={(v) => onChange({ rating: v ? Number(v) : null })}
        />
        <FilterSelect
          label="Board Basis"
          anyLabel="Any"
          value={filters.boardBasis ?? ''}
          options={boardBases.map((b) => ({ value: b, label: b }))}
          onChange={(v) => onChange({ boardBasis: v || null })}
        />
        {hasActiveFilter(filters) && (
          <Button variant="secondary" onClick={() => onChange(noFilters())}>
            Clear Filters
          </Button>
        )}
      </div>
    </section>
  );
}
