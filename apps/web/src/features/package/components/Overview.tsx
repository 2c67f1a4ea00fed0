import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

/** docs/spec/1-shell-search-package.md 'Package details': longer overviews are cut to this many characters until Show More. */
export const OVERVIEW_LIMIT = 300;

/**
 * The text cut at a word boundary at or before `limit` characters, followed by '…'; the whole
 * (trimmed) text when it is not longer than `limit`. A single word longer than the limit is cut
 * mid-word (never inside a surrogate pair).
 */
export function truncateOverview(text: string, limit = OVERVIEW_LIMIT): string {
  if (text.length <= limit) return text;
  // A break right after the limit means the first `limit` characters end on a whole word.
  let cut = /\s/.test(text.charAt(limit)) ? limit : -1;
  if (cut < 0) {
    const head = text.slice(0, limit);
    const lastSpace = head.search(/\s\S*$/);
    cut = lastSpace > 0 ? lastSpace : limit;
  }
  const code = text.charCodeAt(cut - 1);
  if (cut === limit && code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}…`;
}

/** Paragraphs split at blank lines; single line breaks stay inside a paragraph. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n[^\S\n]*\n\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The hotel's overview (docs/spec/1-shell-search-package.md 'Package details'): over 300 characters it is truncated with
 * Show More / Show Less. Renders nothing when there is no text.
 */
export function Overview({ text }: { text: string }) {
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const full = text.replace(/\r\n?/g, '\n').trim();
  if (full === '') return null;

  const long = full.length > OVERVIEW_LIMIT;
  const shown = long && !expanded ? truncateOverview(full) : full;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        Overview
      </h2>
      <div id={bodyId} className="mt-3 flex flex-col gap-3 leading-7 text-slate-700">
        {paragraphs(shown).map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-brand-600"
        >
          {expanded ? 'Show Less' : 'Show More'}
          <ChevronDown className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
        </button>
      )}
    </section>
  );
}
