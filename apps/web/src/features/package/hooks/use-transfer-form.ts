import { useRef, useState } from 'react';
import type { TransferChoice } from '../../../shared/stores/package';
import {
  firstInvalid,
  fromManualFlightDetails,
  initialTransferForm,
  localIsoDate,
  toManualFlightDetails,
  validateTransferForm,
  type Leg,
  type LegValues,
  type TransferErrors,
  type TransferField,
  type TransferFormValues,
} from '../lib/transfer-form';
import { focusOnly } from '../lib/focus-only';

/**
 * The values and messages of the transfer form: a field's message goes once the customer changes
 * that field (the others stay until the next save), and a save with mistakes puts the focus on
 * the first invalid field.
 */
export function useTransferForm(
  arrivalDate: string,
  returnDate: string,
  saved: TransferChoice | null,
  now: () => number,
) {
  const [values, setValues] = useState<TransferFormValues>(() =>
    saved?.kind === 'details'
      ? fromManualFlightDetails(saved.details)
      : initialTransferForm(arrivalDate, returnDate),
  );
  const [errors, setErrors] = useState<TransferErrors>({});
  const fields = useRef<Partial<Record<TransferField, HTMLInputElement | null>>>({});

  const fieldRef = (field: TransferField) => (el: HTMLInputElement | null) => {
    fields.current[field] = el;
  };

  const setLeg = (leg: Leg, patch: Partial<LegValues>) => {
    setValues((v) => ({ ...v, [leg]: { ...v[leg], ...patch } }));
    const cleared = Object.keys(patch).map((k) =>
      k === 'airportCode' || k === 'airportLabel' ? `${leg}.airport` : `${leg}.${k}`,
    );
    setErrors((e) =>
      cleared.some((f) => f in e)
        ? Object.fromEntries(Object.entries(e).filter(([f]) => !cleared.includes(f)))
        : e,
    );
  };

  const clearErrors = () => setErrors({});

  /** Back to a fresh form: the stay's dates, nothing else. */
  const reset = () => {
    setValues(initialTransferForm(arrivalDate, returnDate));
    setErrors({});
  };

  /** Checks every field: the details to save, or null with the messages shown and focus moved. */
  const check = (): TransferChoice | null => {
    const found = validateTransferForm(values, localIsoDate(now()));
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      // Focus only: an airport field must not open its suggestions over the rest of the form.
      const field = fields.current[first];
      if (field) focusOnly(field);
      return null;
    }
    return { kind: 'details', details: toManualFlightDetails(values) };
  };

  return { values, errors, fieldRef, setLeg, clearErrors, reset, check };
}
