import { sharedPackageQuery as sharedPackageLinkQuery } from '@sunward/contracts/share-link';
import { fromQuery, type SearchCriteria } from '../../../shared/lib/search-criteria';

/** docs/spec/1-shell-search-package.md 'SharedPackage': /share/package?hotelId&destination&startDate&endDate&airports&rooms&nights&flexible&roomToken&flightId */
export interface SharedPackage {
  criteria: SearchCriteria;
  hotelId: number;
  /** The room chosen for each requested room, comma-separated (one token: the same for all). */
  roomToken: string | null;
  flightId: string | null;
}

export const sharedLinkErrors = {
  hotel: 'Missing hotel ID',
  dates: 'Missing travel dates',
  rooms: 'Missing room configuration',
} as const;

/** The link that reopens this holiday: same hotel, dates, party, airports, room and flight. */
export function sharedPackageQuery(
  c: SearchCriteria,
  hotelId: number,
  roomToken: string | null,
  flightId: string | null,
): URLSearchParams {
  return sharedPackageLinkQuery({
    hotelId,
    destination: c.destination,
    startDate: c.startDate,
    endDate: c.endDate,
    airports: c.searchType === 'package' ? c.departureAirports : [],
    rooms: c.rooms,
    nights: c.nights,
    flexible: c.dateFlexibility,
    roomToken,
    flightId,
  });
}

/**
 * Reads a shared holiday link with the spec's defaults: invalid rooms → one room of 2 adults,
 * nights 7 when not numeric, flexible only when 1, no airports → hotel-only.
 */
export function parseSharedPackage(
  q: URLSearchParams,
  now: Date = new Date(),
): SharedPackage | { error: string } {
  const hotelId = Number(q.get('hotelId'));
  if (!q.get('hotelId') || !Number.isInteger(hotelId) || hotelId <= 0)
    return { error: sharedLinkErrors.hotel };
  if (!q.get('startDate')) return { error: sharedLinkErrors.dates };
  if (!q.get('rooms')) return { error: sharedLinkErrors.rooms };
  const results = new URLSearchParams();
  const destination = q.get('destination');
  if (destination) {
    results.set('dest', destination);
    results.set('destName', q.get('destinationName') ?? '');
  }
  results.set('start', q.get('startDate') ?? '');
  results.set('end', q.get('endDate') ?? '');
  results.set('airports', q.get('airports') ?? '');
  results.set('rooms', q.get('rooms') ?? '');
  results.set('nights', q.get('nights') ?? '');
  results.set('flex', q.get('flexible') === '1' ? '1' : '0');
  const criteria = fromQuery(results, now);
  return {
    // Without a destination the search is for this one hotel.
    criteria: { ...criteria, hotelId: criteria.destination ? null : hotelId },
    hotelId,
    roomToken: q.get('roomToken'),
    flightId: q.get('flightId'),
  };
}
