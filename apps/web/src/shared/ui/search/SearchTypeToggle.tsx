import type { SearchCriteria } from '../../lib/search-criteria';

const TYPES = [
  ['package', 'Flight + Hotel'],
  ['hotel', 'Hotel Only'],
] as const;

/** Package or hotel only: two radio buttons drawn as pills. */
export function SearchTypeToggle({
  value,
  onChange,
}: {
  value: SearchCriteria['searchType'];
  onChange: (value: SearchCriteria['searchType']) => void;
}) {
  return (
    <fieldset className="mb-3 flex gap-2">
      <legend className="sr-only">Holiday type</legend>
      {TYPES.map(([type, label]) => (
        <label
          key={type}
          className={`flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold ${
            value === type
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 text-slate-700 hover:border-brand-500'
          }`}
        >
          <input
            type="radio"
            name="search-type"
            value={type}
            className="sr-only"
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
