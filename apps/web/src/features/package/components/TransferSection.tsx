import { useRef, useState } from 'react';
import type { TransferChoice } from '../../../shared/stores/package';
import { buttonClass } from '../../../shared/ui/Button';
import { useTransferForm } from '../hooks/use-transfer-form';
import { TransferConfirmation } from './TransferConfirmation';
import { TransferFlightsForm } from './TransferFlightsForm';

export interface TransferSectionProps {
  /** yyyy-mm-dd: prefill of the arrival date (the itinerary's departure_date or start_date). */
  arrivalDate: string;
  /** yyyy-mm-dd: prefill of the return date (arrival + duration, default 7, or end_date). */
  returnDate: string;
  /** What the customer saved before (restored as saved), or null. */
  saved: TransferChoice | null;
  onSave: (choice: TransferChoice | null) => void; // null = 'Change Transfer Option' (full reset)
  /** Injected for tests; defaults to Date.now(). */
  now?: () => number;
}

type View = 'question' | 'form' | 'confirmed';

const sectionClass = 'rounded-card bg-white p-5 ring-1 ring-slate-200';

/**
 * docs/spec/1-shell-search-package.md 'Hotel-only transfer section' and §4 'Hotel-only transfer': ask; decline ('No Transfer
 * Required') or accept and give the customer's own flights; saving shows a confirmation with
 * 'Change Transfer Option' (full reset) and 'Edit Flight Details' (back to the form).
 *
 * `saved` is read when the section mounts; give it a `key` to start again from new props.
 */
export function TransferSection({
  arrivalDate,
  returnDate,
  saved,
  onSave,
  now = Date.now,
}: TransferSectionProps) {
  const [choice, setChoice] = useState<TransferChoice | null>(saved);
  const [view, setView] = useState<View>(saved ? 'confirmed' : 'question');
  const form = useTransferForm(arrivalDate, returnDate, saved, now);
  const heading = useRef<HTMLHeadingElement>(null);

  /** Moves to another view and puts the focus on the section's heading (nothing is lost). */
  const go = (next: View) => {
    setView(next);
    window.setTimeout(() => heading.current?.focus(), 0);
  };

  const keep = (next: TransferChoice | null) => {
    setChoice(next);
    onSave(next);
  };

  const decline = () => {
    keep({ kind: 'declined' });
    go('confirmed');
  };

  const openForm = () => {
    form.clearErrors();
    go('form');
  };

  const reset = () => {
    keep(null);
    form.reset();
    go('question');
  };

  const cancel = () => {
    form.clearErrors();
    go(choice?.kind === 'details' ? 'confirmed' : 'question');
  };

  const save = () => {
    const saving = form.check();
    if (!saving) return;
    keep(saving);
    go('confirmed');
  };

  return (
    <section aria-labelledby="transfers-heading" className={sectionClass}>
      <h2
        id="transfers-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-800 focus:outline-none"
      >
        Airport transfers
      </h2>

      {view === 'question' && (
        <div className="mt-3">
          <p className="text-slate-700">
            Would you like us to arrange transfers between the airport and your hotel?
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" onClick={openForm} className={buttonClass('primary')}>
              Yes, Add My Flight Details
            </button>
            <button type="button" onClick={decline} className={buttonClass('secondary')}>
              No Transfer Required
            </button>
          </div>
        </div>
      )}

      {view === 'form' && (
        <TransferFlightsForm
          values={form.values}
          errors={form.errors}
          fieldRef={form.fieldRef}
          onLegChange={form.setLeg}
          onSave={save}
          onCancel={cancel}
        />
      )}

      {view === 'confirmed' && choice && (
        <TransferConfirmation
          choice={choice}
          values={form.values}
          onEdit={openForm}
          onReset={reset}
        />
      )}
    </section>
  );
}
