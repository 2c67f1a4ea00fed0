import {
  bookingLookupErrors,
  departureDateRange,
  parseBookingReference,
  type BookingLookupRequest,
  type LookupForm,
} from '@sunward/contracts/bookings';
import { useState } from 'react';
import { londonDate } from '../../../shared/lib/dates';

export type LookupField = 'reference' | 'surname' | 'departure_date';
const FIELDS: readonly LookupField[] = ['reference', 'surname', 'departure_date'];

/** §5: the reference is upper-cased as it is typed. */
const asTyped = (field: LookupField, value: string) =>
  field === 'reference' ? value.toUpperCase() : value;

/**
 * The three fields of the guest lookup ('lookup') and the link-booking modal ('link'):
 * docs/spec/3-accounts-bookings-content.md §5, checked by `bookingLookupErrors` (the rules the
 * server applies too). A field's message shows once it has been left (validated on blur); the
 * reference is upper-cased as typed; the form is valid only when every rule holds.
 */
export function useBookingLookupForm(form: LookupForm, initialReference = '') {
  const [today] = useState(() => londonDate(Date.now()));
  const [values, setValues] = useState<BookingLookupRequest>({
    reference: parseBookingReference(initialReference) ?? asTyped('reference', initialReference),
    surname: '',
    departure_date: '',
  });
  const [left, setLeft] = useState<ReadonlySet<LookupField>>(
    () => new Set(initialReference ? (['reference'] as const) : []),
  );
  const errors = bookingLookupErrors(values, form, today);
  return {
    values,
    range: departureDateRange(form, today),
    isValid: FIELDS.every((f) => errors[f] === undefined),
    change: (field: LookupField, value: string) =>
      setValues((v) => ({ ...v, [field]: asTyped(field, value) })),
    blur: (field: LookupField) => setLeft((s) => (s.has(field) ? s : new Set([...s, field]))),
    errorOf: (field: LookupField) => (left.has(field) ? errors[field] : undefined),
    /**
     * The request as sent: the reference in its one spelling (anything that cannot be one as
     * typed, for the server to refuse), surname trimmed, date yyyy-mm-dd.
     */
    request: (): BookingLookupRequest => ({
      reference: parseBookingReference(values.reference) ?? values.reference,
      surname: values.surname.trim(),
      departure_date: values.departure_date,
    }),
    reset: () => {
      setValues({ reference: '', surname: '', departure_date: '' });
      setLeft(new Set());
    },
  };
}

export type BookingLookupFormState = ReturnType<typeof useBookingLookupForm>;
