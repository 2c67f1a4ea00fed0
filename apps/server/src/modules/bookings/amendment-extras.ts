import {
  amendmentMessages,
  EXTRAS_DUE_DAYS,
  type ExtrasAmendmentRequest,
  type StaffExtrasOptions,
} from '@sunward/contracts/staff-amendments';
import { staffAdminMessages } from '@sunward/contracts/staff';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { FlightExtras, SeatMap, Supplier } from '../../integrations/supplier/supplier';
import { addDays, formatLongDate, londonToday } from '../../lib/dates';
import { auditEntry, type SignedInActor } from '../staff/service';
import type { AmendmentRow, AmendmentsRepository, ExtrasOrder } from './amendments-repository';
import type { BookingRow, BookingsRepository } from './repository';
import type { BookingSnapshot } from './snapshot';

type Direction = 'outbound' | 'inbound';

/** A booking's flights as the supplier sells extras on them now. */
interface Offer {
  options: StaffExtrasOptions;
  flights: { direction: Direction; map: SeatMap }[];
  extras: FlightExtras | null;
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * When extras added after booking are owed: a week later, or the day before departure when that
 * is sooner (never before today).
 */
export function extrasDueDate(today: string, departureDate: string): string {
  const week = addDays(today, EXTRAS_DUE_DAYS);
  const eve = addDays(departureDate, -1);
  const due = week < eve ? week : eve;
  return due < today ? today : due;
}

/** Why nothing can be added to this booking now, or null. */
function blocked(row: BookingRow, today: string): string | null {
  const snapshot = row.details as BookingSnapshot;
  if (row.status === 'cancelled') return amendmentMessages.cancelled;
  if (row.departureDate <= today) return amendmentMessages.travelled;
  if (!snapshot.flights) return amendmentMessages.noFlights;
  if (!snapshot.flightRef || !snapshot.bought) return amendmentMessages.notKept;
  if (row.supplierStatus !== 'booked' || !row.supplierReference) {
    return amendmentMessages.notWithSupplier;
  }
  return null;
}

/**
 * Hold bags and seats added to a booking after it was made (the staff module decides who may):
 * priced live by the supplier, bought with it as a durable job (asked at once, retried if it
 * cannot be reached), and only once sold added to the booking's total and confirmation and owed
 * by the customer as a new instalment, paid from the booking's Payment tab.
 */
export function createExtrasAmendments(deps: {
  repo: BookingsRepository;
  amendments: AmendmentsRepository;
  supplier: Supplier;
  log: Pick<FastifyBaseLogger, 'error'>;
  now: () => Date;
}) {
  const { repo, amendments, supplier, now } = deps;

  async function offerFor(row: BookingRow): Promise<Offer> {
    const none = (unavailable: string): Offer => ({
      options: { unavailable, bags: [], flights: [] },
      flights: [],
      extras: null,
    });
    const why = blocked(row, londonToday(now()));
    const snapshot = row.details as BookingSnapshot;
    const ref = snapshot.flightRef;
    const bought = snapshot.bought ?? { bags: [], seats: [] };
    if (why || !ref) return none(why ?? amendmentMessages.notKept);
    const [extras, outbound, inbound] = await Promise.all([
      supplier.getFlightExtras(ref),
      supplier.getSeatMap(ref.outboundFlightId, ref.outboundDate),
      supplier.getSeatMap(ref.returnFlightId, ref.returnDate),
    ]);
    const flights = [
      { direction: 'outbound' as const, map: outbound },
      { direction: 'inbound' as const, map: inbound },
    ].filter((f): f is { direction: Direction; map: SeatMap } => f.map !== null);
    const seated = snapshot.passengers
      .map((p, i) => ({ passenger: i + 1, name: `${p.first_names} ${p.last_name}`, type: p.type }))
      .filter((p) => p.type !== 'Infant');
    return {
      extras,
      flights,
      options: {
        unavailable: null,
        bags: (extras?.bags ?? []).map((b) => {
          const had = bought.bags.find((x) => x.id === b.id)?.quantity ?? 0;
          return {
            id: b.id,
            weightKg: b.weightKg,
            unitPence: b.pricePence,
            bought: had,
            maxMore: Math.max(0, b.maxQuantity - had),
          };
        }),
        flights: flights.map(({ direction, map }) => {
          const ours = bought.seats.filter((x) => x.flightNumber === map.flightNumber);
          const bands = new Map(map.bands.map((b) => [b.id, b]));
          return {
            direction,
            flightNumber: map.flightNumber,
            date: map.date,
            passengersWithoutSeat: seated
              .filter((p) => !ours.some((x) => x.passenger === p.passenger))
              .map(({ passenger, name }) => ({ passenger, name })),
            seats: map.seats
              .filter((x) => x.available && !ours.some((o) => o.seatNumber === x.number))
              .map((x) => ({
                number: x.number,
                band: bands.get(x.bandId)?.description ?? '',
                pricePence: bands.get(x.bandId)?.pricePence ?? 0,
              })),
          };
        }),
      },
    };
  }

  /** The order a request makes of the offer, or 422 with each field's problem. */
  function orderOf(offer: Offer, body: ExtrasAmendmentRequest, row: BookingRow): ExtrasOrder {
    const errors: Record<string, string[]> = {};
    const problem = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const order: ExtrasOrder = { bags: [], seats: [], lines: [] };
    for (const wanted of body.bags) {
      const bag = offer.options.bags.find((b) => b.id === wanted.id);
      const already = order.bags.some((b) => b.id === wanted.id);
      if (!bag || already) {
        problem('bags', amendmentMessages.unknownBag);
        continue;
      }
      if (wanted.quantity < 1 || wanted.quantity > bag.maxMore) {
        problem('bags', amendmentMessages.tooManyBags(bag.maxMore));
        continue;
      }
      order.bags.push({
        id: bag.id,
        weightKg: bag.weightKg,
        quantity: wanted.quantity,
        unitPence: bag.unitPence,
      });
      order.lines.push({
        description: `${String(wanted.quantity)} × ${String(bag.weightKg)}kg hold bag`,
        amountPence: wanted.quantity * bag.unitPence,
      });
    }
    const snapshot = row.details as BookingSnapshot;
    for (const wanted of body.seats) {
      const flight = offer.options.flights.find((f) => f.direction === wanted.direction);
      const map = offer.flights.find((f) => f.direction === wanted.direction)?.map;
      if (!flight || !map) {
        problem('seats', amendmentMessages.unknownSeat);
        continue;
      }
      const passenger = snapshot.passengers.at(wanted.passenger - 1);
      if (!passenger || passenger.type === 'Infant') {
        problem('seats', amendmentMessages.passengerNoSeat);
        continue;
      }
      const twice = order.seats.some(
        (x) => x.direction === wanted.direction && x.passenger === wanted.passenger,
      );
      if (twice || !flight.passengersWithoutSeat.some((p) => p.passenger === wanted.passenger)) {
        problem('seats', amendmentMessages.passengerHasSeat);
        continue;
      }
      if (
        order.seats.some(
          (x) => x.direction === wanted.direction && x.seatNumber === wanted.seatNumber,
        )
      ) {
        problem('seats', amendmentMessages.seatTwice);
        continue;
      }
      const seat = flight.seats.find((x) => x.number === wanted.seatNumber);
      if (!seat) {
        const exists = map.seats.some((x) => x.number === wanted.seatNumber);
        problem('seats', exists ? amendmentMessages.seatTaken : amendmentMessages.unknownSeat);
        continue;
      }
      order.seats.push({
        direction: wanted.direction,
        flightId: map.flightId,
        flightNumber: map.flightNumber,
        date: map.date,
        passenger: wanted.passenger,
        seatNumber: seat.number,
        pricePence: seat.pricePence,
      });
      order.lines.push({
        description: `Seat ${seat.number} on ${map.flightNumber} for ${passenger.first_names} ${passenger.last_name}`,
        amountPence: seat.pricePence,
      });
    }
    if (body.bags.length === 0 && body.seats.length === 0) {
      problem('bags', amendmentMessages.nothingChosen);
    }
    if (body.reason.trim() === '') problem('reason', amendmentMessages.reasonForExtras);
    if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);
    return order;
  }

  /**
   * Asks the supplier for a requested amendment's extras (again: the request id is the
   * amendment's, so a repeat answers the first outcome) and records its answer once. The
   * supplier unreachable: throws, and the job asks again later.
   */
  async function complete(amendmentId: string): Promise<AmendmentRow | undefined> {
    const amendment = await amendments.find(amendmentId);
    if (amendment?.state !== 'requested') return amendment;
    const row = await repo.findById(amendment.bookingId);
    const snapshot = row?.details as BookingSnapshot | undefined;
    const ref = snapshot?.flightRef;
    if (!row?.supplierReference || !ref) {
      return amendments.extrasRefused(amendmentId, amendmentMessages.notWithSupplier);
    }
    const order = amendment.after as ExtrasOrder;
    const answer = await supplier.addExtras(row.supplierReference, {
      requestId: amendment.id,
      flight: ref,
      bags: order.bags.map((b) => ({ id: b.id, quantity: b.quantity })),
      seats: order.seats.map((x) => ({
        flightId: x.flightId,
        date: x.date,
        seatNumber: x.seatNumber,
      })),
      expectedTotalPence: amendment.pricePence ?? 0,
    });
    if (answer.outcome === 'added') {
      return amendments.extrasSold({
        amendmentId,
        // The confirmation's add-ons say when each was added; the instalment says what it is for.
        addons: order.lines.map((l) => ({
          description: `${l.description} (added after booking)`,
          amount: l.amountPence,
        })),
        instalment: {
          description: `Extras added on ${formatLongDate(londonToday(amendment.createdAt))}: ${order.lines.map((l) => l.description).join('; ')}`,
          dueDate: extrasDueDate(londonToday(now()), row.departureDate),
        },
        cancelledRefusal: amendmentMessages.cancelled,
      });
    }
    const refusal =
      answer.outcome === 'price_changed'
        ? `The supplier's price is now ${pounds(answer.totalPence)}, not ${pounds(amendment.pricePence ?? 0)}: nothing was added.`
        : answer.outcome === 'unavailable'
          ? `The supplier refused: ${answer.reason}`
          : 'The supplier has no live booking with this reference.';
    return amendments.extrasRefused(amendmentId, refusal);
  }

  return {
    /** What may be added to a booking now, at the supplier's live prices. */
    async extrasOptions(reference: string): Promise<StaffExtrasOptions> {
      const row = await repo.findByReference(reference);
      if (!row) throw new AppError('NOT_FOUND', staffAdminMessages.bookingNotFound);
      return (await offerFor(row)).options;
    },

    /**
     * Adds the chosen bags and seats at the price the desk showed: 409 when the booking cannot
     * take extras or the price has changed, 422 per field; then records the request, asks the
     * supplier at once (the job asks again if it could not be reached) and answers the
     * amendment as it then stands.
     */
    async addExtras(
      reference: string,
      body: ExtrasAmendmentRequest,
      actor: SignedInActor,
    ): Promise<AmendmentRow> {
      const row = await repo.findByReference(reference);
      if (!row) throw new AppError('NOT_FOUND', staffAdminMessages.bookingNotFound);
      const offer = await offerFor(row);
      if (offer.options.unavailable) throw new AppError('CONFLICT', offer.options.unavailable);
      const order = orderOf(offer, body, row);
      const price = order.lines.reduce((n, l) => n + l.amountPence, 0);
      if (price !== body.expectedTotalPence) {
        throw new AppError('CONFLICT', amendmentMessages.priceChanged(price));
      }
      const at = now();
      const reason = body.reason.trim();
      const outcome = await amendments.requestExtras(
        { bookingId: row.id, order, pricePence: price, staffId: actor.staffId, reason, at },
        (amendmentId) =>
          auditEntry(
            actor,
            'booking.extrasRequested',
            { type: 'booking', id: row.id },
            { after: { amendmentId, lines: order.lines, pricePence: price, reason } },
            at,
          ),
      );
      if (outcome.kind === 'changed') throw new AppError('CONFLICT', amendmentMessages.cancelled);
      try {
        return (await complete(outcome.amendment.id)) ?? outcome.amendment;
      } catch (error) {
        // The supplier could not be reached: the request stands and its job asks again.
        deps.log.error(
          { amendmentId: outcome.amendment.id, err: error },
          'extras could not be bought yet',
        );
        return outcome.amendment;
      }
    },

    /** The job's work: a requested amendment's extras bought (or refused) once. */
    async completeExtras(amendmentId: string): Promise<void> {
      await complete(amendmentId);
    },
  };
}
