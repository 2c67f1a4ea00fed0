import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';

/** Under 640 px only this many features show until 'Show All N Features' (docs/spec/1-shell-search-package.md). */
export const FEATURES_SHOWN_NARROW = 4;

/**
 * The hotel's features (docs/spec/1-shell-search-package.md 'Package details'): a ticked list. Under 640 px only the first four
 * show, with 'Show All N Features'; from 640 px all of them, always (the hiding is CSS only).
 * Renders nothing when there are no features.
 */
export function HotelFeatures({ features }: { features: readonly string[] }) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = features.map((f) => f.trim()).filter((f) => f !== '');
  if (items.length === 0) return null;
  const more = items.length > FEATURES_SHOWN_NARROW;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        Features
      </h2>
      <ul
        id={listId}
        className="mt-3 grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((feature, i) => (
          <li
            key={`${i}-${feature}`}
            className={`items-start gap-2 ${
              i < FEATURES_SHOWN_NARROW || expanded ? 'flex' : 'hidden sm:flex'
            }`}
          >
            <TickIcon />
            <span className="min-w-0">{feature}</span>
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-600 sm:hidden"
        >
          {expanded ? 'Show Less' : `Show All ${items.length} Features`}
        </button>
      )}
    </section>
  );
}

function TickIcon() {
  return <CircleCheck className="mt-1 h-4 w-4 shrink-0 fill-emerald-50 text-emerald-600" />;
}
