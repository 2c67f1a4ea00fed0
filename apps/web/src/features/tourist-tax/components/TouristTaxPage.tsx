import { useQuery } from '@tanstack/react-query';
import { Info, LayoutGrid, List, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { touristTaxQuery } from '../api/tourist-tax';
import { countText, filterCountries } from '../lib/search';
import { CountryAccordion } from './CountryAccordion';
import { CountryGrid } from './CountryGrid';

type View = 'accordion' | 'grid';

/** docs/spec/3-accounts-bookings-content.md §2 'Tourist tax': search, accordion or grid, count, empty state and info box. */
export default function TouristTaxPage() {
  const countries = useQuery(touristTaxQuery);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('accordion');
  const searchId = useId();

  return (
    <article>
      <PageHeader
        title="Tourist Tax Information"
        intro="What each destination we sell charges in local tourist taxes, and how it is worked out."
      />
      <PageBody>
        <InfoBox />
        {countries.isPending ? (
          <Spinner label="Loading tourist tax information..." />
        ) : countries.isError ? (
          <div className="mt-8 space-y-4">
            <Alert tone="error">
              Failed to load tourist tax information. Please try again later.
            </Alert>
            <Button variant="secondary" onClick={() => void countries.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <Results
            all={countries.data}
            query={query}
            setQuery={setQuery}
            view={view}
            setView={setView}
            searchId={searchId}
          />
        )}
      </PageBody>
    </article>
  );
}

function Results({
  all,
  query,
  setQuery,
  view,
  setView,
  searchId,
}: {
  all: Parameters<typeof filterCountries>[0];
  query: string;
  setQuery: (query: string) => void;
  view: View;
  setView: (view: View) => void;
  searchId: string;
}) {
  const found = filterCountries(all, query);
  return (
    <div className="mt-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
            Search destinations
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search country..."
              autoComplete="off"
              className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </div>
        </div>
        <div
          role="group"
          aria-label="View"
          className="inline-flex self-start rounded-lg bg-slate-100 p-1 sm:self-auto"
        >
          <ViewButton current={view} value="accordion" onSelect={setView} label="List">
            <List aria-hidden="true" className="h-4 w-4" />
          </ViewButton>
          <ViewButton current={view} value="grid" onSelect={setView} label="Grid">
            <LayoutGrid aria-hidden="true" className="h-4 w-4" />
          </ViewButton>
        </div>
      </div>
      <p role="status" className="mt-4 text-sm font-medium text-slate-700">
        {countText(found.length)}
      </p>
      <div className="mt-4">
        {found.length === 0 ? (
          <div className="rounded-card bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
            <h2 className="text-xl font-bold text-brand-800">No destinations found</h2>
            <p className="mt-2 text-slate-600">Try another country, region or city.</p>
            <Button className="mt-5" onClick={() => setQuery('')}>
              Clear Search
            </Button>
          </div>
        ) : view === 'accordion' ? (
          <CountryAccordion countries={found} />
        ) : (
          <CountryGrid countries={found} />
        )}
      </div>
    </div>
  );
}

function ViewButton({
  current,
  value,
  onSelect,
  label,
  children,
}: {
  current: View;
  value: View;
  onSelect: (view: View) => void;
  label: string;
  children: React.ReactNode;
}) {
  const selected = current === value;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(value)}
      className={`inline-flex min-h-10 items-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors ${
        selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-brand-800'
      }`}
    >
      {children}
      {label}
    </button>
  );
}

/** The spec's info box: usually paid at the accommodation, not in the package price, may change. */
function InfoBox() {
  return (
    <aside
      aria-labelledby="tourist-tax-info"
      className="flex gap-3 rounded-card border-l-4 border-brand-500 bg-brand-50 p-4 text-sm text-brand-900 sm:p-5"
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <div>
        <h2 id="tourist-tax-info" className="font-semibold">
          About tourist taxes
        </h2>
        <p className="mt-1">
          Tourist taxes are usually paid directly at your accommodation, on arrival or departure.
          They are not included in your package price, and rates may change without notice. Where we
          know your stay, we show an estimate of the tax beside your price.
        </p>
      </div>
    </aside>
  );
}
