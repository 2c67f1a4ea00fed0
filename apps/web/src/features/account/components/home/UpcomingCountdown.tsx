import { londonInstant } from '../../../../shared/lib/dates';
import { countdown } from '../../lib/holiday-state';
import type { Trip } from '../../lib/holiday-state';

export const CHECKLIST = [
  'Check In For Your Flights',
  'Check Passport & Visa Requirements',
  'Pack Your Bags',
  'Purchase Travel Insurance',
] as const;

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * Upcoming: a live d/h/m/s countdown to check-in (midnight London, no time being known) and the
 * checklist. The counter ticks silently (aria-live off); its name is the text alternative.
 */
export function UpcomingCountdown({ trip, now }: { trip: Trip; now: number }) {
  const left = countdown(londonInstant(trip.booking.hotel.checkIn, '00:00'), now);
  const label = `${left.days} days, ${left.hours} hours, ${left.minutes} minutes and ${left.seconds} seconds until your holiday to ${trip.booking.destination}`;
  return (
    <section
      aria-labelledby="countdown-title"
      className="rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="countdown-title" className="text-lg font-bold text-brand-800">
        Countdown to {trip.booking.destination}
      </h2>
      <div
        role="timer"
        aria-live="off"
        aria-label={label}
        className="mt-4 grid grid-cols-4 gap-3 text-center"
      >
        {UNITS.map(([key, name]) => (
          <div key={key} aria-hidden="true" className="rounded-lg bg-brand-50 p-3">
            <span className="block text-2xl font-bold text-brand-800">{left[key]}</span>
            <span className="text-xs text-slate-600">{name}</span>
          </div>
        ))}
      </div>
      <h3 className="mt-6 font-semibold">Before you go</h3>
      <ul aria-label="Before you go" className="mt-2 grid gap-2 sm:grid-cols-2">
        {CHECKLIST.map((item) => (
          <li key={item} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
