import { randomBytes } from 'node:crypto';
import {
  checkoutMessages,
  type BillingDetails,
  type BillingRequest,
  type CheckoutState,
  type CheckoutTotals,
  type CheckoutView,
  type OptionalExtraEntry,
  type PaymentData,
  type PaymentPlan,
  type PaymentPlansResponse,
  type SavedPassenger,
  type SavePassengerRequest,
  type SeatAssignmentEntry,
  type SeatMap,
  type TransferOption,
  type UploadExtrasRequest,
  type UploadExtrasResponse,
} from '@sunward/contracts/checkout';
import type { SavedCheckout } from '@sunward/contracts/checkout';
import type { PrebookResponse } from '@sunward/contracts/prebook';
import { AppError } from '../../errors';
import { parseFlightPairId, parseRoomRateRef } from '../../integrations/supplier/supplier';
import type { UserRow } from '../auth/service';
import type { Catalogue } from '../catalogue/catalogue';
import type { HeldPrebook, PrebookService } from '../prebook/service';
import { validateBilling } from './billing';
import { validateExtras } from './extras';
import { ageOn, londonToday } from '../../lib/dates';
import {
  toBags,
  toFlightExtras,
  toPriorityBoarding,
  toSeatMap,
  toTransferOptions,
  type CheckoutOptions,
} from './options';
import { validatePassenger } from './passengers';
import { dueToday, paymentPlans } from './plans';
import { depositAvailable } from '../../lib/deposits';
import {
  SeatTakenError,
  type CheckoutRepository,
  type CheckoutRow,
  type PassengerRow,
} from './repository';
import type { Database } from '../../db/client';
import { assertStepAllowed, reached } from './state';
import { computeTotals, emptySelection, type PricedSelection } from './totals';
import { imageUrl } from '../../lib/images';
import { formatPoundsAndPence } from '../../lib/money';
import type { TouristTaxService } from '../tourist-tax/service';
import type { TouristTaxEstimate } from '@sunward/contracts/tourist-tax';

/** What a checkout keeps of the customer's extras: as validated, with the server's prices. */
interface StoredSelection {
  optionalExtras: OptionalExtraEntry[];
  seatAssignments: SeatAssignmentEntry[];
  transfer: TransferOption | null;
  priced: PricedSelection;
}

const emptyStoredSelection = (): StoredSelection => ({
  optionalExtras: [],
  seatAssignments: [],
  transfer: null,
  priced: emptySelection(),
});

interface Party {
  adults: number;
  children: number;
  infants: number;
  childAges: number[];
  rooms: number;
  /** Passengers with a seat: adults and children (infants sit on a lap). */
  seats: number;
  /** Passengers named at checkout: everyone, lap infants included. */
  named: number;
}

interface Loaded {
  held: HeldPrebook;
  checkout: CheckoutRow;
  party: Party;
  selection: StoredSelection;
}

export interface PaymentContext {
  checkoutId: string;
  itineraryUuid: string;
  prebookId: string;
  supplierHoldId: string;
  state: CheckoutState;
  orderRef: string;
  transactionUnique: string;
  /** The signed-in customer who is booking (or saved billing), if any. */
  userId: string | null;
  /** The outbound airline confirms the booking on its own page (Ryanair). */
  airlineConfirmation: boolean;
  plan: PaymentPlan;
  total: number;
  dueToday: number;
  /** The whole checkout (supplier options included): only needed once the payment is approved. */
  loadView: () => Promise<CheckoutView>;
}

export interface CheckoutServiceDeps {
  repo: CheckoutRepository;
  /** The holds a checkout is built on (the prebook module owns them). */
  prebooks: Pick<PrebookService, 'held' | 'reprice'>;
  catalogue: Catalogue;
  /** The payment gateway merchant id sent with payment data. */
  merchantId: string;
  /** The gateway's base URL: the browser loads its hosted card fields from there. */
  gatewayUrl: string;
  /** The tourist tax payable at the hotel for a stay (the tourist-tax module's estimate). */
  touristTax?: Pick<TouristTaxService, 'estimate'>;
  now?: () => Date;
}

interface LivePrice {
  total: number;
  roomsPence: number[];
  flight: { totalPence: number; perPassengerPence: number } | null;
}

/** Who is asking: the signed-in customer, if any, and the checkout key (x-checkout-key). */
export interface CheckoutAccess {
  customer: UserRow | null;
  key: string | undefined;
}
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A paid checkout is a booking: there is nothing left to save for later. */
export const ALREADY_BOOKED = 'This holiday is already booked: you will find it in your account.';
export const SUPERSEDED_MESSAGE =
  'You have booked this holiday again since (perhaps in another tab), so this booking was replaced. Please continue with the newer one.';
export const NO_CHECKOUT_MESSAGE =
  'We could not find a holiday being booked for this search. Please choose your holiday again.';
export const PLAN_NOT_AVAILABLE = 'That payment plan is not available for this booking.';

/** Unambiguous capitals and digits (no 0/O, 1/I): references are read out over the phone. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function reference(length: number): string {
  // 32 symbols divide 256 exactly, so masking a random byte keeps every symbol equally likely.
  return Array.from(randomBytes(length), (b) => REF_ALPHABET.charAt(b & 31)).join('');
}

function toSavedPassenger(row: PassengerRow, party: Party, ageOnReturn: number): SavedPassenger {
  return {
    index: row.idx,
    type: row.idx < party.adults ? 'Adult' : row.idx < party.seats ? 'Child' : 'Infant',
    title: row.title as SavedPassenger['title'],
    gender: row.gender as SavedPassenger['gender'],
    firstName: row.firstName,
    lastName: row.lastName,
    nationality: row.nationality as SavedPassenger['nationality'],
    dateOfBirth: row.dateOfBirth,
    ageOnReturn,
    requiresAssistance: row.requiresAssistance,
    assistanceDetails: row.assistanceDetails,
  };
}

export function createCheckoutService({
  repo,
  prebooks,
  catalogue,
  merchantId,
  gatewayUrl,
  touristTax,
  now = () => new Date(),
}: CheckoutServiceDeps) {
  const supplier = catalogue.supplier;
  const content = catalogue.content;
  const hotels = new Map(content.hotels.map((h) => [h.id, h]));
  const resorts = new Map(content.resorts.map((r) => [r.id, r]));
  const regions = new Map(content.regions.map((r) => [r.id, r]));
  const countries = new Map(content.countries.map((c) => [c.id, c]));

  const today = () => londonToday(now());

  function partyOf(held: HeldPrebook): Party {
    const rooms = held.itinerary.request.rooms;
    const adults = rooms.reduce((n, r) => n + r.adults, 0);
    const childAges = rooms.flatMap((r) => r.child_ages);
    const children = rooms.reduce((n, r) => n + r.children, 0);
    const infants = rooms.reduce((n, r) => n + r.infants, 0);
    return {
      adults,
      children,
      infants,
      childAges,
      rooms: rooms.length,
      seats: adults + children,
      named: adults + children + infants,
    };
  }

  /**
   * The checkout of the itinerary's latest prebook, created on first use. Every call goes through
   * here, so an expired hold is refused (410) whatever the step.
   */
  async function load(
    uuid: string,
    { customer, key }: CheckoutAccess,
    { internal = false }: { internal?: boolean } = {},
  ): Promise<Loaded> {
    // The key is the prebook id, which only the browser that prebooked was given: the itinerary
    // uuid alone (it travels in package links) opens nobody's checkout.
    if (key === undefined || !UUID_RE.test(key)) {
      throw new AppError('NOT_FOUND', NO_CHECKOUT_MESSAGE);
    }
    const held = await prebooks.held(uuid, key);
    if (!held) throw new AppError('NOT_FOUND', NO_CHECKOUT_MESSAGE);
    if (held.superseded && !internal) throw new AppError('CONFLICT', SUPERSEDED_MESSAGE);
    // The payment flow finishes a payment the gateway already took, even past the hold.
    if (!internal && held.expiresAt.getTime() <= now().getTime()) {
      throw new AppError('GONE', checkoutMessages.sessionExpired, {
        title: checkoutMessages.sessionExpiredTitle,
        expired_at: held.expiresAt.toISOString(),
      });
    }
    let checkout = await repo.findByPrebook(held.id);
    if (!checkout) {
      const orderRef = `SW${reference(10)}`;
      checkout = await repo.createForPrebook(
        {
          prebookId: held.id,
          itineraryUuid: held.itinerary.uuid,
          selection: emptyStoredSelection(),
          orderRef,
          transactionUnique: `${orderRef}-${randomBytes(6).toString('hex')}`,
        },
        held.replacesPrebookId,
      );
    }
    // Once a signed-in customer has saved billing, the booking is theirs: the itinerary uuid
    // travels in shared package links, so it alone must not reveal their details.
    if (!internal && checkout.userId !== null && customer?.id !== checkout.userId) {
      throw customer
        ? new AppError('FORBIDDEN', 'This booking belongs to another account.')
        : new AppError('UNAUTHORIZED', 'Please sign in to continue with this booking.');
    }
    return {
      held,
      checkout,
      party: partyOf(held),
      selection: checkout.selection as StoredSelection,
    };
  }

  function totalsOf({ held, party, selection }: Loaded): CheckoutTotals {
    const prebook = held.response;
    return computeTotals({
      roomsPence: prebook.hotel.RoomBookings.map((r) => r.TotalCost),
      nights: prebook.hotel.nights,
      flightPence: prebook.flight?.cost ?? null,
      passengers: party.seats,
      selection: selection.priced,
    });
  }

  /** What the supplier offers this booking: bags, priority, meals/sports, seat maps, transfers. */
  async function optionsOf(held: HeldPrebook): Promise<CheckoutOptions> {
    const prebook = held.response;
    const transfers = toTransferOptions(prebook);
    const flight = prebook.flight;
    const ref = flight && parseFlightPairId(flight.itineraryId);
    if (!flight || !ref) {
      return {
        supplier: null,
        bags: [],
        priorityBoarding: null,
        extras: [],
        seatMaps: {},
        transfers,
      };
    }
    const [extras, outboundMap, returnMap] = await Promise.all([
      supplier.getFlightExtras(ref),
      supplier.getSeatMap(ref.outboundFlightId, ref.outboundDate),
      supplier.getSeatMap(ref.returnFlightId, ref.returnDate),
    ]);
    const supplierName = extras?.supplier ?? supplier.name;
    const seatMaps: Record<string, SeatMap> = {};
    if (outboundMap) {
      seatMaps[outboundMap.flightNumber] = toSeatMap(
        outboundMap,
        'outbound',
        flight.outbound.departsFrom.airportCode,
        supplierName,
      );
    }
    if (returnMap) {
      seatMaps[returnMap.flightNumber] = toSeatMap(
        returnMap,
        'inbound',
        flight.return.departsFrom.airportCode,
        supplierName,
      );
    }
    return {
      supplier: supplierName,
      bags: extras ? toBags(extras) : [],
      priorityBoarding: extras ? toPriorityBoarding(extras) : null,
      extras: extras ? toFlightExtras(extras) : [],
      seatMaps,
      transfers,
    };
  }

  /** Seats other customers' live checkouts hold are shown as taken. */
  async function markHeldSeats(options: CheckoutOptions, checkoutId: string): Promise<void> {
    const maps = Object.values(options.seatMaps);
    const held = await repo.seatsHeldByOthers(
      maps.map((m) => ({ flightNumber: m.flightNumber, flightDate: m.date })),
      checkoutId,
      now(),
    );
    if (held.length === 0) return;
    const taken = new Set(held.map((h) => `${h.flightNumber}|${h.flightDate}|${h.seatNumber}`));
    for (const map of maps) {
      for (const seat of map.seats) {
        if (taken.has(`${map.flightNumber}|${map.date}|${seat.number}`)) seat.available = false;
      }
    }
  }

  function airlineTermsRequired(held: HeldPrebook): string | null {
    const airline = held.response.flight?.outbound.airline;
    return airline === 'Ryanair' ? airline : null;
  }

  function plansFor(loaded: Loaded, totalPence: number): PaymentPlan[] {
    return paymentPlans({
      totalPence,
      passengers: loaded.party.seats,
      departureDate: loaded.held.response.hotel.check_in,
      today: today(),
    });
  }

  function passengerRules(loaded: Loaded) {
    return {
      adults: loaded.party.adults,
      childAges: loaded.party.childAges,
      infants: loaded.party.infants,
      returnDate: loaded.held.response.hotel.check_out,
      today: today(),
    };
  }

  /** Live price of the held rooms and flight; null when any of them can no longer be sold. */
  /** What the supplier charges now for the held rooms and flight; null when either is gone. */
  async function livePrice(loaded: Loaded): Promise<LivePrice | null> {
    const prebook = loaded.held.response;
    const rooms = loaded.held.itinerary.request.rooms;
    const quotes = await Promise.all(
      prebook.hotel.RoomBookings.map((booking, i) => {
        const ref = parseRoomRateRef(booking.RoomBookingToken);
        const room = rooms.at(i);
        if (!ref || !room) return Promise.resolve(null);
        return supplier.quoteRoom(ref, {
          checkIn: prebook.hotel.check_in,
          nights: prebook.hotel.nights,
          room: { adults: room.adults, childAges: room.child_ages, infants: room.infants },
        });
      }),
    );
    const roomsPence: number[] = [];
    for (const q of quotes) {
      if (!q) return null;
      roomsPence.push(q.totalPence);
    }
    let flight: LivePrice['flight'] = null;
    if (prebook.flight) {
      const ref = parseFlightPairId(prebook.flight.itineraryId);
      const quote =
        ref &&
        (await supplier.quoteFlightPair(ref, {
          seats: loaded.party.seats,
          infants: loaded.party.infants,
        }));
      if (!quote) return null;
      flight = { totalPence: quote.totalPence, perPassengerPence: quote.perPassengerPence };
    }
    const total = roomsPence.reduce((a, b) => a + b, 0) + (flight?.totalPence ?? 0);
    return { total, roomsPence, flight };
  }

  /** The prebook as the supplier now prices it (the customer accepted the new price). */
  function repriced(prebook: PrebookResponse, live: LivePrice): PrebookResponse {
    return {
      ...prebook,
      total_pence: live.total,
      hotel: {
        ...prebook.hotel,
        RoomBookings: prebook.hotel.RoomBookings.map((r, i) => ({
          ...r,
          TotalCost: live.roomsPence.at(i) ?? r.TotalCost,
        })),
      },
      flight:
        prebook.flight && live.flight
          ? {
              ...prebook.flight,
              cost: live.flight.totalPence,
              totalPrice: live.flight.totalPence,
              price: {
                perPassenger: live.flight.perPassengerPence,
                perPerson: live.flight.perPassengerPence,
              },
            }
          : prebook.flight,
    };
  }

  /**
   * What the hotel will ask locally for this stay, shown beside the price (never added to what we
   * charge). Children at their searched ages, infants as under 2. A failed estimate leaves it out.
   */
  async function localTaxOf(loaded: Loaded): Promise<TouristTaxEstimate | undefined> {
    if (!touristTax) return undefined;
    const { hotel } = loaded.held.response;
    try {
      return await touristTax.estimate({
        hotel_id: hotel.ivector_property_id,
        check_in: hotel.check_in,
        check_out: hotel.check_out,
        adults: Math.max(1, loaded.party.adults),
        child_ages: [
          ...loaded.party.childAges,
          ...Array.from({ length: loaded.party.infants }, () => 0),
        ],
        rooms: Math.max(
          1,
          Math.min(
            loaded.party.rooms,
            loaded.party.adults + loaded.party.children + loaded.party.infants,
          ),
        ),
        accommodation_pence: hotel.RoomBookings.reduce((n, r) => n + r.TotalCost, 0),
      });
    } catch {
      return undefined;
    }
  }

  async function viewOf(loaded: Loaded): Promise<CheckoutView> {
    const { held, checkout, party, selection } = loaded;
    const prebook = held.response;
    const hotel = hotels.get(prebook.hotel.ivector_property_id);
    const location = hotel
      ? [
          resorts.get(hotel.resortId)?.name,
          regions.get(hotel.regionId)?.name,
          countries.get(hotel.countryId)?.name,
        ]
          .filter((x): x is string => !!x)
          .join(', ')
      : '';
    const image = hotel?.images.at(0);
    const [options, passengers, localTax] = await Promise.all([
      optionsOf(held),
      repo.listPassengers(checkout.id),
      localTaxOf(loaded),
    ]);
    await markHeldSeats(options, checkout.id);
    const returnDate = prebook.hotel.check_out;
    return {
      uuid: held.itinerary.uuid,
      state: checkout.state,
      type: held.itinerary.type,
      expires_at: held.expiresAt.toISOString(),
      party: {
        adults: party.adults,
        children: party.children,
        infants: party.infants,
        child_ages: party.childAges,
        rooms: party.rooms,
      },
      hotel: {
        ivector_property_id: prebook.hotel.ivector_property_id,
        name: prebook.hotel.name,
        location,
        rating: hotel?.stars ?? 0,
        image: image ? imageUrl(image) : '',
        check_in: prebook.hotel.check_in,
        check_out: prebook.hotel.check_out,
        nights: prebook.hotel.nights,
        RoomBookings: prebook.hotel.RoomBookings,
        coordinates: hotel ? { lat: hotel.lat, lon: hotel.lon } : null,
      },
      flight: prebook.flight,
      manual_flight_details: prebook.manual_flight_details,
      airline_terms_required: airlineTermsRequired(held) !== null,
      deposit_available: depositAvailable(prebook.hotel.check_in, today()),
      options,
      selection: {
        optionalExtras: selection.optionalExtras,
        seatAssignments: selection.seatAssignments,
        transfer: selection.transfer,
      },
      passengers: passengers
        .filter((p) => p.idx < party.named)
        .map((p) => toSavedPassenger(p, party, ageOn(p.dateOfBirth, returnDate))),
      billing: (checkout.billing as BillingDetails | null) ?? null,
      agreements_accepted: reached(checkout.state, 'agreements_accepted'),
      plan_id: checkout.planId,
      totals: totalsOf(loaded),
      ...(localTax ? { local_tax: localTax } : {}),
    };
  }

  /** The plan chosen for this checkout, priced from today's total; 409 when it no longer fits. */
  function chosenPlan(loaded: Loaded): { plan: PaymentPlan; total: number } {
    const total = totalsOf(loaded).total;
    if (total <= 0) throw AppError.unprocessable({ total: [checkoutMessages.invalidTotal] });
    // Computed now, from today's total: extras changed after the plan was chosen count.
    const plan = plansFor(loaded, total).find((p) => p.id === loaded.checkout.planId);
    if (!plan) {
      throw new AppError(
        'CONFLICT',
        'Your payment plan is no longer available for this booking. Please choose a payment plan again.',
      );
    }
    return { plan, total };
  }

  /** What the payment flow needs of a checkout: its references, plan, amounts and contents. */
  function paymentContextOf(loaded: Loaded, customer: UserRow | null): PaymentContext {
    const { plan, total } = chosenPlan(loaded);
    return {
      checkoutId: loaded.checkout.id,
      itineraryUuid: loaded.held.itinerary.uuid,
      prebookId: loaded.held.id,
      supplierHoldId: loaded.held.supplierHoldId,
      state: loaded.checkout.state,
      orderRef: loaded.checkout.orderRef,
      transactionUnique: loaded.checkout.transactionUnique,
      userId: loaded.checkout.userId ?? customer?.id ?? null,
      airlineConfirmation: airlineTermsRequired(loaded.held) !== null,
      plan,
      total,
      dueToday: dueToday(plan),
      loadView: () => viewOf(loaded),
    };
  }

  return {
    async view(uuid: string, access: CheckoutAccess): Promise<CheckoutView> {
      return viewOf(await load(uuid, access));
    },

    /** For the payment flow: the checkout the browser holds (checked like every step). */
    async paymentContext(uuid: string, access: CheckoutAccess): Promise<PaymentContext> {
      const loaded = await load(uuid, access);
      if (loaded.checkout.state !== 'booked')
        assertStepAllowed('paymentData', loaded.checkout.state);
      return paymentContextOf(loaded, access.customer);
    },

    /**
     * For the payment flow finishing a payment the gateway answered (3-D Secure return,
     * reconciliation): no browser key, the hold may have run out meanwhile.
     */
    async paymentContextOfCheckout(checkoutId: string): Promise<PaymentContext | undefined> {
      const checkout = await repo.findById(checkoutId);
      if (!checkout) return undefined;
      const loaded = await load(
        checkout.itineraryUuid,
        { customer: null, key: checkout.prebookId },
        { internal: true },
      );
      return paymentContextOf(loaded, null);
    },

    /** Validates and prices the extras, holds the seats, and replaces the previous selection. */
    async uploadExtras(
      body: UploadExtrasRequest,
      access: CheckoutAccess,
    ): Promise<UploadExtrasResponse> {
      const loaded = await load(body.uuid, access);
      const options = await optionsOf(loaded.held);
      const validated = validateExtras(body.extras, {
        options,
        passengers: loaded.party.seats,
        hotelOnly: loaded.held.response.flight === null,
      });
      const selection: StoredSelection = {
        optionalExtras: validated.optionalExtras,
        seatAssignments: validated.seatAssignments,
        transfer: validated.transfer,
        priced: validated.priced,
      };
      let state: CheckoutState;
      try {
        state = await repo.commitExtras({
          checkoutId: loaded.checkout.id,
          selection,
          holds: validated.holds,
          holdExpiresAt: loaded.held.expiresAt,
          now: now(),
        });
      } catch (err) {
        if (err instanceof SeatTakenError) {
          throw new AppError(
            'CONFLICT',
            `Seat ${err.seat.seatNumber} on ${err.seat.flightNumber} has just been taken. Please choose another seat.`,
            { flightNumber: err.seat.flightNumber, seatNumber: err.seat.seatNumber },
          );
        }
        throw err;
      }
      const totals = totalsOf({ ...loaded, selection });
      return {
        state: state,
        flight: { itinerary: { cost: { total: totals.flights } } },
        transfer: validated.transfer,
        totals,
      };
    },

    async savePassenger(
      body: SavePassengerRequest,
      access: CheckoutAccess,
    ): Promise<{ state: CheckoutState; passenger: SavedPassenger }> {
      const loaded = await load(body.uuid, access);
      assertStepAllowed('passengers', loaded.checkout.state);
      const passenger = validatePassenger(body, passengerRules(loaded));
      const id = loaded.checkout.id;
      await repo.upsertPassenger(
        { checkoutId: id, idx: passenger.index },
        {
          title: passenger.title,
          gender: passenger.gender,
          firstName: passenger.firstName,
          lastName: passenger.lastName,
          nationality: passenger.nationality,
          dateOfBirth: passenger.dateOfBirth,
          requiresAssistance: passenger.requiresAssistance,
          assistanceDetails: passenger.assistanceDetails,
          updatedAt: now(),
        },
      );
      const saved = await repo.countPassengers(id, loaded.party.named);
      const state =
        saved >= loaded.party.named
          ? await repo.advanceState(id, 'savePassengers')
          : loaded.checkout.state;
      return { state: state, passenger };
    },

    async saveBilling(
      body: BillingRequest,
      access: CheckoutAccess,
    ): Promise<{ state: CheckoutState; billing: BillingDetails }> {
      const loaded = await load(body.itineraryUuid, access);
      // The client says who it believes is signed in; the bearer token decides.
      if (body.userId !== null && body.userId !== access.customer?.id) {
        throw new AppError(
          'FORBIDDEN',
          'You can only save billing details for the account you are signed in to.',
        );
      }
      assertStepAllowed('billing', loaded.checkout.state);
      const billing = validateBilling(body.billing);
      await repo.saveBilling(
        loaded.checkout.id,
        billing,
        access.customer?.id ?? loaded.checkout.userId,
        now(),
      );
      return { state: loaded.checkout.state, billing };
    },

    /** Re-prices the held rooms and flight live before the customer commits to pay. */
    async confirmPrices(
      uuid: string,
      acceptTotal: number | undefined,
      access: CheckoutAccess,
    ): Promise<{ state: CheckoutState; totals: CheckoutTotals }> {
      const loaded = await load(uuid, access);
      assertStepAllowed('confirmPrices', loaded.checkout.state);
      if (loaded.checkout.billing === null) {
        throw new AppError(
          'CONFLICT',
          'Please save your billing details before confirming prices.',
        );
      }
      const totals = totalsOf(loaded);
      const live = await livePrice(loaded);
      if (live === null) {
        throw new AppError(
          'NO_LONGER_AVAILABLE',
          'Sorry, this holiday has just sold out. Please choose another room, flight or hotel.',
        );
      }
      const held = loaded.held.response.total_pence;
      if (live.total !== held) {
        const total = totals.total - held + live.total;
        if (acceptTotal === total) {
          // Accepted while still live: the hold carries the new price from now on.
          const response = repriced(loaded.held.response, live);
          await prebooks.reprice(loaded.held.id, response);
          const state = await repo.advanceState(loaded.checkout.id, 'confirmPrices');
          return {
            state: state,
            totals: totalsOf({ ...loaded, held: { ...loaded.held, response } }),
          };
        }
        throw new AppError(
          'PRICE_CHANGED',
          `The price of your holiday has changed from ${formatPoundsAndPence(totals.total)} to ${formatPoundsAndPence(total)}. Please review the new price before you continue.`,
          { previous_total: totals.total, total },
        );
      }
      const state = await repo.advanceState(loaded.checkout.id, 'confirmPrices');
      return { state: state, totals };
    },

    async acceptAgreements(
      body: { uuid: string; terms: boolean; airlineTerms?: boolean | undefined },
      access: CheckoutAccess,
    ): Promise<{ state: CheckoutState }> {
      const loaded = await load(body.uuid, access);
      assertStepAllowed('agreements', loaded.checkout.state);
      const airline = airlineTermsRequired(loaded.held);
      const errors: Record<string, string[]> = {};
      if (!body.terms) errors.terms = ['Please accept the terms and conditions to continue'];
      if (airline && body.airlineTerms !== true) {
        errors.airlineTerms = [`Please accept ${airline}'s terms and conditions to continue`];
      }
      if (Object.keys(errors).length > 0) throw AppError.unprocessable(errors);
      return { state: await repo.acceptAgreements(loaded.checkout.id, now()) };
    },

    /** Plans for the server's total, or (extras page preview) for the total the page shows. */
    async plans(
      uuid: string,
      previewTotal: number | undefined,
      access: CheckoutAccess,
    ): Promise<PaymentPlansResponse> {
      const loaded = await load(uuid, access);
      const total = previewTotal ?? totalsOf(loaded).total;
      return {
        plans: plansFor(loaded, total),
        total,
        selected_plan_id: loaded.checkout.planId,
      };
    },

    /**
     * Save for later: the checkout is kept while its hold lasts, in the account when the customer
     * is signed in (a guest's browser keeps its key and hands it over at the next sign-in).
     */
    async saveForLater(
      uuid: string,
      access: CheckoutAccess,
    ): Promise<{ in_account: boolean; expires_at: string }> {
      const loaded = await load(uuid, access);
      if (loaded.checkout.state === 'booked') throw new AppError('CONFLICT', ALREADY_BOOKED);
      await repo.saveForLater(loaded.checkout.id, access.customer?.id ?? null, now());
      return {
        in_account: access.customer !== null,
        expires_at: loaded.held.expiresAt.toISOString(),
      };
    },

    /** A checkout saved while signed out joins the account now signed in (key and live hold). */
    async claimSaved(uuid: string, access: CheckoutAccess & { customer: UserRow }) {
      const loaded = await load(uuid, access);
      return {
        claimed: await repo.claimSaved(loaded.checkout.id, access.customer.id, now()),
      };
    },

    /** The account's saved checkouts whose holds still last; an expired one is gone. */
    async savedCheckouts(customer: UserRow): Promise<{ checkouts: SavedCheckout[] }> {
      const rows = await repo.savedOfUser(customer.id);
      const at = now().getTime();
      const list: SavedCheckout[] = [];
      for (const row of rows) {
        const held = await prebooks.held(row.itineraryUuid, row.prebookId);
        if (!held || held.superseded || held.expiresAt.getTime() <= at) continue;
        const { hotel } = held.response;
        list.push({
          uuid: row.itineraryUuid,
          checkout_key: row.prebookId,
          state: row.state,
          resume_path: row.state === 'prebooked' ? '/book/extras' : '/book/passengers',
          expires_at: held.expiresAt.toISOString(),
          hotel_name: hotel.name,
          check_in: hotel.check_in,
          nights: hotel.nights,
          party: (({ adults, children, infants }) => ({ adults, children, infants }))(
            partyOf(held),
          ),
          prebook: held.response,
        });
      }
      return { checkouts: list };
    },

    async selectPlan(
      body: { uuid: string; planId: string },
      access: CheckoutAccess,
    ): Promise<{ state: CheckoutState; plan: PaymentPlan }> {
      const loaded = await load(body.uuid, access);
      assertStepAllowed('plan', loaded.checkout.state);
      const plan = plansFor(loaded, totalsOf(loaded).total).find((p) => p.id === body.planId);
      if (!plan) throw AppError.unprocessable({ planId: [PLAN_NOT_AVAILABLE] });
      const state = await repo.choosePlan(loaded.checkout.id, plan.id, now());
      return { state: state, plan };
    },

    async paymentData(uuid: string, access: CheckoutAccess): Promise<PaymentData> {
      const loaded = await load(uuid, access);
      assertStepAllowed('paymentData', loaded.checkout.state);
      const { plan } = chosenPlan(loaded);
      return {
        merchantId,
        action: 'SALE',
        type: 1,
        countryCode: 826,
        currencyCode: 826,
        amount: dueToday(plan),
        orderRef: loaded.checkout.orderRef,
        transactionUnique: loaded.checkout.transactionUnique,
        adhoc: false,
        gatewayUrl,
      };
    },

    /** A signed-in customer's profile, with the address they last gave at checkout. */
    async billingPrefill(customer: UserRow) {
      const last = (await repo.latestBillingOfUser(customer.id)) as BillingDetails | null;
      return {
        billing: {
          email: customer.email,
          phone: customer.telephone ?? '',
          addressLine1: last?.addressLine1 ?? '',
          addressLine2: last?.addressLine2 ?? '',
          city: last?.city ?? '',
          postcode: last?.postcode ?? '',
        },
      };
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * The part of the checkout repository another module's transaction may use: moves along the
 * state machine (./state.ts) and reads the state. Built from that transaction by `CheckoutStatesOf`.
 */
export type CheckoutStates = Pick<CheckoutRepository, 'move' | 'stateOf'>;
export type CheckoutStatesOf = (db: Database) => CheckoutStates;

// The passengers' ages a booking was made with (bookings keeps them when it is amended).
export { ADULT_MIN_AGE, LEAD_MIN_AGE } from './passengers';
