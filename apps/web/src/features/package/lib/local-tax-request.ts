import type { HotelDetails, Itinerary } from '@sunward/contracts/search';
import type { TouristTaxEstimateRequest } from '@sunward/contracts/tourist-tax';

/**
 * The tourist-tax estimate for the stay the package page shows: its hotel and dates, the party
 * (children at their searched ages, infants as under 2) in the rooms asked for, and the rooms'
 * price (for a tax that is a percentage of it).
 */
export function localTaxRequest(
  itinerary: Itinerary,
  hotel: HotelDetails,
  accommodationPence: number,
): TouristTaxEstimateRequest {
  return {
    hotel_id: hotel.ivector_property_id,
    check_in: hotel.package.checkIn,
    check_out: hotel.package.checkOut,
    adults: Math.max(1, itinerary.num_adults),
    child_ages: [
      ...itinerary.child_ages,
      ...Array.from({ length: itinerary.num_infants }, () => 0),
    ],
    rooms: Math.max(1, itinerary.rooms.length),
    accommodation_pence: accommodationPence,
  };
}
