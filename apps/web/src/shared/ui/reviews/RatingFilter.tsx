import type { ReviewSummary } from '@sunward/contracts/reviews';

/**
 * The rating filters: every review, or those of one number of stars, each with its count (a
 * toggle button each, the chosen one pressed; its name is what it shows, '5 stars 12 reviews').
 * The bars show the share of each rating.
 */
export function RatingFilter({
  summary,
  selected,
  onSelect,
  label = 'Filter reviews by rating',
}: {
  summary: ReviewSummary;
  selected: number | null;
  onSelect: (rating: number | null) => void;
  label?: string;
}) {
  const button = (pressed: boolean) =>
    `flex w-full min-h-11 items-center gap-3 rounded-lg px-3 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-500 ${
      pressed
        ? 'bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-500'
        : 'hover:bg-slate-50'
    }`;
  return (
    <div role="group" aria-label={label} className="space-y-1">
      <button
        type="button"
        aria-pressed={selected === null}
        className={button(selected === null)}
        onClick={() => onSelect(null)}
      >
        <span className="w-16 shrink-0">All</span>
        <span className="ml-auto text-slate-700">{summary.count.toLocaleString('en-GB')}</span>
        <span className="sr-only">{summary.count === 1 ? 'review' : 'reviews'}</span>
      </button>
      {summary.distribution.map(({ rating, count }) => (
        <button
          key={rating}
          type="button"
          aria-pressed={selected === rating}
          className={button(selected === rating)}
          onClick={() => onSelect(rating)}
        >
          <span className="w-16 shrink-0">
            {rating} {rating === 1 ? 'star' : 'stars'}
          </span>
          <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
            <span
              className="block h-full rounded-full bg-sun-500"
              style={{ width: `${summary.count ? (count * 100) / summary.count : 0}%` }}
            />
          </span>
          <span className="w-8 shrink-0 text-right text-slate-700">
            {count.toLocaleString('en-GB')}
          </span>
          <span className="sr-only">{count === 1 ? 'review' : 'reviews'}</span>
        </button>
      ))}
    </div>
  );
}
