import type { ChangeEvent } from 'react';
import type { BookingLookupFormState } from '../../hooks/use-booking-lookup-form';
import { DateField } from '../../../../shared/ui/DateField';
import { Field } from '../../../../shared/ui/Field';

/**
 * Booking reference, lead passenger surname and departure date: the fields the guest lookup and
 * the link-booking modal share (docs/spec/3-accounts-bookings-content.md §2), each checked when
 * it is left.
 */
export function BookingLookupFields({ form }: { form: BookingLookupFormState }) {
  /** What every text field of the form binds: its value, change, leaving and message. */
  const bind = (name: 'reference' | 'surname') => ({
    name,
    value: form.values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.change(name, e.target.value),
    onBlur: () => form.blur(name),
    error: form.errorOf(name),
  });
  return (
    <>
      <Field
        label="Booking reference"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="On your confirmation e-mail, for example SW123456."
        {...bind('reference')}
      />
      <Field label="Lead passenger surname" autoComplete="family-name" {...bind('surname')} />
      <DateField
        label="Departure date"
        name="departure_date"
        hint="dd/mm/yyyy"
        value={form.values.departure_date}
        onChange={(value) => form.change('departure_date', value)}
        onBlur={() => form.blur('departure_date')}
        min={form.range.min}
        max={form.range.max}
        error={form.errorOf('departure_date')}
      />
    </>
  );
}
