import { formatShortDate } from '../../lib/dates';
import {
  MAX_NIGHTS,
  NIGHT_QUICK_PICKS,
  tomorrow,
  withNights,
  withStartDate,
  type SearchCriteria,
} from '../../lib/search-criteria';

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
  return (
    <>
      <div>
        <label htmlFor="travel-date" className={labelClass}>
          Departure date
        </label>
        <input
          id="travel-date"
          type="date"
          min={tomorrow()}
          value={criteria.startDate}
          onChange={(e) => {
            const date = e.target.value;
            if (date) onChange((c) => withStartDate(c, date));
          }}
          className="min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base hover:border-brand-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <p className="sr-only" aria-live="polite">
          {criteria.startDate ? `Returning ${formatShortDate(criteria.endDate)}` : ''}
        </p>
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
