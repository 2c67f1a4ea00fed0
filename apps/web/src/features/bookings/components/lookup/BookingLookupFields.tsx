import type { BookingLookupFormState } from '../../hooks/use-booking-lookup-form';
import { DateField } from '../../../../shared/ui/DateField';
import { Field } from '../../../../shared/ui/Field';

/**
 * Booking reference, lead passenger surname and departure date: the fields the guest lookup and
 * the link-booking modal share (docs/spec/3-accounts-bookings-content.md §2), each checked when
 * it is left.
 */
export function BookingLookupFields({ form }: { form: BookingLookupFormState }) {
  return (
    <>
      <Field
        label="Booking reference"
        name="reference"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="On your confirmation e-mail, for example SW123456."
        value={form.values.reference}
        onChange={(e) => form.change('reference', e.target.value)}
        onBlur={() => form.blur('reference')}
        error={form.errorOf('reference')}
      />
      <Field
        label="Lead passenger surname"
        name="surname"
        autoComplete="family-name"
        value={form.values.surname}
        onChange={(e) => form.change('surname', e.target.value)}
        onBlur={() => form.blur('surname')}
        error={form.errorOf('surname')}
      />
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
