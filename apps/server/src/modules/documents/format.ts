import { formatLongDate } from '../checkout/dates';
import { formatPounds } from '../checkout/money';

/** '£1,234.50' from integer pence. */
export const formatMoney = formatPounds;

/** '19 June 2027' from `yyyy-mm-dd`. */
export const formatDate = formatLongDate;

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

/** 'Flight + hotel package' or 'Hotel only'. */
export function holidayTypeLabel(type: 'package' | 'hotelonly'): string {
  return type === 'package' ? 'Flight + hotel package' : 'Hotel only';
}

/** 'Mrs Jane Smith'. */
export function passengerName(p: {
  title: string;
  first_names: string;
  last_name: string;
}): string {
  return [p.title, p.first_names, p.last_name].filter((part) => part.trim() !== '').join(' ');
}
