import type { BookingDetail } from '@sunward/contracts/bookings';
import { formatWeekdayLongDate } from '../../../../shared/lib/dates';
import { Section } from '../../../../shared/ui/Section';
import { flightRoute } from '../../lib/flight-route';

/** docs/spec/3-accounts-bookings-content.md §9: hotel check-in from 14:00, check-out by 11:00. */
const CHECK_IN_FROM = '14:00';
const CHECK_OUT_BY = '11:00';

const TRAVEL_TIPS = [
  'Make sure your passport is valid for at least 6 months after your return date.',
  'Arrive at the airport 2-3 hours before your flight departs.',
  'Flight changes made less than 7 days before departure may cost more.',
];

function Step({ title, date, children }: { title: string; date: string; children: string }) {
  return (
    <li className="relative border-l-2 border-brand-200 pb-6 pl-5 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute top-1 -left-[7px] h-3 w-3 rounded-full bg-brand-600"
      />
      <h3 className="text-base font-bold text-brand-800">{title}</h3>
      <p className="text-sm font-semibold text-slate-900">{formatWeekdayLongDate(date)}</p>
      <p className="text-sm text-slate-700">{children}</p>
    </li>
  );
}

/** docs/spec/3-accounts-bookings-content.md §2 'Itinerary tab': the trip day by day, and travel tips. */
export function ItineraryTab({ booking }: { booking: BookingDetail }) {
  const { hotel, flights } = booking;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="itinerary" title="Your itinerary">
        <ol className="mt-5">
          <Step title="Departure day" date={flights?.outbound.date ?? hotel.checkIn}>
            {flights
              ? `${flights.outbound.airline} ${flights.outbound.flightNo}, ${flightRoute(flights.outbound)}, departs ${flights.outbound.departure_time}`
              : `Travel to ${hotel.destinationName}`}
          </Step>
          <Step title="Hotel check-in" date={hotel.checkIn}>
            {`Check in at ${hotel.name} from ${CHECK_IN_FROM}`}
          </Step>
          <Step title="Your holiday" date={hotel.checkIn}>
            {`${String(hotel.nights)} ${hotel.nights === 1 ? 'night' : 'nights'}, ${hotel.roomType}, ${hotel.boardBasis}`}
          </Step>
          <Step title="Hotel check-out" date={hotel.checkOut}>
            {`Check out by ${CHECK_OUT_BY}`}
          </Step>
          <Step title="Return journey" date={flights?.inbound.date ?? hotel.checkOut}>
            {flights
              ? `${flights.inbound.airline} ${flights.inbound.flightNo}, ${flightRoute(flights.inbound)}, departs ${flights.inbound.departure_time}`
              : 'Travel home'}
          </Step>
        </ol>
      </Section>
      <Section id="travel-tips" title="Travel tips">
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-800">
          {TRAVEL_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
