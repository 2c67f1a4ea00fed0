import type { Flight } from '@sunward/contracts/search';
import { londonParts } from '../../../shared/lib/dates';

/** 'Sat 13 Jun 2026' in London time (en-GB puts a comma after the weekday; cards do not). */
export function formatDay(instant: Date): string {
  const part = londonParts(instant, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

/** A yyyy-mm-dd calendar date: midday UTC is the same date in London all year round. */
export function calendarDay(isoDate: string): string {
  return formatDay(new Date(`${isoDate}T12:00:00Z`));
}

/** One airline name when both legs share it, else both (docs/spec/1-shell-search-package.md 'Holiday card'). */
export function airlinesText(flight: Flight): string {
  const out = flight.outbound.airline;
  const back = flight.return.airline;
  return out === back ? out : `${out} (outbound), ${back} (return)`;
}
