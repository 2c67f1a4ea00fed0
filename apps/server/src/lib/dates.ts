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

/** Today's date in London as yyyy-mm-dd (the shop's calendar day). */
export function londonToday(now: Date = new Date()): string {
  return londonDay.format(now);
}
