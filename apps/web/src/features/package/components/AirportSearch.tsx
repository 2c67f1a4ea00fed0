import { useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { AIRPORT_QUERY_MIN, airportsQuery } from '../api/airport-search';

/** docs/spec/1-shell-search-package.md §5 'Airport search'. */
export const SEARCH_DEBOUNCE_MS = 300;
export const HIDE_AFTER_BLUR_MS = 200;

export interface AirportValue {
  /** The chosen airport's code; '' while nothing is chosen. */
  code: string;
  /** What the input shows: the typed text, or 'Name (CODE)' once chosen. */
  label: string;
}

export interface AirportSearchProps {
  label: string;
  value: AirportValue;
  onChange: (value: AirportValue) => void;
  error?: string | undefined;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export const airportLabel = (name: string, code: string) => `${name} (${code})`;

/**
 * An ARIA 1.2 combobox (editable, list autocomplete) over GET /airports/search: 3 characters
 * before it searches, 300 ms debounce, 'No airports found' for nothing, and the popup hides 200 ms
 * after the input loses focus. Choosing an option sets the airport's 3-letter code.
 */
export function AirportSearch({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  ref,
}: AirportSearchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-listbox`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState(value.label.trim());
  const [active, setActive] = useState(-1);
  const debounceTimer = useRef<number | undefined>(undefined);
  const blurTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(debounceTimer.current);
      window.clearTimeout(blurTimer.current);
    },
    [],
  );

  const typed = value.label.trim();
  const searching = value.code === '' && typed.length >= AIRPORT_QUERY_MIN;
  const settled = searching && term === typed;
  const airports = useQuery({ ...airportsQuery(term), enabled: open && settled });
  const results = settled && airports.data ? airports.data : [];
  const activeOption = active >= 0 && active < results.length ? active : -1;
  const expanded = open && value.code === '';

  const choose = (index: number) => {
    const airport = results.at(index);
    if (!airport) return;
    window.clearTimeout(debounceTimer.current);
    onChange({ code: airport.iata_code, label: airportLabel(airport.name, airport.iata_code) });
    setOpen(false);
    setActive(-1);
  };

  const onType = (text: string) => {
    onChange({ code: '', label: text });
    setOpen(true);
    setActive(-1);
    window.clearTimeout(debounceTimer.current);
    debounceTimer.current = window.setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (results.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeOption + step + results.length) % results.length);
    } else if (e.key === 'Enter' && expanded && activeOption >= 0) {
      e.preventDefault();
      choose(activeOption);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const optionId = (i: number) => `${inputId}-option-${String(i)}`;

  let status: ReactNode = null;
  if (typed.length < AIRPORT_QUERY_MIN) {
    status = <p className="px-3 py-2 text-slate-600">Type at least 3 characters to search</p>;
  } else if (!settled || airports.isPending) {
    status = <p className="px-3 py-2 text-slate-600">Searching airports…</p>;
  } else if (airports.isError) {
    status = (
      <p className="px-3 py-2 text-coral-600">
        We couldn&apos;t search airports just now. Please try again.
      </p>
    );
  } else if (results.length === 0) {
    status = (
      <div className="px-3 py-2">
        <p className="font-semibold text-slate-800">No airports found</p>
        <p className="text-slate-600">Try searching with a different term</p>
      </div>
    );
  }

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeOption >= 0 ? optionId(activeOption) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        placeholder="Search by airport name or code"
        value={value.label}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          window.clearTimeout(blurTimer.current);
          if (value.code === '') setOpen(true);
        }}
        onBlur={() => {
          window.clearTimeout(blurTimer.current);
          blurTimer.current = window.setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, HIDE_AFTER_BLUR_MS);
        }}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
          error ? 'border-coral-600' : 'border-slate-300'
        }`}
      />
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg bg-white text-sm shadow-lg ring-1 ring-slate-200"
      >
        <div role="status" aria-live="polite">
          {expanded && status}
        </div>
        <ul id={listId} role="listbox" aria-label={`${label} results`}>
          {expanded &&
            status === null &&
            results.map((a, i) => (
              <li
                key={`${a.iata_code}-${String(i)}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeOption}
                // Keep the focus in the input so the blur timer does not race the click.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(i)}
                onMouseEnter={() => setActive(i)}
                className={`flex min-h-11 cursor-pointer items-center px-3 py-2 ${
                  i === activeOption ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
                }`}
              >
                <span>
                  {a.name} <span className="font-semibold text-brand-700">({a.iata_code})</span>
                </span>
              </li>
            ))}
        </ul>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-coral-600">
          {error}
        </p>
      )}
    </div>
  );
}
