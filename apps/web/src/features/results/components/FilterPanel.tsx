import type {
  FacetOption,
  HotelType,
  ResultFacets,
  ResultFilters,
} from '@sunward/contracts/search';

function Group({
  title,
  options,
  selected,
  onToggle,
}: {
  title: string;
  options: FacetOption[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <legend className="mb-2 text-sm font-bold text-brand-800">{title}</legend>
      <ul className="space-y-1">
        {options.map((o) => (
          <li key={o.value}>
            <label
              className={`flex min-h-9 cursor-pointer items-center justify-between gap-2 text-sm ${o.count === 0 ? 'text-slate-500' : 'text-slate-800'}`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={selected.includes(o.value)}
                  onChange={() => onToggle(o.value)}
                />
                {o.label}
              </span>
              <span className="text-xs text-slate-600">({o.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const toggled = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** docs/spec/1-shell-search-package.md §5 filters, each option with its count over the whole search (the server's facets). */
export function FilterPanel({
  facets,
  filters,
  onChange,
}: {
  facets: ResultFacets;
  filters: ResultFilters;
  onChange: (f: ResultFilters) => void;
}) {
  const active =
    filters.ratings.length +
    filters.regions.length +
    filters.boardBases.length +
    filters.hotelTypes.length +
    filters.facilities.length;
  return (
    <div>
      {active > 0 && (
        <button
          type="button"
          className="mb-3 text-sm font-semibold text-brand-700 underline"
          onClick={() =>
            onChange({ ratings: [], regions: [], boardBases: [], hotelTypes: [], facilities: [] })
          }
        >
          Clear all filters ({active})
        </button>
      )}
      <Group
        title="Star rating"
        options={facets.ratings}
        selected={filters.ratings.map(String)}
        onToggle={(v) => onChange({ ...filters, ratings: toggled(filters.ratings, Number(v)) })}
      />
      <Group
        title="Resort"
        options={facets.regions}
        selected={filters.regions}
        onToggle={(v) => onChange({ ...filters, regions: toggled(filters.regions, v) })}
      />
      <Group
        title="Board basis"
        options={facets.boardBases}
        selected={filters.boardBases}
        onToggle={(v) => onChange({ ...filters, boardBases: toggled(filters.boardBases, v) })}
      />
      <Group
        title="Hotel type"
        options={facets.hotelTypes}
        selected={filters.hotelTypes}
        onToggle={(v) =>
          onChange({
            ...filters,
            hotelTypes: toggled(filters.hotelTypes, v as HotelType),
          })
        }
      />
      <Group
        title="Facilities"
        options={facets.facilities}
        selected={filters.facilities}
        onToggle={(v) => onChange({ ...filters, facilities: toggled(filters.facilities, v) })}
      />
    </div>
  );
}
