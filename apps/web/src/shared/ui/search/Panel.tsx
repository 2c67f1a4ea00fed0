import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../Spinner';

/** A search-bar field: a labelled button that opens its panel below it (one open at a time). */
export function PanelField({
  id,
  label,
  value,
  placeholder,
  open,
  onToggle,
  children,
  className = '',
  wide = false,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  return (
    <div className={`relative ${className}`}>
      <span
        id={`${id}-label`}
        className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600"
      >
        {label}
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={onToggle}
        className={`flex min-h-12 w-full items-center justify-between gap-2 rounded-lg border bg-white px-3 text-left text-base ${
          open
            ? 'border-brand-500 ring-2 ring-brand-200'
            : 'border-slate-300 hover:border-brand-500'
        }`}
      >
        <span
          id={`${id}-value`}
          className={`truncate ${value ? 'text-slate-900' : 'text-slate-500'}`}
        >
          {value || placeholder}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-labelledby={`${id}-label`}
          className={`z-50 mt-2 w-full rounded-xl border border-slate-200 bg-white p-4 shadow-2xl sm:absolute sm:left-0 sm:top-full sm:max-h-[70vh] sm:overflow-y-auto ${
            wide ? 'sm:w-[min(92vw,44rem)]' : 'sm:w-[min(92vw,22rem)]'
          }`}
        >
          {/* Panels load with their first opening (SearchBar): a moment's spinner at most. */}
          <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
        </div>
      )}
    </div>
  );
}

/** A − n + stepper for counts, with its limits enforced by disabling the buttons. */
export function Stepper({
  label,
  hint,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const btn =
    'flex h-9 w-9 items-center justify-center rounded-full border border-brand-600 text-lg font-bold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent';
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <div>
        <p className="font-medium text-slate-900">{label}</p>
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={btn}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          aria-label={`Fewer ${label.toLowerCase()}`}
        >
          −
        </button>
        <output aria-live="polite" aria-label={label} className="w-5 text-center font-semibold">
          {value}
        </output>
        <button
          type="button"
          className={btn}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          aria-label={`More ${label.toLowerCase()}`}
        >
          +
        </button>
      </div>
    </div>
  );
}
