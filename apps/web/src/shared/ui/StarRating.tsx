const STAR_MAX = 5;
const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** Filled and empty star colours on a light background, and on the brand-coloured footer. */
const tones = {
  light: { on: 'text-sun-500', off: 'text-slate-300' },
  dark: { on: 'text-sun-400', off: 'text-brand-700' },
} as const;

/**
 * A star rating out of 5, rounded to whole stars. The stars are drawn for the eye; `label` is what
 * assistive tech reads (e.g. '4 star hotel'); without it the stars are hidden from it, for a
 * rating also written as text.
 */
export function StarRating({
  rating,
  label,
  className = 'h-4 w-4',
  tone = 'light',
}: {
  rating: number;
  label?: string;
  className?: string;
  tone?: keyof typeof tones;
}) {
  const filled = Math.min(Math.max(Math.round(rating), 0), STAR_MAX);
  const colour = tones[tone];
  const stars = Array.from({ length: STAR_MAX }, (_, i) => (
    <svg
      key={i}
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`${className} ${i < filled ? colour.on : colour.off}`}
    >
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  ));
  return label ? (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {stars}
    </span>
  ) : (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {stars}
    </span>
  );
}

/** '4 out of 5 stars', as the results list and the map read a hotel's rating. */
export const starsOutOfFive = (rating: number) =>
  `${String(Math.min(Math.max(Math.round(rating), 0), STAR_MAX))} out of ${String(STAR_MAX)} stars`;
