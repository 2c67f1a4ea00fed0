import type { ManualFlightDetails } from '@sunward/contracts/prebook';
import { daysIn, maskDate, toUkDate } from '../../../shared/lib/uk-date';

export { maskDate, toUkDate };

/**
 * The hotel-only flight form (docs/spec/1-shell-search-package.md §4 'Hotel-only transfer', §5 'Hotel-only flight form, on
 * save'): the customer's own flights, typed as the UK writes dates (dd/mm/yyyy), saved as the
 * contract's ManualFlightDetails (yyyy-mm-dd, HH:MM, 3-letter codes, upper-case flight numbers).
 */

export type Leg = 'outbound' | 'return';
export type LegField = 'airport' | 'flightNumber' | 'date' | 'time';
export type TransferField = `${Leg}.${LegField}`;

export interface LegValues {
  /** The code of the airport chosen from the search; '' until one is chosen. */
  airportCode: string;
  /** What the airport input shows: the typed text, or 'Name (CODE)' once chosen. */
  airportLabel: string;
  flightNumber: string;
  /** As typed: dd/mm/yyyy. */
  date: string;
  /** HH:MM (24-hour), as an `<input type="time">` gives it. */
  time: string;
}

export interface TransferFormValues {
  outbound: LegValues;
  return: LegValues;
}

export type TransferErrors = Partial<Record<TransferField, string>>;

/** The order fields appear on screen: the first invalid one gets the focus. */
export const FIELD_ORDER: readonly TransferField[] = [
  'outbound.airport',
  'outbound.flightNumber',
  'outbound.date',
  'outbound.time',
  'return.airport',
  'return.flightNumber',
  'return.date',
  'return.time',
];

export const MESSAGES = {
  airportRequired: 'Please select an airport from the search',
  airportInvalid: 'Invalid airport code. Please select from search results',
  flightNumberRequired: 'Flight number is required',
  arrivalDateRequired: 'Arrival date is required',
  departureDateRequired: 'Departure date is required',
  dateFormat: 'Please enter date in dd/mm/yyyy format',
  dateInvalid: 'Invalid date',
  datePast: 'Date cannot be in the past',
  returnNotAfter: 'Return date must be after arrival date',
  arrivalTimeRequired: 'Arrival time is required',
  departureTimeRequired: 'Departure time is required',
} as const;

const IATA = /^[A-Z]{3}$/;
const UK_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d/;
/** The contract's bounds for a flight number (shorter reads as missing). */
export const FLIGHT_NUMBER_MIN = 2;
export const FLIGHT_NUMBER_MAX = 8;

/** 'dd/mm/yyyy' → { date: 'yyyy-mm-dd' }, or { error } with the spec's message. */
export function parseUkDate(input: string): { date: string } | { error: string } {
  const match = UK_DATE.exec(input.trim());
  if (!match) return { error: MESSAGES.dateFormat };
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
    return { error: MESSAGES.dateInvalid };
  }
  return { date: `${yyyy}-${mm}-${dd}` };
}

/** Today's date where the customer is, yyyy-mm-dd. */
export function localIsoDate(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const emptyLeg = (date: string): LegValues => ({
  airportCode: '',
  airportLabel: '',
  flightNumber: '',
  date,
  time: '',
});

/** A fresh form: the arrival and return dates prefilled (yyyy-mm-dd in, dd/mm/yyyy shown). */
export function initialTransferForm(arrivalDate: string, returnDate: string): TransferFormValues {
  return { outbound: emptyLeg(toUkDate(arrivalDate)), return: emptyLeg(toUkDate(returnDate)) };
}

/** Saved details back into the form (the airport shows its code: the name was not kept). */
export function fromManualFlightDetails(details: ManualFlightDetails): TransferFormValues {
  const leg = (l: ManualFlightDetails['outbound']): LegValues => ({
    airportCode: l.airportCode,
    airportLabel: l.airportCode,
    flightNumber: l.flightNumber,
    date: toUkDate(l.date),
    time: l.time,
  });
  return { outbound: leg(details.outbound), return: leg(details.return) };
}

function airportError(leg: LegValues): string | undefined {
  if (IATA.test(leg.airportCode)) return undefined;
  return leg.airportCode === '' && leg.airportLabel.trim() === ''
    ? MESSAGES.airportRequired
    : MESSAGES.airportInvalid;
}

/** Checks one typed date: the date (yyyy-mm-dd), or the message to show. */
function checkDate(
  typed: string,
  required: string,
  today: string,
): { ok: true; date: string } | { ok: false; error: string } {
  if (typed.trim() === '') return { ok: false, error: required };
  const parsed = parseUkDate(typed);
  if ('error' in parsed) return { ok: false, error: parsed.error };
  if (parsed.date < today) return { ok: false, error: MESSAGES.datePast };
  return { ok: true, date: parsed.date };
}

/**
 * The spec's checks on save, one message per field (empty object = valid). `today` is the
 * customer's date, yyyy-mm-dd: a flight on today's date is allowed, an earlier one is not.
 */
export function validateTransferForm(values: TransferFormValues, today: string): TransferErrors {
  const errors: TransferErrors = {};
  for (const leg of ['outbound', 'return'] as const) {
    const v = values[leg];
    const airport = airportError(v);
    if (airport) errors[`${leg}.airport`] = airport;
    if (v.flightNumber.trim().length < FLIGHT_NUMBER_MIN) {
      errors[`${leg}.flightNumber`] = MESSAGES.flightNumberRequired;
    }
    if (!TIME.test(v.time)) {
      errors[`${leg}.time`] =
        leg === 'outbound' ? MESSAGES.arrivalTimeRequired : MESSAGES.departureTimeRequired;
    }
  }
  const arrival = checkDate(values.outbound.date, MESSAGES.arrivalDateRequired, today);
  const back = checkDate(values.return.date, MESSAGES.departureDateRequired, today);
  if (!arrival.ok) errors['outbound.date'] = arrival.error;
  if (!back.ok) {
    errors['return.date'] = back.error;
  } else if (arrival.ok && back.date <= arrival.date) {
    errors['return.date'] = MESSAGES.returnNotAfter;
  }
  return errors;
}

/** The first field (in screen order) that has a message, if any. */
export const firstInvalid = (errors: TransferErrors): TransferField | undefined =>
  FIELD_ORDER.find((f) => errors[f] !== undefined);

/**
 * A validated form as the contract's ManualFlightDetails: codes as chosen, flight numbers
 * trimmed and upper-case, dates yyyy-mm-dd, times HH:MM. Throws on a form that does not pass
 * validateTransferForm.
 */
export function toManualFlightDetails(values: TransferFormValues): ManualFlightDetails {
  const leg = (v: LegValues): ManualFlightDetails['outbound'] => {
    const parsed = parseUkDate(v.date);
    if ('error' in parsed) throw new Error(parsed.error);
    return {
      airportCode: v.airportCode,
      flightNumber: v.flightNumber.trim().toUpperCase(),
      date: parsed.date,
      time: v.time.slice(0, 5),
    };
  };
  return { outbound: leg(values.outbound), return: leg(values.return) };
}

/** The form's two legs as the customer sees them: the fieldset's title, the word its labels use. */
export const TRANSFER_LEGS: readonly {
  leg: Leg;
  title: string;
  word: 'Arrival' | 'Departure';
  note: string;
}[] = [
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
