import { emailPattern } from '@sunward/contracts/auth';
import {
  isAlertableDrop,
  PRICE_WATCH_RULES,
  priceWatchMessages,
  type PriceHistory,
  type PriceWatch,
  type PriceWatchCreated,
  type PriceWatchRequest,
} from '@sunward/contracts/price-watch';
import { sharedPackageQuery } from '@sunward/contracts/share-link';
import { AppError } from '../../errors';
import type { SupplierChange } from '../../integrations/supplier/supplier';
import { sha256Hex } from '../../lib/hash';
import { addDays, londonToday } from '../../lib/dates';
import { guestsText } from '../../lib/labels';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { randomToken } from '../../lib/tokens';
import type { Catalogue } from '../catalogue/catalogue';
import type { SearchEngine } from '../search/engine/search-engine';
import {
  engineCall,
  prepareSearch,
  type SearchService,
  type StoredItinerary,
} from '../search/service';
import type {
  HolidayRepository,
  NewTrackedHoliday,
  PriceWatchRow,
  TrackedHolidayRow,
} from './holiday-repository';
import type { PricesRepository } from './repository';

const DAY_MS = 86_400_000;

/** What a price watch e-mail says: the mail module fills this port. */
export interface PriceWatchMailer {
  /** The double opt-in link of a guest's watch. */
  confirm(input: WatchMailInput & { confirmUrl: string }): Promise<void>;
  /** The price dropped from `fromPence` to `toPence` (sent once per watch and London day). */
  alert(input: WatchMailInput & { fromPence: number; toPence: number; day: string }): Promise<void>;
}

export interface WatchMailInput {
  watchId: string;
  to: string;
  hotelName: string;
  location: string;
  checkIn: string;
  nights: number;
  guests: string;
  type: 'package' | 'hotelonly';
  /** The page that opens the holiday afresh. */
  holidayUrl: string;
  /** The page that stops the e-mails, and its one-click form (RFC 8058). */
  unsubscribeUrl: string;
  oneClickUrl: string;
}

export interface PriceWatchDeps {
  catalogue: Catalogue;
  search: SearchService;
  holidays: HolidayRepository;
  feed: Pick<PricesRepository, 'batch'>;
  mail: PriceWatchMailer;
  /** The key tokens are sealed with for later e-mails (the app's secret-box key). */
  sealKey: Buffer;
  publicUrl: string;
  /** Wakes the job queue after work was queued in a commit. */
  kick: () => void;
  now?: () => Date;
}

type Rooms = NewTrackedHoliday['rooms'];

/** The party's rooms in one written form (ages sorted), so one party is one holiday. */
function normalRooms(rooms: StoredItinerary['request']['rooms']): Rooms {
  return rooms.map((r) => ({
    adults: r.adults,
    children: r.children,
    infants: r.infants,
    child_ages: [...r.child_ages].sort((a, b) => a - b),
  }));
}

/** What a change batch may price differently (`touchedBy`). */
interface Touched {
  hotels: Set<number>;
  /** UK airport → airports abroad whose fares to or from it changed. */
  fares: Map<string, Set<string>>;
}

/**
 * Price history and price watch. A holiday's price is the engine's cheapest for its hotel on its
 * check-in date, for its party (and, for a package, from its airports): the package page's price.
 * It is recorded when a customer looks at it and after every supplier change batch that touches
 * its hotel or its flights, as a new point only when it changed.
 */
export function createPriceWatches(deps: PriceWatchDeps) {
  const { catalogue, search, holidays } = deps;
  const now = deps.now ?? (() => new Date());
  /** Today in London on the app's clock: departures and the once-a-day rule go by it. */
  const today = () => londonToday(now());
  const content = catalogue.content;
  const hotelsById = new Map(content.hotels.map((h) => [h.id, h]));
  const roomHotel = new Map(
    content.hotels.flatMap((h) => h.rooms.map((r) => [r.id, h.id] as const)),
  );
  const flightsById = new Map(content.flights.map((f) => [f.id, f]));
  const hotelAirports = new Map(content.hotels.map((h) => [h.id, h.preferredAirports]));

  /**
   * What a batch may price differently: the hotels whose rates it changed, and per UK airport the
   * airports abroad whose fares to or from it changed (a package from that airport to a hotel
   * near one of those). Small either way: a fare change names two airports, not the tens of
   * thousands of hotels they serve.
   */
  function touchedBy(changes: readonly SupplierChange[]): Touched {
    const hotels = new Set<number>();
    const fares = new Map<string, Set<string>>();
    for (const c of changes) {
      if (c.kind === 'rate') {
        const h = roomHotel.get(c.roomTypeId);
        if (h !== undefined) hotels.add(h);
      } else {
        const f = flightsById.get(c.flightId);
        if (!f) continue;
        const [uk, abroad] = f.direction === 'outbound' ? [f.from, f.to] : [f.to, f.from];
        const destinations = fares.get(uk) ?? new Set<string>();
        destinations.add(abroad);
        fares.set(uk, destinations);
      }
    }
    return { hotels, fares };
  }

  /** Whether a followed holiday is one the batch may price differently (`touchedBy`). */
  function isTouched(holiday: TrackedHolidayRow, touched: Touched): boolean {
    if (touched.hotels.has(holiday.hotelId)) return true;
    if (holiday.type !== 'package') return false;
    const near = hotelAirports.get(holiday.hotelId) ?? [];
    return holiday.departureAirports.some((uk) => {
      const destinations = touched.fares.get(uk);
      return destinations !== undefined && near.some((code) => destinations.has(code));
    });
  }

  /** The engine's price of a holiday now and the batch it was seen at (read together). */
  function priceNow(
    h: Pick<
      TrackedHolidayRow,
      'hotelId' | 'checkIn' | 'nights' | 'type' | 'departureAirports' | 'rooms'
    >,
  ) {
    const request: Parameters<SearchEngine['search']>[0] = {
      type: h.type,
      hotel_id: h.hotelId,
      start_date: h.checkIn,
      nights: h.nights,
      flexible_departure: false,
      departure_airports: h.type === 'package' ? h.departureAirports : [],
      rooms: h.rooms,
    };
    const batch = catalogue.applied.batch;
    let pricePence: number | null = null;
    try {
      pricePence =
        engineCall(() => catalogue.engine.search(request, { today: catalogue.today() })).hotels.at(
          0,
        )?.totalPence ?? null;
    } catch (err) {
      // A date no longer searchable (past, beyond the horizon) has no price.
      if (!(err instanceof AppError && err.code === 'VALIDATION_ERROR')) throw err;
    }
    return { pricePence, batch, at: now() };
  }

  /** The holiday a stored search's hotel stands for: its date is the one the package page shows. */
  async function holidayOf(uuid: string, hotelId: number) {
    const it = await search.itinerary(uuid);
    search.hotelInSearch(it, hotelId);
    const { type, engineRequest } = prepareSearch({
      ...it.request,
      hotel_id: hotelId,
      end_date: undefined,
    });
    const found = engineCall(() =>
      catalogue.engine.search({ ...engineRequest, type }, { today: catalogue.today() }),
    ).hotels.at(0);
    if (!found) throw new AppError('NO_LONGER_AVAILABLE', priceWatchMessages.unavailable);
    const identity = {
      hotelId,
      checkIn: found.checkIn,
      nights: found.nights,
      type,
      departureAirports: type === 'package' ? [...it.request.departure_airports].sort() : [],
      rooms: normalRooms(it.request.rooms),
    };
    const holiday: NewTrackedHoliday = {
      ...identity,
      key: JSON.stringify([
        identity.hotelId,
        identity.checkIn,
        identity.nights,
        identity.type,
        identity.departureAirports,
        identity.rooms,
      ]),
    };
    return holiday;
  }

  function locationOf(hotelId: number): { name: string; location: string } {
    const hotel = hotelsById.get(hotelId);
    if (!hotel) return { name: `Hotel ${String(hotelId)}`, location: '' };
    const resort = content.resorts.find((r) => r.id === hotel.resortId);
    const region = content.regions.find((r) => r.id === hotel.regionId);
    return {
      name: hotel.name,
      location: [resort?.name, region?.name].filter((x): x is string => Boolean(x)).join(', '),
    };
  }

  function partyOf(rooms: Rooms) {
    return {
      adults: rooms.reduce((n, r) => n + r.adults, 0),
      children: rooms.reduce((n, r) => n + r.children, 0),
      infants: rooms.reduce((n, r) => n + r.infants, 0),
    };
  }

  function summary(watch: PriceWatchRow, holiday: TrackedHolidayRow): PriceWatch {
    const { name, location } = locationOf(holiday.hotelId);
    const departed = holiday.checkIn <= today();
    return {
      id: watch.id,
      state:
        departed || watch.state === 'expired'
          ? 'expired'
          : watch.state === 'pending'
            ? 'pending'
            : 'watching',
      hotel_id: holiday.hotelId,
      hotel_name: name,
      location,
      type: holiday.type,
      check_in: holiday.checkIn,
      nights: holiday.nights,
      party: guestsText(partyOf(holiday.rooms)),
      departure_airports: holiday.departureAirports,
      watched_price_pence: watch.watchedPricePence,
      price_pence: departed ? null : priceNow(holiday).pricePence,
      created_at: watch.createdAt.toISOString(),
      link: holidayPath(holiday),
    };
  }

  /**
   * The shared-holiday page for a tracked holiday (hotel, dates, nights, airports, party): it
   * searches again, so the holiday opens at its price then.
   */
  function holidayPath(holiday: TrackedHolidayRow): string {
    const q = sharedPackageQuery({
      hotelId: holiday.hotelId,
      startDate: holiday.checkIn,
      endDate: addDays(holiday.checkIn, holiday.nights),
      airports: holiday.type === 'package' ? holiday.departureAirports : [],
      rooms: holiday.rooms.map((r) => ({ ...r, childAges: r.child_ages })),
      nights: holiday.nights,
      flexible: false,
    });
    return `/share/package?${q.toString()}`;
  }

  function mailInput(watch: PriceWatchRow, holiday: TrackedHolidayRow): WatchMailInput {
    const { name, location } = locationOf(holiday.hotelId);
    const token = openSecret(deps.sealKey, watch.unsubscribeTokenSealed);
    return {
      watchId: watch.id,
      to: watch.email,
      hotelName: name,
      location,
      checkIn: holiday.checkIn,
      nights: holiday.nights,
      guests: guestsText(partyOf(holiday.rooms)),
      type: holiday.type,
      holidayUrl: `${deps.publicUrl}${holidayPath(holiday)}`,
      unsubscribeUrl: `${deps.publicUrl}/price-watch/unsubscribe?token=${encodeURIComponent(token)}`,
      oneClickUrl: `${deps.publicUrl}/api/price-watches/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  }

  async function watchWithHoliday(id: string) {
    const watch = await holidays.watch(id);
    const holiday = watch ? await holidays.holiday(watch.holidayId) : undefined;
    return watch && holiday ? { watch, holiday } : undefined;
  }

  const sealed = () => {
    const { token, tokenHash } = randomToken();
    return { hash: tokenHash, sealed: sealSecret(deps.sealKey, token) };
  };

  return {
    /** The package page's "price for these dates over the last 30 days" (and a look recorded). */
    async history(uuid: string, hotelId: number): Promise<PriceHistory> {
      const holiday = await holidayOf(uuid, hotelId);
      const seen = priceNow(holiday);
      const tracked = await holidays.track(holiday, seen, true);
      const to = seen.at;
      const from = new Date(to.getTime() - PRICE_WATCH_RULES.historyDays * DAY_MS);
      const points = await holidays.pointsSince(tracked.id, from);
      const prices = points.map((p) => p.pricePence).filter((p): p is number => p !== null);
      return {
        hotel_id: hotelId,
        check_in: holiday.checkIn,
        nights: holiday.nights,
        price_pence: seen.pricePence,
        points: points.map((p) => ({ at: p.at.toISOString(), price_pence: p.pricePence })),
        from: from.toISOString(),
        to: to.toISOString(),
        lowest_pence: prices.length > 0 ? Math.min(...prices) : null,
        highest_pence: prices.length > 0 ? Math.max(...prices) : null,
      };
    },

    /**
     * Starts watching a holiday: at once for a signed-in customer (their account's address), after
     * the e-mailed link for a guest. Asking again for the same holiday and address starts nothing
     * new.
     */
    async watch(
      input: PriceWatchRequest,
      customer: { id: string; email: string } | null,
    ): Promise<{ status: 201 | 202; body: PriceWatchCreated }> {
      let email = customer?.email.trim().toLowerCase() ?? '';
      if (!customer) {
        email = (input.email ?? '').trim().toLowerCase();
        if (email === '')
          throw AppError.unprocessable({ email: [priceWatchMessages.emailRequired] });
        if (!emailPattern.test(email)) {
          throw AppError.unprocessable({ email: [priceWatchMessages.emailInvalid] });
        }
      }
      const holiday = await holidayOf(input.uuid, input.hotel_id);
      if (holiday.checkIn <= today()) {
        throw new AppError('UNPROCESSABLE', priceWatchMessages.departed);
      }
      const seen = priceNow(holiday);
      if (seen.pricePence === null) {
        throw new AppError('NO_LONGER_AVAILABLE', priceWatchMessages.unavailable);
      }
      const tracked = await holidays.track(holiday, seen, true);
      const guest: PriceWatchCreated = {
        status: 'confirm_email',
        message: priceWatchMessages.confirmEmail,
        watch: null,
      };
      let watch = await holidays.liveWatch(tracked.id, email);
      if (watch && customer) {
        // Signed in, the address is theirs: a pending watch of it needs no link.
        if (watch.state === 'pending') watch = (await holidays.confirm(watch.id, now())) ?? watch;
        return {
          status: 201,
          body: {
            status: 'watching',
            message: priceWatchMessages.watching,
            watch: summary(watch, tracked),
          },
        };
      }
      // A guest is never told whether the address already watches it.
      if (watch) return { status: 202, body: guest };
      if ((await holidays.liveCount(email)) >= PRICE_WATCH_RULES.maxPerEmail) {
        throw AppError.unprocessable({ email: [priceWatchMessages.tooMany] });
      }
      const unsubscribe = sealed();
      const confirm = customer ? null : sealed();
      watch = await holidays.createWatch({
        holidayId: tracked.id,
        userId: customer?.id ?? null,
        email,
        state: customer ? 'watching' : 'pending',
        watchedPricePence: seen.pricePence,
        confirmTokenHash: confirm?.hash ?? null,
        confirmTokenSealed: confirm?.sealed ?? null,
        unsubscribeTokenHash: unsubscribe.hash,
        unsubscribeTokenSealed: unsubscribe.sealed,
      });
      if (!customer) {
        deps.kick();
        return { status: 202, body: guest };
      }
      return {
        status: 201,
        body: {
          status: 'watching',
          message: priceWatchMessages.watching,
          watch: summary(watch, tracked),
        },
      };
    },

    /** The e-mailed link of a guest's watch (within 48 hours; following it twice is fine). */
    async confirm(token: string): Promise<PriceWatch> {
      const watch = await holidays.watchByConfirmToken(sha256Hex(token));
      const fresh =
        watch &&
        (watch.state === 'watching' ||
          (watch.state === 'pending' &&
            now().getTime() - watch.createdAt.getTime() <=
              PRICE_WATCH_RULES.confirmHours * 3_600_000));
      if (!watch || !fresh) throw new AppError('NOT_FOUND', priceWatchMessages.linkInvalid);
      const confirmed = await holidays.confirm(watch.id, now());
      const holiday = await holidays.holiday(watch.holidayId);
      if (!confirmed || !holiday || confirmed.state !== 'watching') {
        throw new AppError('NOT_FOUND', priceWatchMessages.linkInvalid);
      }
      return summary(confirmed, holiday);
    },

    /** Every alert's link: stops the e-mails (again is fine). */
    async unsubscribe(token: string): Promise<void> {
      const watch = await holidays.watchByUnsubscribeToken(sha256Hex(token));
      if (!watch) throw new AppError('NOT_FOUND', priceWatchMessages.linkInvalid);
      await holidays.end(watch.id, now());
    },

    async listOf(userId: string): Promise<PriceWatch[]> {
      const rows = await holidays.watchesOf(userId);
      return rows.map((r) => summary(r.watch, r.holiday));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await holidays.end(id, now(), userId))) {
        throw new AppError('NOT_FOUND', priceWatchMessages.notFound);
      }
    },

    /**
     * After a stored batch: once this process's search has it, re-prices the followed holidays of
     * the hotels it touches and alerts their watchers of drops worth telling.
     */
    async reprice(batchId: number): Promise<{ holidays: number; alerts: number }> {
      await catalogue.catchUp();
      if (catalogue.applied.batch < batchId) {
        throw new Error(`batch ${String(batchId)} is not in this process's prices yet`);
      }
      const batch = await deps.feed.batch(batchId);
      if (!batch) return { holidays: 0, alerts: 0 };
      const touched = touchedBy(batch.changes);
      // Asked by hotel and by UK airport, then narrowed to the airports abroad each serves.
      const followed = (
        await holidays.followed(
          { hotelIds: [...touched.hotels], departureAirports: [...touched.fares.keys()] },
          today(),
          new Date(now().getTime() - PRICE_WATCH_RULES.historyDays * DAY_MS),
        )
      ).filter((holiday) => isTouched(holiday, touched));
      // At most one alert per watch and London day.
      const alertDay = today();
      let alerts = 0;
      for (const holiday of followed) {
        alerts += await holidays.reprice(holiday.id, priceNow(holiday), alertDay, isAlertableDrop);
      }
      if (alerts > 0) deps.kick();
      return { holidays: followed.length, alerts };
    },

    async sendConfirmation(watchId: string): Promise<void> {
      const found = await watchWithHoliday(watchId);
      if (!found || found.watch.state !== 'pending' || !found.watch.confirmTokenSealed) return;
      const token = openSecret(deps.sealKey, found.watch.confirmTokenSealed);
      await deps.mail.confirm({
        ...mailInput(found.watch, found.holiday),
        confirmUrl: `${deps.publicUrl}/price-watch/confirm?token=${encodeURIComponent(token)}`,
      });
    },

    async sendAlert(data: {
      watchId: string;
      fromPence: number;
      toPence: number;
      day: string;
    }): Promise<void> {
      const found = await watchWithHoliday(data.watchId);
      // Unsubscribed since: nothing more is sent.
      if (!found || found.watch.state !== 'watching') return;
      await deps.mail.alert({ ...mailInput(found.watch, found.holiday), ...data });
    },

    expireDeparted: () => holidays.expireDeparted(today(), now()),
  };
}
export type PriceWatches = ReturnType<typeof createPriceWatches>;
