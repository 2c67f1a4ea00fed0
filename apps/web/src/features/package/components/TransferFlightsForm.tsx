import type { SubmitEvent } from 'react';
import { buttonClass } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import {
  FLIGHT_NUMBER_MAX,
  TRANSFER_LEGS,
  maskDate,
  type Leg,
  type LegValues,
  type TransferErrors,
  type TransferField,
  type TransferFormValues,
} from '../lib/transfer-form';
import { AirportSearch } from './AirportSearch';

export interface TransferFlightsFormProps {
  values: TransferFormValues;
  errors: TransferErrors;
  fieldRef: (field: TransferField) => (el: HTMLInputElement | null) => void;
  onLegChange: (leg: Leg, patch: Partial<LegValues>) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The customer's own flights (docs/spec/1-shell-search-package.md §5 'Hotel-only flight form'):
 * for each leg the airport from the search, the flight number (in capitals), the date as
 * dd/mm/yyyy (masked as typed) and the local time; checked on save.
 */
export function TransferFlightsForm({
  values,
  errors,
  fieldRef,
  onLegChange,
  onSave,
  onCancel,
}: TransferFlightsFormProps) {
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSave();
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-6">
      <p className="text-sm text-slate-700">
        Tell us about the flights you have booked so we can quote transfers that meet them.
      </p>
      {TRANSFER_LEGS.map(({ leg, title, word, note }) => {
        const v = values[leg];
        const base = `transfer-${leg}`;
        const set = (patch: Partial<LegValues>) => onLegChange(leg, patch);
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
                  onChange={(a) => set({ airportCode: a.code, airportLabel: a.label })}
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
                onChange={(e) => set({ flightNumber: e.target.value.toUpperCase() })}
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
                onChange={(e) => set({ date: maskDate(e.target.value) })}
                error={errors[`${leg}.date`]}
              />
              <Field
                id={`${base}-time`}
                ref={fieldRef(`${leg}.time`)}
                label={`${word} time`}
                hint="Local time, 24-hour (HH:MM)"
                type="time"
                value={v.time}
                onChange={(e) => set({ time: e.target.value })}
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
        <button type="button" onClick={onCancel} className={buttonClass('ghost')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
