import { Check } from 'lucide-react';
import type { FlowStep } from '../../../lib/payment-flow';

/** docs/spec/3-accounts-bookings-content.md §2 'Payment tab': the flow's three steps. */
export const paymentSteps = ['Select Amount', 'Review Schedule', 'Confirm & Pay'] as const;

/** Where the customer is in the payment flow; the current step is marked for assistive technology. */
export function PaymentSteps({ step }: { step: FlowStep }) {
  return (
    <ol aria-label="Payment steps" className="mt-4 grid grid-cols-3 gap-2">
      {paymentSteps.map((label, i) => {
        const n = i + 1;
        const current = n === step;
        const done = n < step;
        return (
          <li
            key={label}
            aria-current={current ? 'step' : undefined}
            className={`flex flex-col items-center gap-1 border-t-4 pt-2 text-center text-xs font-semibold sm:flex-row sm:text-left sm:text-sm ${
              current
                ? 'border-sun-500 text-brand-900'
                : done
                  ? 'border-brand-600 text-brand-800'
                  : 'border-slate-200 text-slate-600'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm ${
                current
                  ? 'bg-sun-400 text-brand-900'
                  : done
                    ? 'bg-brand-700 text-white'
                    : 'bg-slate-100 text-slate-700'
              }`}
            >
              {done ? <Check className="h-4 w-4" /> : n}
            </span>
            <span>
              <span className="sr-only">Step {n}: </span>
              {label}
              {done && <span className="sr-only"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
