import type { BookingSummary } from '@sunward/contracts/bookings';
/**
 * The account home's holiday state (docs/spec/3-accounts-bookings-content.md §4 'Holiday state on
 * account home'), as pure functions of the bookings' dates and today's London date.
 */

export type HolidayState = 'arrivalDay' | 'leavingDay' | 'current' | 'recent' | 'upcoming';

/** The spec's priority order: the first state any booking is in wins. */
export const STATE_PRIORITY: readonly HolidayState[] = [
  'arrivalDay',
  'leavingDay',
  'current',
  'recent',
  'upcoming',
];

/** Days after the return date a holiday counts as recent. */
export const RECENT_DAYS = 7;

export type ToggleChoice = 'upcoming' | 'current' | 'past';

/** The toggle's labels, and which states each stands for. */
export const TOGGLE: Record<ToggleChoice, { label: string; states: readonly HolidayState[] }> = {
  upcoming: { label: 'Upcoming', states: ['upcoming'] },
  current: { label: 'Current Holiday', states: ['arrivalDay', 'leavingDay', 'current'] },
  past: { label: 'Past Holiday', states: ['recent'] },
};

export const BANNERS: Record<HolidayState, { text: string; tone: 'success' | 'warning' | 'info' }> =
  {
    arrivalDay: { text: 'Happy arrival day! Have a great holiday.', tone: 'success' },
    leavingDay: { text: 'Leaving day — safe travels back home.', tone: 'warning' },
    current: { text: 'You have an active holiday right now.', tone: 'info' },
    recent: { text: 'Welcome back! Hope you enjoyed your recent holiday.', tone: 'info' },
    upcoming: { text: 'Your next holiday is coming up.', tone: 'info' },
  };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as bookings carry it: 'DD Mon YYYY' ('18 Jul 2027') or a standard date
 * ('2027-07-18', with or without a time). Anything else, or a date that does not exist: null.
 */
export function parseTripDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const named = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (named) {
    d = Number(named[1]);
    m = MONTHS.indexOf(named[2].toLowerCase()) + 1;
    y = Number(named[3]);
  } else if (iso) {
    y = Number(iso[1]);
    m = Number(iso[2]);
    d = Number(iso[3]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

export interface TripDates {
  /** Outbound (departure) date. */
  outbound: string | null | undefined;
  /** Return date. */
  inbound: string | null | undefined;
}

/** A booking of the account as the holiday state reads it: its stay's dates as the trip's. */
export interface Trip {
  booking: BookingSummary;
  outbound: string;
  inbound: string;
}

/** The state one trip is in on `today` (yyyy-mm-dd), or null (long past, or lacking dates). */
export function tripState(trip: TripDates, today: string): HolidayState | null {
  const out = parseTripDate(trip.outbound);
  const back = parseTripDate(trip.inbound);
  if (!out || !back) return null;
  if (out === today) return 'arrivalDay';
  if (back === today) return 'leavingDay';
  if (out < today && today < back) return 'current';
  if (back < today && daysFrom(back, today) <= RECENT_DAYS) return 'recent';
  if (out > today) return 'upcoming';
  return null;
}

export interface HolidayOverview<T extends TripDates> {
  /** The states some trip is in, in priority order. */
  available: HolidayState[];
  /** The state shown: a manual choice when it is available, else the first available. */
  state: HolidayState | null;
  /** The trip the state is about (the soonest such trip). */
  trip: T | null;
  /** The toggle's choices; shown only when there is more than one. */
  toggle: ToggleChoice[];
  /** The lists: Current Trip, Upcoming, Recent (last 7 days). */
  lists: { current: T[]; upcoming: T[]; recent: T[] };
}

/**
 * The account home's state on `today` (London, yyyy-mm-dd) for these trips, with the customer's
 * toggle choice (honoured only when it is available).
 */
export function holidayOverview<T extends TripDates>(
  trips: readonly T[],
  today: string,
  choice: ToggleChoice | null = null,
): HolidayOverview<T> {
  const states = trips
    .map((trip) => ({ trip, state: tripState(trip, today) }))
    .filter((x): x is { trip: T; state: HolidayState } => x.state !== null)
    .sort((a, b) =>
      (parseTripDate(a.trip.outbound) ?? '').localeCompare(parseTripDate(b.trip.outbound) ?? ''),
    );
  const available = STATE_PRIORITY.filter((s) => states.some((x) => x.state === s));
  const toggle = (Object.keys(TOGGLE) as ToggleChoice[]).filter((c) =>
    TOGGLE[c].states.some((s) => available.includes(s)),
  );
  const chosen =
    choice && toggle.includes(choice)
      ? available.find((s) => TOGGLE[choice].states.includes(s))
      : undefined;
  const state = chosen ?? available.at(0) ?? null;
  const inState = (list: readonly HolidayState[]) =>
    states.filter((x) => list.includes(x.state)).map((x) => x.trip);
  return {
    available,
    state,
    trip: states.find((x) => x.state === state)?.trip ?? null,
    toggle: toggle.length > 1 ? toggle : [],
    lists: {
      current: inState(TOGGLE.current.states),
      upcoming: inState(['upcoming']),
      recent: inState(['recent']),
    },
  };
}

/** Whole days, hours, minutes and seconds from `now` until `target` (epoch ms), never negative. */
export function countdown(target: number, now: number) {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
