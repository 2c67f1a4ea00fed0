import type { DestinationsResponse } from '@sunward/contracts/search';
import { useState } from 'react';
import { fallbackDestinations } from './fallback-destinations';

/**
 * Destinations grouped by country; a filter box narrows the list. While the list is not loaded it
 * is empty; when it could not load, a small built-in list keeps search usable.
 */
export function DestinationPanel({
  countries: loaded,
  loadFailed,
  selectedId,
  onSelect,
}: {
  countries: DestinationsResponse['countries'] | undefined;
  loadFailed: boolean;
  selectedId: number | null;
  onSelect: (d: { id: number; name: string }) => void;
}) {
  const [filter, setFilter] = useState('');
  const q = filter.trim().toLowerCase();
  const countries = loaded ?? (loadFailed ? fallbackDestinations : []);
  const shown = countries
    .map((c) => ({
      ...c,
      regions: c.regions.filter(
        (r) => !q || r.name.toLowerCase().includes(q) || c.name.toLowerCase().includes(q),
      ),
    }))
    .filter((c) => c.regions.length > 0);
  return (
    <div>
      <label htmlFor="destination-filter" className="sr-only">
        Filter destinations
      </label>
      <input
        id="destination-filter"
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder="Type a country or region"
        className="mb-3 min-h-11 w-full rounded-lg border border-slate-300 px-3 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      {shown.length === 0 && <p className="py-2 text-sm text-slate-600">No destinations found.</p>}
      <div className="space-y-3">
        {shown.map((c) => (
          <fieldset key={c.id}>
            <legend className="mb-1 text-xs font-bold uppercase tracking-wide text-brand-700">
              {c.name}
            </legend>
            <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {c.regions.map((r) => (
                <label
                  key={r.id}
                  className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-brand-50 ${selectedId === r.id ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800'}`}
                >
                  <input
                    type="radio"
                    name="destination"
                    className="accent-brand-700"
                    checked={selectedId === r.id}
                    onChange={() => onSelect({ id: r.id, name: r.name })}
                  />
                  {r.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
