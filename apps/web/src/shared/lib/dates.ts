/**
 * Every date the web app shows is formatted here, in en-GB (docs/spec/2-checkout-payment.md §9).
 * Two kinds of value arrive: calendar dates ('yyyy-mm-dd': a departure, a stay) shown as written,
 * with no time-zone shift; and instants (ISO date-times: a payment, a saved search) shown in
 * London time, the brand's clock. Built on Intl (what date-fns' locales would add is kept off the
 * home route's JavaScript budget, docs/performance.md).
 */
type Options = Intl.DateTimeFormatOptions;

/** A formatter of 'yyyy-mm-dd' calendar dates: the date as written, whatever the browser's zone. */
function calendar(options: Options): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A formatter of instants in London time. */
function london(options: Options): (instant: string | number | Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
  return (instant) => format.format(new Date(instant));
}

/** The named parts of an instant in London time (weekday, day, month, year, hour, minute). */
export function londonParts(instant: Date, options: Options): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
}

/** '12 June 2027'. */
export const formatLongDate = calendar({ day: 'numeric', month: 'long', year: 'numeric' });
const weekday = calendar({ weekday: 'long' });
/** 'Saturday 12 June 2027'. */
export const formatWeekdayLongDate = (isoDate: string) =>
  `${weekday(isoDate)} ${formatLongDate(isoDate)}`;
/** 'Sat, 12 Jun 2027'. */
export const formatShortDate = calendar({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
/** 'Sat, 12 Jun'. */
export const formatShortDay = calendar({ weekday: 'short', day: 'numeric', month: 'short' });
/** '20 Jan'. */
export const formatDayMonth = calendar({ day: 'numeric', month: 'short' });
/** '20 Jan 2027'. */
export const formatDayMonthYear = calendar({ day: 'numeric', month: 'short', year: 'numeric' });

/** An instant's London calendar date: '21 November 2026'. */
export const formatLondonDate = london({ day: 'numeric', month: 'long', year: 'numeric' });
/** '21 November 2026 at 10:05', London time. */
export const formatLondonDateTime = london({ dateStyle: 'long', timeStyle: 'short' });
/** 'HH:MM', London time. */
export const formatLondonTime = london({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** 'Sat 10:05', London time. */
export const formatLondonWeekdayTime = london({
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const londonDateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonWallClock(ms: number): number {
  const p = Object.fromEntries(
    londonDateParts.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** The calendar date in London at an instant, 'yyyy-mm-dd'. */
export function londonDate(instant: Date | number): string {
  return new Date(londonWallClock(+instant)).toISOString().slice(0, 10);
}

/**
 * The instant a London wall-clock time names ('yyyy-mm-dd', 'HH:MM'), in BST or GMT as that day
 * has it (a time the clocks skip reads as the hour after).
 */
export function londonInstant(date: string, time = '00:00'): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let guess = wall;
  for (let i = 0; i < 2; i += 1) guess = wall - (londonWallClock(guess) - guess);
  return guess;
}
