import { useId } from 'react';

export interface StepperProps {
  /** What is counted, e.g. '20kg hold bag': names the group and both buttons. */
  label: string;
  value: number;
  /** Inclusive upper limit; the lower limit is 0. */
  max: number;
  onChange: (value: number) => void;
}

const stepClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-brand-700 text-xl font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-transparent';

/** A quantity between 0 and max with '-' and '+' buttons, each disabled at its limit (docs/spec/2-checkout-payment.md §5). */
export function Stepper({ label, value, max, onChange }: StepperProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-3">
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        type="button"
        aria-label={`Remove one ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
        className={stepClass}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        aria-live="polite"
        aria-label={`${label}: ${String(value)}`}
        className="w-8 text-center text-lg font-bold tabular-nums text-slate-900"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label={`Add one ${label}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
        className={stepClass}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
