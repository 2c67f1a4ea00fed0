import { useRef, useState, type SubmitEvent } from 'react';
import { Alert } from '../../../shared/ui/Alert';
import { buttonClass } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import type { TransferChoice } from '../../../shared/stores/package';
import {
  FLIGHT_NUMBER_MAX,
  firstInvalid,
  fromManualFlightDetails,
  initialTransferForm,
  localIsoDate,
  maskDate,
  toManualFlightDetails,
  validateTransferForm,
  type Leg,
  type LegValues,
  type TransferErrors,
  type TransferField,
  type TransferFormValues,
} from '../lib/transfer-form';
import { AirportSearch } from './AirportSearch';
import { formatShortDate } from '../../../shared/lib/dates';

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

const LEGS: { leg: Leg; title: string; word: 'Arrival' | 'Departure'; note: string }[] = [
  {
    leg: 'outbound',
    title: 'Arrival flight (outbound)',
    word: 'Arrival',
    note: 'The flight that lands at your destination.',
  },
  {
    leg: 'return',
    title: 'Departure flight (return)',
    word: 'Departure',
    note: 'The flight that takes you home.',
  },
];

const day = formatShortDate;

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
  const [values, setValues] = useState<TransferFormValues>(() =>
    saved?.kind === 'details'
      ? fromManualFlightDetails(saved.details)
      : initialTransferForm(arrivalDate, returnDate),
  );
  const [errors, setErrors] = useState<TransferErrors>({});
  const fields = useRef<Partial<Record<TransferField, HTMLInputElement | null>>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  const fieldRef = (field: TransferField) => (el: HTMLInputElement | null) => {
    fields.current[field] = el;
  };

  const setLeg = (leg: Leg, patch: Partial<LegValues>) => {
    setValues((v) => ({ ...v, [leg]: { ...v[leg], ...patch } }));
    // A field's message goes once the customer changes it; the rest stay until the next save.
    const cleared = Object.keys(patch).map((k) =>
      k === 'airportCode' || k === 'airportLabel' ? `${leg}.airport` : `${leg}.${k}`,
    );
    setErrors((e) =>
      cleared.some((f) => f in e)
        ? Object.fromEntries(Object.entries(e).filter(([f]) => !cleared.includes(f)))
        : e,
    );
  };

  /** Moves to another view and puts the focus on the section's heading (nothing is lost). */
  const go = (next: View) => {
    setView(next);
    window.setTimeout(() => heading.current?.focus(), 0);
  };

  const decline = () => {
    const declined: TransferChoice = { kind: 'declined' };
    setChoice(declined);
    onSave(declined);
    go('confirmed');
  };

  const accept = () => {
    setErrors({});
    go('form');
  };

  const reset = () => {
    setChoice(null);
    setValues(initialTransferForm(arrivalDate, returnDate));
    setErrors({});
    onSave(null);
    go('question');
  };

  const edit = () => {
    setErrors({});
    go('form');
  };

  const cancel = () => {
    setErrors({});
    go(choice?.kind === 'details' ? 'confirmed' : 'question');
  };

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateTransferForm(values, localIsoDate(now()));
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    const saving: TransferChoice = { kind: 'details', details: toManualFlightDetails(values) };
    setChoice(saving);
    onSave(saving);
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
            <button type="button" onClick={accept} className={buttonClass('primary')}>
              Yes, Add My Flight Details
            </button>
            <button type="button" onClick={decline} className={buttonClass('secondary')}>
              No Transfer Required
            </button>
          </div>
        </div>
      )}

      {view === 'form' && (
        <form noValidate onSubmit={submit} className="mt-3 space-y-6">
          <p className="text-sm text-slate-700">
            Tell us about the flights you have booked so we can quote transfers that meet them.
          </p>
          {LEGS.map(({ leg, title, word, note }) => {
            const v = values[leg];
            const base = `transfer-${leg}`;
            return (
              <fieldset key={leg} className="space-y-4">
                <legend className="text-lg font-semibold text-slate-900">{title}</legend>
                <p className="-mt-2 text-sm text-slate-600">{note}</p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <div className="sm:col-span-2">
                    <AirportSearch
                      id={`${base}-airport`}
                      ref={fieldRef(`${leg}.airport`)}
                      label={`${word} airport`}
                      value={{ code: v.airportCode, label: v.airportLabel }}
                      onChange={(a) => setLeg(leg, { airportCode: a.code, airportLabel: a.label })}
                      error={errors[`${leg}.airport`]}
                    />
                  </div>
                  <Field
                    id={`${base}-flight-number`}
                    ref={fieldRef(`${leg}.flightNumber`)}
                    label={`${word} flight number`}
                    hint="For example BA2490"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={FLIGHT_NUMBER_MAX}
                    value={v.flightNumber}
                    onChange={(e) => setLeg(leg, { flightNumber: e.target.value.toUpperCase() })}
                    error={errors[`${leg}.flightNumber`]}
                  />
                  <Field
                    id={`${base}-date`}
                    ref={fieldRef(`${leg}.date`)}
                    label={`${word} date`}
                    hint="dd/mm/yyyy"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="dd/mm/yyyy"
                    maxLength={10}
                    value={v.date}
                    onChange={(e) => setLeg(leg, { date: maskDate(e.target.value) })}
                    error={errors[`${leg}.date`]}
                  />
                  <Field
                    id={`${base}-time`}
                    ref={fieldRef(`${leg}.time`)}
                    label={`${word} time`}
                    hint="Local time, 24-hour (HH:MM)"
                    type="time"
                    value={v.time}
                    onChange={(e) => setLeg(leg, { time: e.target.value })}
                    error={errors[`${leg}.time`]}
                  />
                </div>
              </fieldset>
            );
          })}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass('primary')}>
              Save Flight Details
            </button>
            <button type="button" onClick={cancel} className={buttonClass('ghost')}>
              Cancel
            </button>
          </div>
        </form>
      )}

      {view === 'confirmed' && choice?.kind === 'declined' && (
        <div className="mt-3 space-y-4">
          <Alert tone="success" title="No transfer required">
            You&apos;ve chosen to make your own way between the airport and your hotel.
          </Alert>
          <button type="button" onClick={reset} className={buttonClass('secondary')}>
            Change Transfer Option
          </button>
        </div>
      )}

      {view === 'confirmed' && choice?.kind === 'details' && (
        <div className="mt-3 space-y-4">
          <Alert tone="success" title="Flight details saved">
            We&apos;ll use these flights to arrange your transfers.
          </Alert>
          <dl className="grid gap-4 sm:grid-cols-2">
            {LEGS.map(({ leg, title }) => {
              const d = choice.details[leg];
              const label =
                values[leg].airportCode === d.airportCode ? values[leg].airportLabel : '';
              return (
                <div key={leg} className="rounded-lg bg-slate-50 p-4">
                  <dt className="font-semibold text-slate-900">{title}</dt>
                  <dd className="mt-1 text-sm text-slate-700">
                    <span className="block">
                      {label && label !== d.airportCode ? label : d.airportCode}
                    </span>
                    <span className="block">Flight {d.flightNumber}</span>
                    <span className="block">
                      {day(d.date)} at {d.time}
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={edit} className={buttonClass('primary')}>
              Edit Flight Details
            </button>
            <button type="button" onClick={reset} className={buttonClass('secondary')}>
              Change Transfer Option
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
