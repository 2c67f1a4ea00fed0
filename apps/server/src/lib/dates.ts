/**
 * Calendar arithmetic on `yyyy-mm-dd` strings. Dates are calendar days (no time, no zone): UTC is
 * used only as a neutral calendar, so no daylight-saving change can shift a day.
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): { y: number; m: number; d: number } | null {
  const match = DATE_RE.exec(date);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const check = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 31 February into March; a real date survives the round trip unchanged.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return null;
  }
  return { y, m, d };
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isRealDate(date: string): boolean {
  return parts(date) !== null;
}

export function addDays(date: string, days: number): string {
  return iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The same day of the month `months` later; a day the month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), as banks schedule monthly payments.
 */
export function addMonths(date: string, months: number): string {
  const p = parts(date);
  if (!p) throw new RangeError(`Not a date: ${date}`);
  const first = new Date(Date.UTC(p.y, p.m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return iso(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(p.d, lastDay)));
}

/** Age in whole years on `on` of someone born on `dob` (a 29 February birthday counts from 1 March). */
export function ageOn(dob: string, on: string): number {
  const b = parts(dob);
  const o = parts(on);
  if (!b || !o) return Number.NaN;
  let age = o.y - b.y;
  if (o.m < b.m || (o.m === b.m && o.d < b.d)) age -= 1;
  return age;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '19 June 2027' (docs/spec/2-checkout-payment.md §9: schedule dates en-GB long). */
export function formatLongDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** 'Saturday 19 June 2027' from `yyyy-mm-dd` (a calendar day: no zone can shift it). */
export function formatTravelDate(date: string): string {
  return `${weekday.format(new Date(`${date}T00:00:00Z`))} ${formatLongDate(date)}`;
}

/**
 * A local wall-clock time 'yyyy-mm-ddThh:mm' moved by `minutes` (as a clock on the wall moves,
 * across midnight and month ends) and rounded to `step` minutes in the given direction.
 */
export function shiftLocalTime(
  local: string,
  minutes: number,
  step = 1,
  round: 'up' | 'down' = 'down',
): string {
  const ms = Date.parse(`${local}:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`'${local}' is not a local date-time`);
  const total = ms / 60_000 + minutes;
  const rounded = (round === 'up' ? Math.ceil(total / step) : Math.floor(total / step)) * step;
  return new Date(rounded * 60_000).toISOString().slice(0, 16);
}

/** '14:25 on Saturday 12 June 2027' from a local wall-clock 'yyyy-mm-ddThh:mm'. */
export function formatLocalDateTime(local: string): string {
  return `${local.slice(11, 16)} on ${formatTravelDate(local.slice(0, 10))}`;
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/London',
});
const londonDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** '3 March 2026 at 14:05' in London time, from an ISO date-time. */
export function formatLondonDateTime(iso: string | Date): string {
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  return `${londonDate.format(at)} at ${londonTime.format(at)}`;
}

const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The minute (since the epoch) `londonToday` last formatted, and its London date. */
let formattedMinute = Number.NaN;
let formattedDate = '';

/**
 * Today's date in London as yyyy-mm-dd (the shop's calendar day). London's days start on a whole
 * minute (its offsets from UTC are whole hours), so one minute has one date: it is formatted once a
 * minute, not on every search that asks.
 */
export function londonToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== formattedMinute) {
    formattedDate = londonDay.format(now);
    formattedMinute = minute;
  }
  return formattedDate;
}

/**
 * The instants a London calendar day (`yyyy-mm-dd`) runs between: from its midnight (inclusive) to
 * the next (exclusive), in UTC. 23 or 25 hours long on the days the clocks change.
 */
export function londonDayBounds(date: string): { from: Date; to: Date } {
  const day = toDayIndex(date);
  if (Number.isNaN(day)) throw new RangeError(`Not a date: ${date}`);
  return {
    from: new Date(localTimeToUtcMs(day, 0, 'Europe/London')),
    to: new Date(localTimeToUtcMs(day + 1, 0, 'Europe/London')),
  };
}

// Day indexes: whole days since 1970-01-01, the search engine's and the supplier's calendar.

const MS_PER_DAY = DAY_MS;

/**
 * Day indexes of the dates already read (`yyyy-mm-dd` strings only, so the memory is bounded): the
 * same few hundred dates recur in every search and every batch of supplier changes.
 */
const dayIndexes = new Map<string, number>();
const MAX_DAY_INDEXES = 4096;

/** Whole days since 1970-01-01 for a `yyyy-mm-dd` date, or NaN when not a real calendar date. */
export function toDayIndex(date: string): number {
  if (date.length !== 10) return readDayIndex(date);
  const known = dayIndexes.get(date);
  if (known !== undefined) return known;
  const day = readDayIndex(date);
  if (dayIndexes.size >= MAX_DAY_INDEXES) dayIndexes.clear();
  dayIndexes.set(date, day);
  return day;
}

function readDayIndex(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) return Number.NaN;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    return Number.NaN;
  }
  return ms / MS_PER_DAY;
}

/** `yyyy-mm-dd` for a day index. */
const dayStrings = new Map<number, string>();

/** yyyy-mm-dd of a day index; memoised, as searches format the same few hundred days. */
export function fromDayIndex(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    dayStrings.set(day, text);
  }
  return text;
}

/** 0 = Sunday .. 6 = Saturday. */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

// Time zones (Intl, cached): flights leave and land in local time.

const tzFormatters = new Map<string, Intl.DateTimeFormat>();
const tzOffsetCache = new Map<string, number>();

function tzFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = tzFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    tzFormatters.set(timeZone, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC at instant `utcMs`, in minutes (e.g. 60 for BST). */
export function tzOffsetMinutes(timeZone: string, utcMs: number): number {
  const hourKey = `${timeZone}|${Math.floor(utcMs / 3_600_000)}`;
  const cached = tzOffsetCache.get(hourKey);
  if (cached !== undefined) return cached;
  const parts = tzFormatter(timeZone).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const offset = Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
  if (tzOffsetCache.size > 200_000) tzOffsetCache.clear();
  tzOffsetCache.set(hourKey, offset);
  return offset;
}

/** UTC instant (ms) of a local wall time `minuteOfDay` on local date `day` in `timeZone`. */
export function localTimeToUtcMs(day: number, minuteOfDay: number, timeZone: string): number {
  const wall = day * MS_PER_DAY + minuteOfDay * 60_000;
  const first = wall - tzOffsetMinutes(timeZone, wall) * 60_000;
  return wall - tzOffsetMinutes(timeZone, first) * 60_000;
}

/** Local wall-clock of an instant: `{ date: 'yyyy-mm-dd', time: 'HH:MM' }`. */
export function utcMsToLocal(utcMs: number, timeZone: string): { date: string; time: string } {
  const local = new Date(utcMs + tzOffsetMinutes(timeZone, utcMs) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
