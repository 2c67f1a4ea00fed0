import type { BookingConfirmation } from '@sunward/contracts/bookings';

const badgeClass: Record<BookingConfirmation['status'], string> = {
  Confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  'Awaiting airline confirmation': 'bg-amber-100 text-amber-900 ring-amber-300',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

/** The celebratory band: the headline, the reference to quote, the status. */
export function ConfirmationHeader({ booking }: { booking: BookingConfirmation }) {
  const cancelled = booking.status === 'Cancelled';
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white print:bg-none print:text-ink">
      <span
        aria-hidden="true"
        className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-sun-400/30 blur-2xl print:hidden"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-sun-300 uppercase print:text-ink">
          {cancelled ? 'Booking cancelled' : `Thank you, ${booking.leadPassenger}`}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {cancelled ? 'This booking has been cancelled' : 'Your holiday is booked!'}
        </h1>
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm text-brand-50 print:text-ink">Booking reference</p>
            <p
              className="font-mono text-3xl font-extrabold tracking-widest text-sun-300 sm:text-4xl print:text-ink"
              data-testid="booking-reference"
            >
              {booking.reference}
            </p>
          </div>
          <p>
            <span className="sr-only">Status: </span>
            <span
              className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold ring-1 ${badgeClass[booking.status]}`}
              data-testid="booking-status"
            >
              {booking.status}
            </span>
          </p>
        </div>
        {!cancelled && (
          <p className="mt-5 max-w-2xl text-brand-50 print:text-ink">
            We have emailed your confirmation to{' '}
            <span className="font-semibold break-all text-white print:text-ink">
              {booking.email}
            </span>
            . Quote your booking reference whenever you contact us.
          </p>
        )}
      </div>
    </div>
  );
}
