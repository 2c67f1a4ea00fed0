import type { BookingDetail } from '@sunward/contracts/bookings';
import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { Link } from 'react-router';
import { useSiteConfig } from '../../../../shared/api/site';
import { formatWeekdayLongDate } from '../../../../shared/lib/dates';
import { Button, buttonClass } from '../../../../shared/ui/Button';
import { Dialog } from '../../../../shared/ui/Dialog';
import { LocationMapSection } from '../../../../shared/ui/map/LocationMapSection';
import { Spinner } from '../../../../shared/ui/Spinner';
import { useBookingDetail } from '../../../../shared/api/booking-detail';
import type { Trip } from '../../lib/holiday-state';

const card = 'rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200';

type Leg = NonNullable<BookingDetail['flights']>['outbound'];

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

const flightLine = (leg: Leg) =>
  `${leg.airline} ${leg.flightNo}: ${leg.from_str} (${leg.from}) ${leg.departure_time} to ${leg.to_str} (${leg.to}) ${leg.arrival_time}`;

/** The booking's detail (transfers, flights, the hotel's position) once it has loaded. */
function useTravelDetail(reference: string) {
  const { data, isPending } = useBookingDetail(reference);
  return { detail: data, loading: isPending };
}

/** The hotel on the map, in a dialog (the booking's coordinates; none kept: no map). */
function HotelMapDialog({ detail }: { detail: BookingDetail }) {
  const site = useSiteConfig();
  const [open, setOpen] = useState(false);
  const position = detail.hotel.coordinates;
  if (!position) {
    return (
      <Link to={`/account/booking/${detail.reference}`} className={buttonClass('primary', 'mt-4')}>
        View Map
      </Link>
    );
  }
  return (
    <>
      <Button variant="primary" className="mt-4" onClick={() => setOpen(true)}>
        View Map
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        panelClassName="w-full max-w-3xl rounded-card bg-white p-4 shadow-2xl outline-none sm:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <Heading slot="title" className="text-lg font-bold text-brand-800">
            {detail.hotel.name}
          </Heading>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
        <p className="mt-1 text-sm text-slate-600">{detail.hotel.address}</p>
        <div className="mt-3">
          <LocationMapSection
            name={detail.hotel.name}
            lat={position.lat}
            lon={position.lon}
            tileUrl={site.mapTileUrl}
            attribution={site.mapAttribution}
          />
        </div>
      </Dialog>
    </>
  );
}

/** Arrival day (docs/spec/3-accounts-bookings-content.md §4): the transfer to the hotel and its map. */
export function ArrivalDay({ trip }: { trip: Trip }) {
  const { booking } = trip;
  const { detail, loading } = useTravelDetail(booking.reference);
  const transfer = detail?.transfers;
  const outbound = detail?.flights?.outbound;
  return (
    <section aria-labelledby="transfer-title" className={card}>
      <h2 id="transfer-title" className="text-lg font-bold text-brand-800">
        Your transfer
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Today, {formatWeekdayLongDate(booking.hotel.checkIn)}, you arrive at {booking.hotel.name},{' '}
        {booking.destination}.
      </p>
      {loading && <Spinner label="Loading your transfer details..." />}
      {detail && (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          {outbound && <Row term="Your flight lands">{flightLine(outbound)}</Row>}
          {transfer ? (
            <Row term={`${transfer.type} with ${transfer.provider}`}>
              {transfer.outboundCollection}
              {transfer.outboundCollectionNotes && (
                <span className="mt-1 block">{transfer.outboundCollectionNotes}</span>
              )}
            </Row>
          ) : (
            <Row term="Transfer">
              No transfer is booked: the hotel&rsquo;s address is {detail.hotel.address}.
            </Row>
          )}
        </dl>
      )}
      {detail && <HotelMapDialog detail={detail} />}
    </section>
  );
}

/** Leaving day (docs/spec/3-accounts-bookings-content.md §4): the transfer back and the flight home. */
export function LeavingDay({ trip }: { trip: Trip }) {
  const { booking } = trip;
  const { detail, loading } = useTravelDetail(booking.reference);
  const transfer = detail?.transfers;
  const inbound = detail?.flights?.inbound;
  return (
    <section aria-labelledby="going-home-title" className={card}>
      <h2 id="going-home-title" className="text-lg font-bold text-brand-800">
        Your journey home
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Today, {formatWeekdayLongDate(booking.hotel.checkOut)}, you check out of{' '}
        {booking.hotel.name} by 11:00.
      </p>
      {loading && <Spinner label="Loading your journey details..." />}
      {detail && (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <Row term="Transfer">
            {transfer ? (
              <>
                {transfer.inboundCollection}
                {transfer.inboundCollectionNotes && (
                  <span className="mt-1 block">{transfer.inboundCollectionNotes}</span>
                )}
              </>
            ) : (
              'No transfer is booked: please make your own way to the airport.'
            )}
          </Row>
          <Row term="Flight">
            {inbound ? flightLine(inbound) : 'You are travelling home under your own arrangements.'}
          </Row>
        </dl>
      )}
      <Link
        to={`/account/booking/${booking.reference}/itinerary`}
        className={buttonClass('primary', 'mt-4')}
      >
        View Flight Status
      </Link>
    </section>
  );
}
