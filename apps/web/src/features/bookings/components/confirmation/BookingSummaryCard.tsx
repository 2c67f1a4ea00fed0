import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { Button } from '../../../../shared/ui/Button';
import { plural } from '../../lib/plural';
import { KeyValues, Section } from '../../../../shared/ui/Section';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { LocalTax } from '../../../../shared/ui/LocalTax';
import { formatLondonDate, formatWeekdayLongDate } from '../../../../shared/lib/dates';

/** The side card: who, when, how much; sticky beside the details on wide screens. */
export function BookingSummaryCard({ booking }: { booking: BookingConfirmation }) {
  return (
    <Section id="summary" title="Booking summary">
      <KeyValues
        className="sm:grid-cols-2 lg:grid-cols-1"
        rows={[
          ['Booking reference', booking.reference],
          ['Booked on', formatLondonDate(booking.date)],
          ['Lead passenger', booking.leadPassenger],
          ['Guests', booking.guests],
          ['Email', booking.email],
          ['Hotel', booking.hotel.name],
          [
            'Dates',
            `${formatWeekdayLongDate(booking.hotel.checkIn)} to ${formatWeekdayLongDate(booking.hotel.checkOut)} (${plural(booking.hotel.nights, 'night', 'nights')})`,
          ],
        ]}
      />
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt>Paid so far</dt>
          <dd className="tabular-nums">{formatPoundsAndPence(booking.payment.paid)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-lg font-extrabold text-brand-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="booking-total">
            {formatPoundsAndPence(booking.payment.totalCost)}
          </dd>
        </div>
      </dl>
      {booking.localTax && (
        <LocalTax
          estimate={booking.localTax}
          totalPence={booking.payment.totalCost}
          className="mt-3"
        />
      )}
      <Button
        variant="secondary"
        className="mt-4 w-full print:hidden"
        onClick={() => window.print()}
      >
        Print this page
      </Button>
    </Section>
  );
}
