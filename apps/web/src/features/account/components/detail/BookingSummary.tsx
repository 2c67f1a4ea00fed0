import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { formatWeekdayLongDate } from '../../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { DocumentsSection } from '../../../../shared/ui/DocumentsSection';
import { KeyValues, Section } from '../../../../shared/ui/Section';

type Leg = NonNullable<BookingConfirmation['flights']>['outbound'];

const legText = (leg: Leg) =>
  `${formatWeekdayLongDate(leg.date)}, ${leg.from} to ${leg.to}, ${leg.airline} ${leg.flightNo}, departs ${leg.departureTime}`;

/**
 * The booking at a glance: stay, flights, travellers, money and documents (the tabs of
 * docs/spec/3-accounts-bookings-content.md §2 'BookingDetail' come later).
 */
export function BookingSummary({ booking }: { booking: BookingConfirmation }) {
  const { hotel, payment, flights } = booking;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="stay" title="Your stay">
        <p className="mt-3 text-lg font-bold text-brand-900">{hotel.name}</p>
        <p className="text-sm text-slate-600">{hotel.address}</p>
        <KeyValues
          rows={[
            ['Check-in', formatWeekdayLongDate(hotel.checkIn)],
            ['Check-out', formatWeekdayLongDate(hotel.checkOut)],
            ['Nights', String(hotel.nights)],
            ['Room', `${hotel.roomType}, ${hotel.boardBasis}`],
          ]}
        />
      </Section>
      <Section id="payment" title="Payment">
        <KeyValues
          rows={[
            ['Total cost', formatPoundsAndPence(payment.totalCost)],
            ['Paid so far', formatPoundsAndPence(payment.paid)],
            ['Remaining balance', formatPoundsAndPence(payment.remainingBalance)],
            ['Payment plan', payment.planName],
          ]}
        />
      </Section>
      {flights && (
        <Section id="flights" title="Flights">
          <KeyValues
            className="sm:grid-cols-1"
            rows={[
              ['Outbound', legText(flights.outbound)],
              ['Return', legText(flights.inbound)],
            ]}
          />
        </Section>
      )}
      <Section id="travellers" title="Travellers">
        <p className="mt-2 text-sm text-slate-600">{booking.guests}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {booking.passengers.map((p) => (
            <li key={`${p.first_names} ${p.last_name} ${p.date_of_birth}`}>
              <span className="font-semibold text-slate-900">
                {p.title} {p.first_names} {p.last_name}
              </span>{' '}
              <span className="text-slate-600">({p.type})</span>
            </li>
          ))}
        </ul>
      </Section>
      <DocumentsSection reference={booking.reference} documents={booking.documents} />
    </div>
  );
}
