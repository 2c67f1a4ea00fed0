export function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
      <path
        d={direction === 'left' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const roundButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

export function PrevNext({
  label,
  controls,
  onPrevious,
  onNext,
}: {
  /** What moves, e.g. 'deals' → 'Previous deals'. */
  label: string;
  controls: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-controls={controls}
        aria-label={`Previous ${label}`}
        className={roundButton}
        onClick={onPrevious}
      >
        <Arrow direction="left" />
      </button>
      <button
        type="button"
        aria-controls={controls}
        aria-label={`Next ${label}`}
        className={roundButton}
        onClick={onNext}
      >
        <Arrow direction="right" />
      </button>
    </div>
  );
}
