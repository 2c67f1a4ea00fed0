import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatShortDate } from '../../lib/dates';
import { tomorrow } from '../../lib/search-criteria';
import { maskDate, toUkDate, typedDateToIso } from '../../lib/uk-date';

// The calendar is fetched on first use: the typed field works without it (the home route's
// JavaScript budget, docs/performance.md).
const DepartureCalendar = lazy(() =>
  import('./DepartureCalendar').then((m) => ({ default: m.DepartureCalendar })),
);

export interface DepartureDateFieldProps {
  id: string;
  label: string;
  labelClassName: string;
  /** 'yyyy-mm-dd', or '' when the person has cleared the field. */
  value: string;
  /** The return date that follows it, 'yyyy-mm-dd' (announced as it changes). */
  returnDate: string;
  /** A whole date, tomorrow at the earliest. */
  onChange: (isoDate: string) => void;
  /** The field was emptied: there is no departure date until one is typed or picked. */
  onClear: () => void;
  /** What the field takes "today" from (tests pass a fixed clock). */
  now?: () => Date;
  /** Focus the input on mount (it replaces a placeholder that had focus). */
  autoFocus?: boolean;
}

/**
 * The departure date, typed as dd/mm/yyyy (slashes added as the digits come) or picked from a
 * calendar, shown the British way whatever the browser's language. A date is only judged once it
 * is whole (day, month and a 4-digit year) or the field is left: the earliest is tomorrow, and an
 * earlier whole date moves to tomorrow and says so; text left incomplete goes back to the date.
 * An emptied field stays empty (searching then asks for a date).
 */
export function DepartureDateField({
  id,
  label,
  labelClassName,
  value,
  returnDate,
  onChange,
  onClear,
  now = () => new Date(),
  autoFocus = false,
}: DepartureDateFieldProps) {
  const [text, setText] = useState(() => toUkDate(value));
  const [notice, setNotice] = useState('');
  const [calendarOpen, setCalendarOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // The last whole date, which incomplete text left in the field goes back to (even after the
  // field was emptied on the way to typing it).
  const [lastWhole, setLastWhole] = useState(value);
  if (value && value !== lastWhole) setLastWhole(value);

  // A date set elsewhere (a restored search, another search bar) shows in the field.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (typedDateToIso(text) !== value) setText(toUkDate(value));
  }

  /** Commits a whole date: earlier than tomorrow moves to tomorrow, announced. */
  const commit = (isoDate: string) => {
    const earliest = tomorrow(now());
    const date = isoDate < earliest ? earliest : isoDate;
    setNotice(
      date === isoDate
        ? ''
        : `The earliest departure date is tomorrow: moved to ${formatShortDate(date)}.`,
    );
    setText(toUkDate(date));
    onChange(date);
  };

  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="flex min-h-12 w-full items-center rounded-lg border border-slate-300 bg-white hover:border-brand-500 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200">
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          maxLength={10}
          aria-describedby={hintId}
          value={text}
          onChange={(e) => {
            const typed = maskDate(e.target.value);
            setText(typed);
            if (typed === '') {
              setNotice('');
              onClear();
              return;
            }
            const date = typedDateToIso(typed);
            // Only a whole date (a 4-digit year) is judged: '28/12/2' is still being typed.
            if (date) commit(date);
          }}
          onBlur={() => {
            if (text === '' || typedDateToIso(text)) return;
            const previous = value || lastWhole;
            setText(toUkDate(previous));
            if (!previous) {
              setNotice('Not a whole date: type the departure date as day, month, year.');
              return;
            }
            if (!value) onChange(previous);
            setNotice(`Not a whole date: the departure date stays ${formatShortDate(previous)}.`);
          }}
          className="w-0 flex-1 bg-transparent px-3 py-2 text-base outline-none"
        />
        <button
          ref={buttonRef}
          type="button"
          aria-label="Choose departure date from a calendar"
          aria-expanded={calendarOpen}
          onClick={() => setCalendarOpen((open) => !open)}
          className="mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <CalendarDays aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <p id={hintId} className="sr-only">
        Day, month, year, for example {toUkDate(tomorrow(now()))}. Tomorrow at the earliest.
      </p>
      <p className="sr-only" aria-live="polite">
        {notice} {value ? `Returning ${formatShortDate(returnDate)}` : ''}
      </p>
      {calendarOpen && (
        <Suspense fallback={null}>
          <DepartureCalendar
            triggerRef={buttonRef}
            value={value}
            min={tomorrow(now())}
            onPick={(date) => {
              commit(date);
              setCalendarOpen(false);
            }}
            onClose={() => setCalendarOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
