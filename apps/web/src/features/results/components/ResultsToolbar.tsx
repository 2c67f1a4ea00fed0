import { HOTEL_NAME_MAX } from '@sunward/contracts/search';
import type { PriceMode, ResultsView, SortKey } from '../../../shared/stores/search';
import { Button } from '../../../shared/ui/Button';
import { isSortKey, sortLabels } from '../lib/results';

const PRICE_MODES: [PriceMode, string][] = [
  ['perPerson', 'Per Person'],
  ['total', 'Total Price'],
];

/**
 * Above the list: prices per person or in total, the hotel-name search, and (when there are
 * results) the sort and Share Results.
 */
export function ResultsToolbar({
  view,
  onViewChange,
  hasResults,
  onShare,
  withLocalTax = false,
  onLocalTaxChange,
}: {
  view: ResultsView;
  onViewChange: (patch: Partial<ResultsView>) => void;
  hasResults: boolean;
  onShare: () => void;
  /** 'Total + Local Taxes' is chosen: the total with each stay's tourist tax. */
  withLocalTax?: boolean;
  onLocalTaxChange?: (on: boolean) => void;
}) {
  const mode = view.priceDisplayMode;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <div
        role="group"
        aria-label="Show prices"
        className="inline-flex rounded-full border border-slate-300 bg-white p-1"
      >
        {PRICE_MODES.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value && !withLocalTax}
            onClick={() => {
              onLocalTaxChange?.(false);
              onViewChange({ priceDisplayMode: value });
            }}
            className={`min-h-9 rounded-full px-4 text-sm font-semibold ${mode === value && !withLocalTax ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {label}
          </button>
        ))}
        {onLocalTaxChange && (
          <button
            type="button"
            aria-pressed={withLocalTax}
            onClick={() => {
              onLocalTaxChange(true);
              onViewChange({ priceDisplayMode: 'total' });
            }}
            className={`min-h-9 rounded-full px-4 text-sm font-semibold ${withLocalTax ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            Incl. Local Taxes
          </button>
        )}
      </div>
      <div className="relative min-w-56 flex-1">
        <label htmlFor="hotel-name-search" className="sr-only">
          Search hotels by name
        </label>
        <input
          id="hotel-name-search"
          type="search"
          value={view.hotelNameSearch}
          maxLength={HOTEL_NAME_MAX}
          onChange={(e) => onViewChange({ hotelNameSearch: e.target.value })}
          placeholder="Search hotels by name..."
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-20 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        {view.hotelNameSearch && (
          <button
            type="button"
            onClick={() => onViewChange({ hotelNameSearch: '' })}
            className="absolute inset-y-0 right-2 my-auto h-8 rounded px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Clear
          </button>
        )}
      </div>
      {hasResults && (
        <>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            Sort by
            <select
              value={view.sortBy}
              onChange={(e) => {
                if (isSortKey(e.target.value)) onViewChange({ sortBy: e.target.value });
              }}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
            >
              {(Object.keys(sortLabels) as SortKey[]).map((k) => (
                <option key={k} value={k}>
                  {sortLabels[k]}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" onClick={onShare}>
            Share Results
          </Button>
        </>
      )}
    </div>
  );
}
