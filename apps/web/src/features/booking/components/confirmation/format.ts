const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const londonDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

const calendarDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** 'yyyy-mm-dd' → '12 June 2027' (en-GB long, docs/spec/2-checkout-payment.md §9; a calendar date, no time zone shift). */
export const formatLongDate = (iso: string) => longDate.format(calendarDay(iso));

/** 'yyyy-mm-dd' → 'Saturday 12 June 2027'. */
export const formatDayDate = (iso: string) =>
  `${weekday.format(calendarDay(iso))} ${longDate.format(calendarDay(iso))}`;

/** An ISO date-time → its London calendar date, '21 November 2026'. */
export const formatLondonDate = (iso: string) => londonDate.format(new Date(iso));

export const plural = (n: number, one: string, many: string) =>
  `${String(n)} ${n === 1 ? one : many}`;
