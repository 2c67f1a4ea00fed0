import type { BookingConfirmation } from '@sunward/contracts/bookings';
import { plural } from '../../lib/plural';
import { KeyValues, Section } from '../../../../shared/ui/Section';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { formatLongDate, formatWeekdayLongDate } from '../../../../shared/lib/dates';

type Flight = NonNullable<BookingConfirmation['flights']>['outbound'];

/** The hotel, its dates and the room. */
export function StaySection({ hotel }: { hotel: BookingConfirmation['hotel'] }) {
  return (
    <Section id="stay" title="Your stay">
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        {hotel.image && (
          <img
            src={hotel.image}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-full rounded-lg object-cover sm:w-48 print:hidden"
          />
        )}
        <div className="min-w-0">
          <p className="text-lg font-bold text-brand-900">{hotel.name}</p>
          <p className="text-sm text-slate-600">{hotel.address}</p>
          <p className="text-sm text-slate-600">{hotel.destinationName}</p>
        </div>
      </div>
      <KeyValues
        rows={[
          ['Destination', hotel.destinationName],
          ['Length of stay', plural(hotel.nights, 'night', 'nights')],
          ['Check-in', formatWeekdayLongDate(hotel.checkIn)],
          ['Check-out', formatWeekdayLongDate(hotel.checkOut)],
          ['Room type', hotel.roomType],
          ['Board basis', hotel.boardBasis],
        ]}
      />
    </Section>
  );
}

function FlightLeg({ id, label, leg }: { id: string; label: string; leg: Flight }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={id} className="font-bold text-brand-900">
        {label}
      </h3>
      <p className="mt-2 text-lg font-extrabold text-brand-900">
        {leg.from} <span aria-hidden="true">→</span>
        <span className="sr-only">to</span> {leg.to}
      </p>
      <KeyValues
        className="sm:grid-cols-1 xl:grid-cols-2"
        rows={[
          ['Flight', `${leg.airline} ${leg.flightNo}`],
          ['Date', formatWeekdayLongDate(leg.date)],
          ['Departs', leg.departureTime],
          ['Arrives', leg.arrivalTime],
        ]}
      />
    </div>
  );
}

/** Outbound and return flights; a hotel-only booking has none, and no section. */
export function FlightsSection({ booking }: { booking: BookingConfirmation }) {
  if (booking.type === 'hotelonly' || !booking.flights) return null;
  return (
    <Section id="flights" title="Flights">
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <FlightLeg id="flight-outbound" label="Outbound" leg={booking.flights.outbound} />
        <FlightLeg id="flight-inbound" label="Return" leg={booking.flights.inbound} />
      </div>
      <p className="mt-3 text-xs text-slate-600">Times are local to each airport.</p>
    </Section>
  );
}

export function PassengersSection({
  passengers,
}: {
  passengers: BookingConfirmation['passengers'];
}) {
  return (
    <Section id="passengers" title="Passengers">
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Passengers on this booking</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Name
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Date of birth
              </th>
              <th scope="col" className="py-2 font-medium">
                Type
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {passengers.map((p, i) => (
              <tr key={`${p.first_names}-${p.last_name}-${String(i)}`}>
                <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                  {p.title} {p.first_names} {p.last_name}
                </th>
                <td className="py-2 pr-3 whitespace-nowrap">{formatLongDate(p.date_of_birth)}</td>
                <td className="py-2">{p.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function ExtrasSection({ addons }: { addons: BookingConfirmation['addons'] }) {
  return (
    <Section id="extras" title="Extras">
      {addons.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No extras added</p>
      ) : (
        <dl className="mt-4 divide-y divide-slate-100 text-sm">
          {addons.map((a, i) => (
            <div key={`${a.description}-${String(i)}`} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-800">{a.description}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                {formatPoundsAndPence(a.amount)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

export function TransferSection({ transfer }: { transfer: BookingConfirmation['transfers'] }) {
  return (
    <Section id="transfer" title="Transfer">
      {transfer ? (
        <KeyValues
          rows={[
            ['Type', transfer.type],
            ['Outbound collection', transfer.outboundCollection],
            ['Return collection', transfer.inboundCollection],
            ['Distance', transfer.distance],
            ['Journey time', transfer.duration],
          ]}
        />
      ) : (
        <p className="mt-3 text-sm text-slate-600">No transfer booked</p>
      )}
    </Section>
  );
}
