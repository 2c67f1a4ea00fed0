import { useEffect, useRef } from 'react';
import { PlanSelector } from '../../../components/passengers/PlanSelector';
import { failedPaymentTexts as T } from './texts';

/**
 * The payment plan selector (docs/spec/2-checkout-payment.md §2, §4): the plan already chosen is selected; confirming it
 * (or another) saves it and opens the retry. `focus` moves focus here (back from the retry).
 */
export function PlanStep({
  uuid,
  planId,
  focus,
  onConfirmed,
  onGone,
}: {
  uuid: string;
  planId: string | null;
  focus: boolean;
  onConfirmed: () => void;
  onGone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section
      aria-labelledby="failed-plan-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="failed-plan-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-800 focus:outline-none"
      >
        {T.planTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Confirm how you would like to pay, then try your payment again.
      </p>
      <div className="mt-4">
        <PlanSelector uuid={uuid} planId={planId} onConfirmed={onConfirmed} onGone={onGone} />
      </div>
    </section>
  );
}
