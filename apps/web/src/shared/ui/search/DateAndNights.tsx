import { lazy, Suspense, useState } from 'react';
import {
  MAX_NIGHTS,
  NIGHT_QUICK_PICKS,
  withNights,
  withoutStartDate,
  withStartDate,
  type SearchCriteria,
} from '../../lib/search-criteria';
import { useIdle } from '../../lib/use-warm-when-idle';

// The typed date field and its calendar load once the page has rendered (the home route's
// JavaScript budget, docs/performance.md); a same-size box shows the date until then.
const DepartureDateField = lazy(() =>
  import('./DepartureDateField').then((m) => ({ default: m.DepartureDateField })),
);

const labelClass = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600';

interface Props {
  criteria: SearchCriteria;
  onChange: (update: (c: SearchCriteria) => SearchCriteria) => void;
}

/**
 * The departure date (from tomorrow; the return date follows it and is announced) and the number
 * of nights: quick picks, or any number up to the maximum from the list.
 */
export function DateAndNights({ criteria, onChange }: Props) {
  const idle = useIdle();
  const [wanted, setWanted] = useState(false);
  const live = idle || wanted;
  // Until the field's code has arrived: the same box with the date, which fetches it when focused.
  const placeholder = (
    <>
      <label htmlFor="travel-date" className={labelClass}>
        Departure date
      </label>
      <div className="flex min-h-12 rounded-lg border border-slate-300 bg-white pr-11">
        <input
          id="travel-date"
          readOnly
          value={criteria.startDate.split('-').reverse().join('/')}
          onFocus={() => setWanted(true)}
          className="w-0 flex-1 rounded-lg px-3 text-base"
        />
      </div>
    </>
  );
  return (
    <>
      <div>
        {live ? (
          <Suspense fallback={placeholder}>
            <DepartureDateField
              id="travel-date"
              label="Departure date"
              labelClassName={labelClass}
              value={criteria.startDate}
              returnDate={criteria.endDate}
              onChange={(date) => onChange((c) => withStartDate(c, date))}
              onClear={() => onChange(withoutStartDate)}
              autoFocus={wanted}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <div>
        <span id="nights-label" className={labelClass}>
          Nights
        </span>
        <div className="flex gap-1" role="group" aria-labelledby="nights-label">
          {NIGHT_QUICK_PICKS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={criteria.nights === n}
              onClick={() => onChange((c) => withNights(c, n))}
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
            onChange={(e) => {
              const nights = Number(e.target.value);
              onChange((c) => withNights(c, nights));
            }}
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
    </>
  );
}
