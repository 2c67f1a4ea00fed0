import type { BookingDetail } from '@sunward/contracts/bookings';
import { badgeTone } from '../../lib/booking-status';

/** docs/spec/3-accounts-bookings-content.md §2 'BookingDetail': destination, reference and status badge. */
export function BookingHeader({ booking }: { booking: BookingDetail }) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:py-12">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-sun-300 uppercase">Your holiday</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            {booking.destination}
          </h1>
          <p className="mt-1 text-brand-50">{booking.hotel.name}</p>
          <p className="mt-3 text-brand-50">
            Booking reference{' '}
            <span className="font-mono text-lg font-bold tracking-widest text-white">
              {booking.reference}
            </span>
          </p>
        </div>
        <p>
          <span className="sr-only">Status: </span>
          <span
            className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold ring-1 ${badgeTone[booking.status]}`}
            data-status={booking.status}
          >
            {booking.status}
          </span>
        </p>
      </div>
    </div>
  );
}
