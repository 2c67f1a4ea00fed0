import { useSiteConfig } from '../../../../shared/api/site';
import type { HolidayState } from '../../lib/holiday-state';
import type { Trip } from '../../lib/holiday-state';
import { HolidayReview } from './HolidayReview';
import { ArrivalDay, LeavingDay } from './TravelDayCards';
import { UpcomingCountdown } from './UpcomingCountdown';

const card = 'rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200';

export const HOLIDAY_TIPS = [
  'Keep copies of your passport and booking documents somewhere safe.',
  'Stay hydrated and use plenty of sun cream.',
  'Check your return transfer time with your rep or the hotel reception.',
] as const;

function CurrentHoliday({ trip }: { trip: Trip }) {
  const site = useSiteConfig();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section aria-labelledby="tips-title" className={card}>
        <h2 id="tips-title" className="text-lg font-bold text-brand-800">
          Holiday tips
        </h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {HOLIDAY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="review-title" className={card}>
        <h2 id="review-title" className="text-lg font-bold text-brand-800">
          Enjoying {trip.booking.hotel.name}?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Tell other travellers about your stay when you are back home.
        </p>
      </section>
      <section aria-labelledby="help-title" className={card}>
        <h2 id="help-title" className="text-lg font-bold text-red-800">
          Need urgent assistance?
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Call us any time on{' '}
          <a href={`tel:${site.phone.replace(/\s/g, '')}`} className="font-semibold underline">
            {site.phone}
          </a>
          .
        </p>
      </section>
    </div>
  );
}

/** What each holiday state shows (docs/spec/3-accounts-bookings-content.md §4). */
export function StateContent({
  state,
  trip,
  now,
}: {
  state: HolidayState;
  trip: Trip;
  now: number;
}) {
  switch (state) {
    case 'upcoming':
      return <UpcomingCountdown trip={trip} now={now} />;
    case 'current':
      return <CurrentHoliday trip={trip} />;
    case 'arrivalDay':
      return <ArrivalDay trip={trip} />;
    case 'leavingDay':
      return <LeavingDay trip={trip} />;
    case 'recent':
      return (
        <HolidayReview reference={trip.booking.reference} hotelName={trip.booking.hotel.name} />
      );
  }
}
