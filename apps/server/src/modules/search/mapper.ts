import type {
  Flight,
  Itinerary,
  ItineraryHotel,
  ParsedSearchRequest,
  ResultsPage,
  RoomOffer,
  SpecialOffer,
} from '@sunward/contracts/search';
import { OFFER_NAMES } from '@sunward/contracts/search';
import type { HotelReviewScore } from '@sunward/contracts/reviews';
import type { CatalogueContent, Promotion, RoomType } from '../../integrations/supplier/supplier';
import type {
  FlightLeg,
  FlightOption,
  HotelPackage,
  PackageRoom,
  RoomOffer as EngineOffer,
  SearchResult,
} from './engine/types';
import { imageUrl } from '../../lib/images';
import { depositAvailable } from '../../lib/deposits';

/** Engine results → the wire shapes of docs/spec/1-shell-search-package.md §3 (packages/contracts/src/search.ts). */

function leg(l: FlightLeg): Flight['outbound'] {
  return {
    airline: l.airlineName,
    airlineCode: l.airlineCode,
    flightNumber: l.flightNumber,
    durationMinutes: l.durationMinutes,
    includedBaggageKg: l.includedBaggageKg,
    departsFrom: {
      airportCode: l.from.code,
      airportName: l.from.name,
      at: l.departsAtUtc,
      localDate: l.date,
      localTime: l.departureLocalTime,
    },
    arrivesAt: {
      airportCode: l.to.code,
      airportName: l.to.name,
      at: l.arrivesAtUtc,
      localDate: l.arrivalLocalDate,
      localTime: l.arrivalLocalTime,
    },
  };
}

export function toFlight(option: FlightOption, nights: number): Flight {
  return {
    itineraryId: option.id,
    outbound: leg(option.outbound),
    return: leg(option.inbound),
    price: {
      perPassenger: option.perPassengerPence,
      perPerson: Math.round(option.totalPence / Math.max(1, option.seats)),
    },
    cost: option.totalPence,
    totalPrice: option.totalPence,
    durationNights: nights,
    seats: option.seats,
    infants: option.infants,
  };
}

/**
 * Room-type images by room type id: the room type is found by its id, its images read (a supplier
 * may make them when read) and their addresses made for the few rooms an answer shows.
 */
export class RoomImages {
  private readonly byRoomType = new Map<number, RoomType>();
  constructor(content: CatalogueContent) {
    for (const h of content.hotels) for (const rt of h.rooms) this.byRoomType.set(rt.id, rt);
  }
  of(roomTypeId: number): string[] {
    return (this.byRoomType.get(roomTypeId)?.images ?? []).map(imageUrl);
  }
}

export function fromPackageRoom(room: PackageRoom, images: RoomImages): RoomOffer {
  return {
    RoomBookingToken: room.rateKey,
    RoomType: room.roomTypeName,
    StandardisedMealBasisCode: room.board,
    MealBasisCode: room.boardName,
    NonRefundable: !room.refundable,
    TotalCost: room.totalPence,
    ...(room.standardPence > room.totalPence ? { StandardCost: room.standardPence } : {}),
    SupplierReference1: room.roomTypeCode,
    SupplierReference2: `${room.board}-${room.refundable ? 'R' : 'NR'}`,
    Images: images.of(room.roomTypeId),
  };
}

export function fromEngineOffer(offer: EngineOffer): RoomOffer {
  return {
    RoomBookingToken: offer.rateKey,
    RoomType: offer.roomTypeName,
    StandardisedMealBasisCode: offer.board,
    MealBasisCode: offer.boardName,
    NonRefundable: !offer.refundable,
    TotalCost: offer.totalPence,
    ...(offer.standardPence > offer.totalPence ? { StandardCost: offer.standardPence } : {}),
    SupplierReference1: offer.supplierRef1,
    SupplierReference2: offer.supplierRef2,
    Images: offer.images.map(imageUrl),
  };
}

/** The hotel booking code prebook must repeat: which hotel, from when, for how long. */
export const hotelBookingToken = (hotelId: number, checkIn: string, nights: number) =>
  `H${hotelId}:${checkIn}:${nights}`;

export function parseHotelBookingToken(
  token: string,
): { hotelId: number; checkIn: string; nights: number } | null {
  const m = /^H(\d+):(\d{4}-\d{2}-\d{2}):(\d{1,2})$/.exec(token);
  if (!m) return null;
  return { hotelId: Number(m[1]), checkIn: m[2], nights: Number(m[3]) };
}

/** A hotel's score from its approved reviews, when its results card shows one (modules/reviews). */
export type HotelReviewScores = (hotelId: number) => HotelReviewScore | undefined;

/**
 * `today` (yyyy-mm-dd, London) decides whether a deposit can still be offered for the stay;
 * `reviewScores` adds the hotel's review score where it has one to show (an in-memory map).
 */
export function toItineraryHotel(
  p: HotelPackage,
  images: RoomImages,
  today: string,
  reviewScores?: HotelReviewScores,
): ItineraryHotel {
  const imageUrls = p.images.map(imageUrl);
  const hotel: ItineraryHotel = {
    ivector_property_id: p.hotelId,
    name: p.name,
    bookingToken: hotelBookingToken(p.hotelId, p.checkIn, p.nights),
    region: p.region,
    region_id: p.regionId,
    resort: p.resort,
    country: p.country,
    location: p.location,
    facilities: p.facilities,
    features: p.features,
    rating: p.stars,
    lat: p.lat,
    lon: p.lon,
    imageUrls,
    main_image: imageUrls[0] ?? '',
    adults_only: p.adultsOnly ? 1 : 0,
    lgbtq_friendly: p.lgbtqFriendly ? 1 : 0,
    family_hotels: p.familyHotels ? 1 : 0,
    prefered_airports: p.preferredAirports,
    isHotelOnly: p.isHotelOnly,
    rooms: p.rooms.map((r) => fromPackageRoom(r, images)),
    package: {
      checkIn: p.checkIn,
      checkOut: p.checkOut,
      nights: p.nights,
      boardBasis: p.boardBasis,
      boardName: p.boardName,
      hotelPence: p.hotelPence,
      flightPence: p.flightPence,
      totalPence: p.totalPence,
      perPersonPence: p.perPersonPence,
      flightId: p.flight?.id ?? null,
      depositAvailable: depositAvailable(p.checkIn, today),
      ...(p.promotion && p.standardTotalPence > p.totalPence
        ? { offer: specialOfferOf(p.promotion, p.totalPence, p.standardTotalPence) }
        : {}),
    },
  };
  // Added only where there is one: most hotels have none, and keep the one object shape.
  const reviews = reviewScores?.(p.hotelId);
  if (reviews) hotel.reviews = reviews;
  return hotel;
}

/** A special offer as customers are shown it: its name, discount and what it saves. */
export function specialOfferOf(
  promotion: Promotion,
  totalPence: number,
  standardTotalPence: number,
): SpecialOffer {
  return {
    kind: promotion.kind,
    name: OFFER_NAMES[promotion.kind],
    discountPct: promotion.discountPct,
    standardTotalPence,
    savingPence: standardTotalPence - totalPence,
  };
}

/** The flights that the listed hotels' packages use, each once. */
export function flightsOf(packages: HotelPackage[]): Flight[] {
  const flights = new Map<string, Flight>();
  for (const p of packages) {
    if (p.flight && !flights.has(p.flight.id))
      flights.set(p.flight.id, toFlight(p.flight, p.nights));
  }
  return [...flights.values()];
}

/**
 * The itinerary of docs/spec/1-shell-search-package.md §3 for a search's result. `listed` are the hotels it carries, in order:
 * every hotel found, or one page of them (then `results` says which page, with counts and facets).
 * The cheapest flight price and the featured hotel are worked out over every hotel found.
 */
export function toItinerary(
  uuid: string,
  request: ParsedSearchRequest,
  type: 'package' | 'hotelonly',
  result: Pick<SearchResult, 'matches'>,
  listed: HotelPackage[],
  images: RoomImages,
  today: string,
  results?: ResultsPage,
  reviewScores?: HotelReviewScores,
): Itinerary {
  const featuredId = request.featured_ivector_property_id ?? null;
  let cheapestFlight: number | null = null;
  for (const fare of result.matches.flightPerPassengerPence) {
    if (!Number.isNaN(fare)) cheapestFlight = Math.min(cheapestFlight ?? Infinity, fare);
  }
  const rooms = request.rooms.map((r) => ({
    adults: r.adults,
    children: r.children,
    infants: r.infants,
    child_ages: r.child_ages,
  }));
  const end = new Date(`${request.start_date}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + request.nights);
  const featuredPresent = featuredId !== null && result.matches.hotelId.includes(featuredId);
  return {
    uuid,
    type,
    hotels: listed.map((p) => toItineraryHotel(p, images, today, reviewScores)),
    flights: flightsOf(listed),
    num_adults: rooms.reduce((n, r) => n + r.adults, 0),
    num_children: rooms.reduce((n, r) => n + r.children, 0),
    num_infants: rooms.reduce((n, r) => n + r.infants, 0),
    child_ages: rooms.flatMap((r) => r.child_ages),
    rooms,
    departure_airports: type === 'package' ? request.departure_airports : [],
    destination_regions: request.destination_regions ?? [],
    duration: request.nights,
    flight_price: cheapestFlight,
    start_date: request.start_date,
    departure_date: request.start_date,
    end_date: end.toISOString().slice(0, 10),
    flexible_departure: request.flexible_departure,
    featured_ivector_property_id: featuredPresent ? featuredId : null,
    featured_text: featuredPresent ? 'Featured deal' : null,
    ...(results ? { results } : {}),
  };
}
