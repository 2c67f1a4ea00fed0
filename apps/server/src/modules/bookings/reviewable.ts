import type { BookingRow } from './repository';
import type { BookingSnapshot } from './snapshot';

/**
 * What the reviews module reads of a booking to take a review of its holiday: who travelled
 * (first names and surname of the lead, the party), where and when. It decides the rules.
 */
export interface ReviewableBooking {
  id: string;
  reference: string;
  status: BookingRow['status'];
  /** The hotel's supplier id; null for bookings made before it was kept with them. */
  hotelId: number | null;
  hotelName: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  lead: { firstNames: string; lastName: string };
  party: { adults: number; children: number; infants: number };
}

export function reviewableOf(row: BookingRow): ReviewableBooking {
  const details = row.details as BookingSnapshot;
  const lead = details.passengers.at(0);
  const count = (type: string) => details.passengers.filter((p) => p.type === type).length;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    hotelId: details.hotelId ?? null,
    hotelName: details.hotel.name,
    destination: details.hotel.destinationName,
    checkIn: details.hotel.checkIn,
    checkOut: details.hotel.checkOut,
    lead: { firstNames: lead?.first_names ?? '', lastName: lead?.last_name ?? '' },
    party: { adults: count('Adult'), children: count('Child'), infants: count('Infant') },
  };
}
