import { useState } from 'react';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../../shared/api/site';
import { Alert } from '../../../../shared/ui/Alert';
import { buttonClass } from '../../../../shared/ui/Button';
import type { HolidayState } from '../../lib/holiday-state';
import type { Trip } from './AccountHolidays';
import { UpcomingCountdown } from './UpcomingCountdown';

const card = 'rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200';

export const HOLIDAY_TIPS = [
  'Keep copies of your passport and booking documents somewhere safe.',
  'Stay hydrated and use plenty of sun cream.',
  'Check your return transfer time with your rep or the hotel reception.',
] as const;

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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

function ArrivalDay({ trip }: { trip: Trip }) {
  const { booking } = trip;
  return (
    <section aria-labelledby="transfer-title" className={card}>
      <h2 id="transfer-title" className="text-lg font-bold text-brand-800">
        Your transfer
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Today, {longDate(booking.hotel.checkIn)}, your transfer takes you from the airport to{' '}
        {booking.hotel.name}, {booking.destination}.
      </p>
      <Link to={`/account/booking/${booking.reference}`} className={buttonClass('primary', 'mt-4')}>
        View Map
      </Link>
    </section>
  );
}

function LeavingDay({ trip }: { trip: Trip }) {
  const { booking } = trip;
  return (
    <section aria-labelledby="going-home-title" className={card}>
      <h2 id="going-home-title" className="text-lg font-bold text-brand-800">
        Your journey home
      </h2>
      <dl className="mt-2 grid gap-2 text-sm text-slate-700">
        <div>
          <dt className="font-semibold">Transfer</dt>
          <dd>From {booking.hotel.name} to the airport, today.</dd>
        </div>
        <div>
          <dt className="font-semibold">Flight</dt>
          <dd>
            Your return flight from {booking.destination} on {longDate(booking.hotel.checkOut)}.
          </dd>
        </div>
      </dl>
      <Link
        to={`/account/booking/${booking.reference}/itinerary`}
        className={buttonClass('primary', 'mt-4')}
      >
        View Flight Status
      </Link>
    </section>
  );
}

function RecentHoliday({ trip }: { trip: Trip }) {
  const [rating, setRating] = useState<string | null>(null);
  return (
    <section aria-labelledby="rate-title" className={card}>
      <h2 id="rate-title" className="text-lg font-bold text-brand-800">
        How was {trip.booking.hotel.name}?
      </h2>
      {rating ? (
        <div className="mt-3">
          <Alert tone="success">Thank you for your review!</Alert>
        </div>
      ) : (
        <RadioGroup
          aria-label="Rate your holiday"
          orientation="horizontal"
          onChange={setRating}
          className="mt-3 flex gap-2"
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <RadioField key={n} value={String(n)} aria-label={n === 1 ? '1 star' : `${n} stars`}>
              <RadioButton className="cursor-pointer rounded-full p-1 text-2xl text-slate-500 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 data-[hovered]:text-sun-500">
                <span aria-hidden="true">★</span>
              </RadioButton>
            </RadioField>
          ))}
        </RadioGroup>
      )}
    </section>
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
      return <RecentHoliday trip={trip} />;
  }
}
