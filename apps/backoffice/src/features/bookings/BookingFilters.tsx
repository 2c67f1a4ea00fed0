import { bookingStatuses } from '@sunward/contracts/staff';
import { type SyntheticEvent, useState } from 'react';
import { Button, SelectInput, TextInput } from '../../ui/controls';
import { STATUS_NAMES } from '../../lib/booking-status';

export const FILTERS = [
  'reference',
  'surname',
  'email',
  'phone',
  'departureFrom',
  'departureTo',
  'status',
  'hotel',
  'destination',
] as const;
export type Filters = Record<(typeof FILTERS)[number], string>;

/** The search form, filled from the address; Search sends it, Clear empties it. */
export function BookingFilters({
  params,
  onSearch,
}: {
  params: URLSearchParams;
  onSearch: (filters: Filters) => void;
}) {
  const [filters, setFilters] = useState<Filters>(
    () => Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters,
  );
  const field = (name: keyof Filters) => ({
    name,
    value: filters[name],
    onChange: (event: { target: { value: string } }) =>
      setFilters((now) => ({ ...now, [name]: event.target.value })),
  });
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(filters);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTERS.map((name) => [name, ''])) as Filters;
    setFilters(empty);
    onSearch(empty);
  };
  return (
    <form
      role="search"
      aria-label="Find a booking"
      onSubmit={submit}
      className="mt-4 grid gap-4 rounded-card border border-slate-200 bg-white p-4 md:grid-cols-2 xl:grid-cols-4"
    >
      <TextInput
        label="Booking reference"
        maxLength={20}
        spellCheck={false}
        {...field('reference')}
      />
      <TextInput label="Lead surname" maxLength={100} {...field('surname')} />
      <TextInput label="E-mail" type="email" maxLength={254} {...field('email')} />
      <TextInput label="Telephone" type="tel" maxLength={30} {...field('phone')} />
      <TextInput label="Departing from" type="date" {...field('departureFrom')} />
      <TextInput label="Departing until" type="date" {...field('departureTo')} />
      <SelectInput label="Status" {...field('status')}>
        <option value="">Any status</option>
        {bookingStatuses.map((status) => (
          <option key={status} value={status}>
            {STATUS_NAMES[status]}
          </option>
        ))}
      </SelectInput>
      <TextInput label="Hotel name starts with" maxLength={100} {...field('hotel')} />
      <TextInput label="Destination starts with" maxLength={100} {...field('destination')} />
      <div className="flex items-end gap-3 md:col-span-2 xl:col-span-3 xl:justify-end">
        <Button type="submit">Search</Button>
        <Button look="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
