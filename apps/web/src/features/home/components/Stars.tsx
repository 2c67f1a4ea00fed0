const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** Star rating out of 5. The stars are drawn for the eye; `label` is what assistive tech reads. */
export function Stars({
  rating,
  label,
  className = 'h-4 w-4',
}: {
  rating: number;
  /** Read instead of the stars, e.g. '4 star hotel'. Omit when the rating is written as text. */
  label?: string;
  className?: string;
}) {
  const stars = Array.from({ length: 5 }, (_, i) => (
    <svg
      key={i}
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={`${className} ${i < rating ? 'text-sun-500' : 'text-slate-300'}`}
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
