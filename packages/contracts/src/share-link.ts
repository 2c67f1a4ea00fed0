/** One room of the party, as the shared-holiday link carries it. */
export interface SharedLinkRoom {
  adults: number;
  children: number;
  infants: number;
  /** A child's age not given yet is null: the page the link opens asks for it. */
  childAges: readonly (number | null)[];
}

/** A holiday to reopen: the hotel, its dates, the party and (for a package) the airports. */
export interface SharedPackageLink {
  hotelId: number;
  startDate: string;
  endDate: string;
  nights: number;
  flexible: boolean;
  /** Departure airports; none: hotel only. */
  airports: readonly string[];
  rooms: readonly SharedLinkRoom[];
  destination?: { id: number; name?: string } | null;
  /** The room chosen for each requested room, comma-separated (one token: the same for all). */
  roomToken?: string | null;
  flightId?: string | null;
}

/**
 * The party in a link's `rooms` parameter (the shared-holiday link and the results page's
 * address alike): JSON of each room's adults, children, infants and child ages, in that order.
 */
export function roomsParam(rooms: readonly SharedLinkRoom[]): string {
  return JSON.stringify(
    rooms.map((r) => ({
      adults: r.adults,
      children: r.children,
      infants: r.infants,
      childAges: r.childAges,
    })),
  );
}

/**
 * The query of `/share/package` that reopens a holiday (the spec's 'SharedPackage':
 * hotelId&destination&startDate&endDate&airports&rooms&nights&flexible&roomToken&flightId), made
 * the same by the package page's Share Holiday and the server's e-mails.
 */
export function sharedPackageQuery(link: SharedPackageLink): URLSearchParams {
  const q = new URLSearchParams({ hotelId: String(link.hotelId) });
  if (link.destination) q.set('destination', String(link.destination.id));
  if (link.destination?.name) q.set('destinationName', link.destination.name);
  q.set('startDate', link.startDate);
  q.set('endDate', link.endDate);
  if (link.airports.length > 0) q.set('airports', link.airports.join(','));
  q.set('rooms', roomsParam(link.rooms));
  q.set('nights', String(link.nights));
  q.set('flexible', link.flexible ? '1' : '0');
  if (link.roomToken) q.set('roomToken', link.roomToken);
  if (link.flightId) q.set('flightId', link.flightId);
  return q;
}
