import type { Deal } from '@sunward/contracts/deals';
import { useId, useState, type SyntheticEvent } from 'react';
import { formatWholePounds } from '../../../shared/lib/money';
import { addDays, totals } from '../../../shared/lib/search-criteria';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { DateField } from '../../../shared/ui/DateField';
import { nightsText, partyText } from '../../../shared/lib/deal-text';
import { RoomsEditor } from '../../../shared/ui/search/RoomsEditor';
import { dealDateText } from '../lib/deal-date';
import {
  airportPrice,
  initialDealSearch,
  MAX_CUSTOM_NIGHTS,
  MIN_CUSTOM_NIGHTS,
  missingAgesNotice,
  missingChildAges,
  validateDealSearch,
  type DealSearchParams,
  type DealSearchProblem,
} from '../lib/deal-search';

const CUSTOM_NIGHTS = Array.from(
  { length: MAX_CUSTOM_NIGHTS - MIN_CUSTOM_NIGHTS + 1 },
  (_, i) => MIN_CUSTOM_NIGHTS + i,
);
const selectClass = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none ${invalid ? 'border-coral-600' : 'border-slate-300'}`;

/**
 * The deal page's booking options (docs/spec/3-accounts-bookings-content.md §3 'Deal search
 * params', §5 'Deal search'): a departure airport (each with its price from), one of the deal's
 * dates or a custom date and duration, and the rooms. Prices are the deal party's totals, the
 * same the search then shows. `today` is London's calendar date: a custom departure is tomorrow
 * at the earliest.
 */
export function BookingOptionsForm({
  deal,
  today,
  searching,
  searchError,
  onSearch,
}: {
  deal: Deal;
  today: string;
  searching: boolean;
  searchError: string | null;
  onSearch: (params: DealSearchParams) => void;
}) {
  const [params, setParams] = useState<DealSearchParams>(() => initialDealSearch(deal));
  const [problem, setProblem] = useState<DealSearchProblem | null>(null);
  const airportId = useId();
  const durationId = useId();
  const errorId = useId();
  const set = (update: Partial<DealSearchParams>) => {
    const next = { ...params, ...update };
    setParams(next);
    // Once shown, a message follows the form until its problem is fixed.
    if (problem) setProblem(validateDealSearch(next, deal, today));
  };

  const pricesFor = params.selectedAirport
    ? (id: string) => airportPrice(deal, id, params.selectedAirport)
    : (id: string) => deal.availableDates.find((d) => d.id === id)?.priceFrom;
  const chosenDate = params.isCustomDate
    ? undefined
    : deal.availableDates.find((d) => d.id === params.selectedDate);
  const chosenTotal =
    chosenDate && params.selectedAirport
      ? airportPrice(deal, chosenDate.id, params.selectedAirport)
      : undefined;
  const missing = missingChildAges(params.rooms);
  const party = totals(params.rooms);
  const dealParty = { adults: deal.adults, children: deal.children, infants: deal.infants };
  const sameParty =
    params.rooms.length === 1 &&
    party.adults === deal.adults &&
    party.children === deal.children &&
    party.infants === deal.infants;

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateDealSearch(params, deal, today);
    setProblem(found);
    if (!found) onSearch(params);
  };

  const message = problem ?? (searchError ? { field: null, message: searchError } : null);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="booking-options-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="booking-options-heading" className="text-xl font-bold text-brand-800">
        Booking options
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Prices are totals for {partyText(dealParty)}, flights and hotel included.
      </p>

      <div className="mt-4">
        <label htmlFor={airportId} className="block text-sm font-semibold text-slate-800">
          Departure airport
        </label>
        <select
          id={airportId}
          value={params.selectedAirport}
          aria-invalid={problem?.field === 'airport' ? true : undefined}
          aria-describedby={problem?.field === 'airport' ? errorId : undefined}
          onChange={(e) => {
            const code = e.target.value;
            // A date this airport does not fly is no longer a choice.
            const keeps =
              !params.selectedDate ||
              !code ||
              airportPrice(deal, params.selectedDate, code) !== undefined;
            set({ selectedAirport: code, ...(keeps ? {} : { selectedDate: '' }) });
          }}
          className={selectClass(problem?.field === 'airport')}
        >
          <option value="">Select an airport</option>
          {deal.availableAirports.map((a) => (
            <option key={a.code} value={a.code}>
              {a.name} ({a.code}) – from {formatWholePounds(a.priceFrom)}
            </option>
          ))}
        </select>
      </div>

      <fieldset
        className="mt-5"
        aria-describedby={problem?.field === 'dates' ? errorId : undefined}
      >
        <legend className="text-sm font-semibold text-slate-800">Travel dates</legend>
        <ul className="mt-2 max-h-80 space-y-2 overflow-y-auto pr-1">
          {deal.availableDates.map((d) => {
            const price = pricesFor(d.id);
            const sold = price !== undefined;
            return (
              <li key={d.id}>
                <label
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500 ${problem?.field === 'dates' ? 'border-coral-600' : 'border-slate-300'}`}
                >
                  <input
                    type="radio"
                    name="deal-date"
                    value={d.id}
                    disabled={!sold}
                    checked={!params.isCustomDate && params.selectedDate === d.id}
                    onChange={() => set({ isCustomDate: false, selectedDate: d.id })}
                    className="h-4 w-4 accent-brand-700"
                  />
                  <span className="flex-1">
                    <span className="font-semibold text-slate-900">
                      {dealDateText(d.departure)}
                    </span>{' '}
                    · {nightsText(d.duration)}
                  </span>
                  <span className="font-semibold whitespace-nowrap text-brand-800">
                    {sold
                      ? `from ${formatWholePounds(price)}`
                      : `Not from ${params.selectedAirport}`}
                  </span>
                </label>
              </li>
            );
          })}
          <li>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name="deal-date"
                value="custom"
                checked={params.isCustomDate}
                onChange={() => set({ isCustomDate: true })}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="font-semibold text-slate-900">Choose custom dates</span>
            </label>
          </li>
        </ul>
        {params.isCustomDate && (
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <DateField
              label="Departure date"
              value={params.customDepartureDate}
              min={addDays(today, 1)}
              onChange={(v) => set({ customDepartureDate: v })}
              hint="Tomorrow at the earliest"
            />
            <div>
              <label htmlFor={durationId} className="mb-1 block text-sm font-medium text-slate-800">
                Duration
              </label>
              <select
                id={durationId}
                value={params.customDuration ?? ''}
                onChange={(e) =>
                  set({ customDuration: e.target.value ? Number(e.target.value) : null })
                }
                className={`${selectClass(false)} mt-0`}
              >
                <option value="">Select nights</option>
                {CUSTOM_NIGHTS.map((n) => (
                  <option key={n} value={n}>
                    {nightsText(n)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </fieldset>

      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-slate-800">Rooms and guests</legend>
        <div className="mt-2">
          {/* docs/spec/3-accounts-bookings-content.md §5: at least one room, removable only while more than one remains. */}
          <RoomsEditor
            rooms={params.rooms}
            onChange={(rooms) => set({ rooms })}
            childHint="Aged 2-15"
            infantHint="Under 2"
            canRemove={(_, count) => count > 1}
            invalidAges={problem?.field === 'rooms'}
          />
        </div>
        {missing > 0 && (
          <p className="mt-2 text-sm font-medium text-amber-800">{missingAgesNotice(missing)}</p>
        )}
      </fieldset>

      {chosenTotal !== undefined && (
        <p className="mt-5 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <span className="text-lg font-extrabold">{formatWholePounds(chosenTotal)}</span> total for{' '}
          {partyText(dealParty)}
          {!sameParty && ' (your search prices your own party)'}
        </p>
      )}

      {message && (
        <div id={errorId} className="mt-4">
          <Alert tone="error">
            <p>{message.message}</p>
            {'detail' in message && message.detail && <p>{message.detail}</p>}
          </Alert>
        </div>
      )}

      <Button type="submit" variant="sun" disabled={searching} className="mt-5 w-full text-base">
        {searching ? 'Searching...' : 'Search This Deal'}
      </Button>
    </form>
  );
}
