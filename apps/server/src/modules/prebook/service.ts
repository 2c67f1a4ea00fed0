import { createHash, randomUUID } from 'node:crypto';
import type { ManualFlightDetails, PrebookResponse } from '@sunward/contracts/prebook';
import type { prebookRequest } from '@sunward/contracts/prebook';
import type { ParsedSearchRequest } from '@sunward/contracts/search';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { PartyRoom } from '../../integrations/supplier/supplier';
import { parseRoomRateRef, roomFits } from '../../integrations/supplier/supplier';
import { toDayIndex } from '../../lib/dates';
import { addDays } from '../../lib/dates';
import { formatPoundsAndPence } from '../../lib/money';
import type { Catalogue } from '../catalogue/catalogue';
import type { SearchEngine } from '../search/engine/search-engine';
import {
  engineCall,
  invalid,
  parseHotelBookingToken,
  toFlight,
  type SearchService,
  type StoredItinerary,
} from '../search/service';
import type { PrebookHold, PrebookRepository } from './repository';

type ParsedPrebook = z.output<typeof prebookRequest>;

const pounds = formatPoundsAndPence;

const partyRoom = (r: ParsedSearchRequest['rooms'][number]): PartyRoom => ({
  adults: r.adults,
  childAges: r.child_ages,
  infants: r.infants,
});

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A live or expired hold with the search it was made from: what a checkout is built on. */
export interface HeldPrebook extends Omit<PrebookHold, 'itineraryUuid'> {
  itinerary: StoredItinerary;
}

export interface PrebookServiceDeps {
  catalogue: Catalogue;
  search: SearchService;
  repo: PrebookRepository;
}

/**
 * Prebook (docs/spec/1-shell-search-package.md): re-prices a package of a stored search live
 * through the supplier interface and holds its rooms and flight.
 */
export function createPrebookService({ catalogue, search, repo }: PrebookServiceDeps) {
  const loadItinerary = (uuid: string) => search.itinerary(uuid);
  const hotelInSearch = search.hotelInSearch;

  return {
    /** The prebook a checkout key names, with its search; undefined when this search has none such. */
    async held(itineraryUuid: string, prebookId: string): Promise<HeldPrebook | undefined> {
      const hold = await repo.findHold(itineraryUuid, prebookId);
      if (!hold) return undefined;
      const { itineraryUuid: uuid, ...rest } = hold;
      return { ...rest, itinerary: await loadItinerary(uuid) };
    },

    /** The customer accepted the supplier's new price: the hold carries it from now on. */
    reprice: (prebookId: string, response: PrebookResponse) => repo.reprice(prebookId, response),

    /**
     * Re-prices live through the supplier and holds room(s) and flight for 30 minutes. Repeating an
     * Idempotency-Key returns the first answer; a price change and a sell-out are distinct errors.
     */
    async prebook(
      req: ParsedPrebook,
      idempotencyKey: string | undefined,
      /** The checkout key the browser already holds: its hold of this search is replaced. */
      currentKey?: string,
    ): Promise<PrebookResponse> {
      const requestHash = createHash('sha256').update(JSON.stringify(req)).digest('hex');
      if (idempotencyKey) {
        const earlier = await repo.findPrebookByKey(idempotencyKey);
        if (earlier) {
          if (earlier.requestHash !== requestHash) {
            throw new AppError(
              'CONFLICT',
              'This Idempotency-Key was already used for a different prebook.',
            );
          }
          return earlier.response;
        }
      }
      const it = await loadItinerary(req.uuid);
      if (req.property_id !== req.ivector_property_id) {
        throw invalid('property_id and ivector_property_id must name the same hotel.');
      }
      const hotel = hotelInSearch(it, req.property_id);
      const code = parseHotelBookingToken(req.hotel_booking_code);
      const window = it.request.flexible_departure ? 3 : 0;
      if (
        !code ||
        code.hotelId !== hotel.id ||
        code.nights !== it.request.nights ||
        Math.abs(toDayIndex(code.checkIn) - toDayIndex(it.request.start_date)) > window
      ) {
        throw invalid('The hotel booking code does not belong to this search.', {
          field: 'hotel_booking_code',
        });
      }
      if (code.checkIn <= catalogue.today())
        throw invalid('The earliest departure date is tomorrow.');
      const checkOut = addDays(code.checkIn, code.nights);
      if (req.rooms.length !== it.request.rooms.length) {
        throw invalid(
          `Please choose one room for each of the ${it.request.rooms.length} rooms in your search.`,
          {
            field: 'rooms',
          },
        );
      }

      const engine = catalogue.engine;
      const offers = engineCall(() =>
        engine.roomOffers({
          hotel_id: hotel.id,
          check_in: code.checkIn,
          nights: code.nights,
          rooms: it.request.rooms,
        }),
      );
      const chosen = req.rooms.map((r, i) => {
        const ref = parseRoomRateRef(r.RoomBookingToken);
        const roomType = hotel.rooms.find((rt) => rt.id === ref?.roomTypeId);
        const party = partyRoom(
          it.request.rooms[i] ?? { adults: 0, children: 0, infants: 0, child_ages: [] },
        );
        if (
          !ref ||
          ref.hotelId !== hotel.id ||
          !roomType ||
          !roomType.boards.includes(ref.board) ||
          !roomFits(roomType, party)
        ) {
          throw invalid(`Room ${i + 1}: that room is not available for your party.`, {
            field: `rooms[${i}]`,
          });
        }
        if (!ref.refundable && req.rooms.length > 1) {
          throw invalid('Only refundable rooms can be booked when you book more than one room.', {
            field: `rooms[${i}]`,
          });
        }
        const offer = offers.rooms[i]?.find((o) => o.rateKey === r.RoomBookingToken);
        if (!offer)
          throw new AppError(
            'NO_LONGER_AVAILABLE',
            `Room ${i + 1} is no longer available for your dates.`,
          );
        if (
          (r.SupplierReference1 !== undefined && r.SupplierReference1 !== offer.supplierRef1) ||
          (r.SupplierReference2 !== undefined && r.SupplierReference2 !== offer.supplierRef2)
        ) {
          throw invalid(
            `Room ${i + 1}: the supplier references do not match the room booking token.`,
          );
        }
        return { ref, party, offer };
      });

      const seats = it.request.rooms.reduce((n, r) => n + r.adults + r.children, 0);
      const infants = it.request.rooms.reduce((n, r) => n + r.infants, 0);
      let flightOption: ReturnType<SearchEngine['flightOption']> = null;
      let manual: ManualFlightDetails | null = null;
      if (it.type === 'package') {
        if (!req.flight_itinerary)
          throw invalid('Please choose a flight.', { field: 'flight_itinerary' });
        if (req.manual_flight_details)
          throw invalid('Flight details are only for hotel-only bookings.');
        flightOption = engine.flightOption(req.flight_itinerary, seats, infants);
        if (!flightOption)
          throw new AppError('NO_LONGER_AVAILABLE', 'That flight is no longer available.');
        if (flightOption.outbound.date !== code.checkIn || flightOption.inbound.date !== checkOut) {
          throw invalid('The flight does not match the dates of your stay.', {
            field: 'flight_itinerary',
          });
        }
        if (!it.request.departure_airports.includes(flightOption.outbound.from.code)) {
          throw invalid('That flight does not leave from one of the airports you searched.');
        }
        if (!hotel.preferredAirports.includes(flightOption.outbound.to.code)) {
          throw invalid('That flight does not fly to an airport for this hotel.');
        }
        if (
          req.arrival_airport_code &&
          req.arrival_airport_code !== flightOption.outbound.to.code
        ) {
          throw invalid('arrival_airport_code must be the airport the flight lands at.', {
            field: 'arrival_airport_code',
          });
        }
      } else {
        if (req.flight_itinerary) throw invalid('A hotel-only booking has no flight to choose.');
        if (req.manual_flight_details) {
          const m = req.manual_flight_details;
          if (m.outbound.date < addDays(catalogue.today(), 0))
            throw invalid('Date cannot be in the past');
          if (`${m.return.date}T${m.return.time}` <= `${m.outbound.date}T${m.outbound.time}`) {
            throw invalid('Return date must be after arrival date');
          }
          manual = m;
        }
      }
      const arrivalAirport =
        flightOption?.outbound.to.code ??
        req.arrival_airport_code ??
        hotel.preferredAirports.at(0) ??
        null;

      const expected =
        chosen.reduce((n, c) => n + c.offer.totalPence, 0) + (flightOption?.totalPence ?? 0);
      const held = await catalogue.supplier.prebook({
        rooms: chosen.map((c) => ({ ...c.ref, room: c.party })),
        checkIn: code.checkIn,
        nights: code.nights,
        ...(flightOption
          ? {
              flight: {
                outboundFlightId: flightOption.outbound.flightId,
                outboundDate: flightOption.outbound.date,
                returnFlightId: flightOption.inbound.flightId,
                returnDate: flightOption.inbound.date,
                seats,
                infants,
              },
            }
          : {}),
        // Prices move while a page is open (live prices): the total the customer saw is what a
        // live total must match, or they are told of the change before anything is held.
        expectedTotalPence: req.accept_total_pence ?? req.shown_total_pence ?? expected,
      });
      if (held.outcome === 'no_longer_available') {
        throw new AppError(
          'NO_LONGER_AVAILABLE',
          'Sorry, this holiday has just sold out. Please choose another room, flight or hotel.',
          {
            reason: held.reason,
          },
        );
      }
      if (held.outcome === 'price_changed') {
        throw new AppError(
          'PRICE_CHANGED',
          `The price of this holiday has changed from ${pounds(held.previousTotalPence)} to ${pounds(held.totalPence)}.`,
          { previous_total_pence: held.previousTotalPence, total_pence: held.totalPence },
        );
      }

      // The party's flights at the resort's airport, local time: the driver's times follow them.
      const flights = flightOption
        ? {
            arrivesLocal: `${flightOption.outbound.arrivalLocalDate}T${flightOption.outbound.arrivalLocalTime}`,
            returnDepartsLocal: `${flightOption.inbound.date}T${flightOption.inbound.departureLocalTime}`,
          }
        : manual
          ? {
              arrivesLocal: `${manual.outbound.date}T${manual.outbound.time}`,
              returnDepartsLocal: `${manual.return.date}T${manual.return.time}`,
            }
          : undefined;
      const transfers = arrivalAirport
        ? await catalogue.supplier.getTransfers({
            hotelId: hotel.id,
            airportCode: arrivalAirport,
            passengers: seats,
            infants,
            ...(flights ? { flights } : {}),
          })
        : [];
      const response: PrebookResponse = {
        uuid: it.uuid,
        prebook_id: randomUUID(),
        expires_at: new Date(held.expiresAt).toISOString(),
        total_pence: held.totalPence,
        flight: flightOption
          ? {
              ...toFlight(flightOption, code.nights),
              cost: held.flight?.totalPence ?? flightOption.totalPence,
              totalPrice: held.flight?.totalPence ?? flightOption.totalPence,
            }
          : null,
        hotel: {
          ivector_property_id: hotel.id,
          name: hotel.name,
          check_in: code.checkIn,
          check_out: checkOut,
          nights: code.nights,
          arrival_airport_code: arrivalAirport,
          RoomBookings: chosen.map((c, i) => ({
            RoomBookingToken: c.offer.rateKey,
            RoomType: c.offer.roomTypeName,
            MealBasisCode: c.offer.boardName,
            NonRefundable: !c.offer.refundable,
            TotalCost: held.rooms[i]?.totalPence ?? c.offer.totalPence,
            Supplier: catalogue.supplier.name,
            SupplierReference: `${held.holdId}-${i + 1}`,
          })),
        },
        transfer: transfers.map((t) => ({
          id: t.id,
          vehicle_type: t.vehicleType,
          name: t.name,
          description: t.description,
          supplier: t.supplier,
          total_pence: t.totalPence,
          vehicles: t.vehicles,
          duration_minutes: t.durationMinutes,
          distance_km: t.distanceKm,
          collections: t.collections,
        })),
        manual_flight_details: manual,
      };
      let answer = response;
      const placed = await repo.placePrebook({
        itinerary: it,
        replaces: currentKey !== undefined && UUID_RE.test(currentKey) ? currentKey : undefined,
        prebook: (uuid) => {
          answer = { ...response, uuid };
          return {
            id: response.prebook_id,
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
            supplierHoldId: held.holdId,
            hotelId: hotel.id,
            totalPence: held.totalPence,
            expiresAt: new Date(response.expires_at),
            response: answer,
          };
        },
      });
      if (placed === undefined && idempotencyKey) {
        // A concurrent request with the same key won the race: answer what it stored.
        const winner = await repo.findPrebookByKey(idempotencyKey);
        if (winner) return winner.response;
      }
      return answer;
    },
  };
}
export type PrebookService = ReturnType<typeof createPrebookService>;
