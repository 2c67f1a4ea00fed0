import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceWatchMessages } from '@sunward/contracts/price-watch';
import { mailOutbox, priceWatches } from '../../db/schema';
import { parseFlightPairId } from '../../integrations/supplier/supplier';
import { addDays } from '../../lib/dates';
import { createTestApp, jobsSettled, uniqueEmail, validRegistration } from '../../test/app';
import { regionsBySize } from '../../test/holidays';
import { createHolidayRepository } from './holiday-repository';

/**
 * Price history and price watch through the API: a holiday's price is recorded when it is looked
 * at and after every supplier change; a guest confirms a watch by e-mail, is told of a drop of 5 %
 * or £25 at most once a London day with one-click unsubscribe, and a watch ends at departure.
 */

interface Hotel {
  ivector_property_id: number;
  package: { totalPence: number; checkIn: string };
}

let app: FastifyInstance;
let clock = new Date();

beforeAll(async () => {
  app = await createTestApp(
    { PRICE_FEED_POLL_MS: '50', SEARCH_CACHE_SECONDS: '0' },
    { now: () => clock },
  );
});
afterAll(() => app.close());

async function search(start = addDays(app.catalogue.today(), 60)) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/itinerary/search',
    payload: {
      type: 'hotelonly',
      start_date: start,
      nights: 7,
      flexible_departure: false,
      departure_airports: [],
      destination_regions: [regionsBySize(app)[0]],
      rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [7] }],
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().itinerary as { uuid: string; hotels: Hotel[] };
}

/** The supplier sets every room type of the hotel to `pence` a night for the stay, and search has it. */
async function setRates(hotel: Hotel, pence: number) {
  const content = app.catalogue.content.hotels.find((h) => h.id === hotel.ivector_property_id);
  if (!content) throw new Error('no such hotel');
  const applied = app.catalogue.applied.batch;
  await app.sandboxSupplier.publishChanges(
    content.rooms.map((rt) => ({
      kind: 'rate' as const,
      roomTypeId: rt.id,
      from: hotel.package.checkIn,
      pence: Array.from({ length: 7 }, () => pence),
    })),
  );
  const deadline = Date.now() + 20_000;
  while (app.catalogue.applied.batch === applied) {
    if (Date.now() > deadline) throw new Error('the change did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await jobsSettled(app);
}

const mailsTo = (email: string) =>
  app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

const history = (uuid: string, hotel: Hotel) =>
  app.inject({
    method: 'GET',
    url: `/api/itinerary/${uuid}/hotels/${String(hotel.ivector_property_id)}/price-history`,
  });

const watch = (payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/price-watches',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const linkIn = (text: string, path: string) => {
  const m = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  if (!m) throw new Error(`no ${path} link in ${text}`);
  return new URL(m[0]);
};

describe('price history', () => {
  it('keeps one point per change of the price, not per look, and answers the last 30 days', async () => {
    const itin = await search();
    const hotel = itin.hotels[3];
    const first = await history(itin.uuid, hotel);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      hotel_id: hotel.ivector_property_id,
      check_in: hotel.package.checkIn,
      nights: 7,
      price_pence: hotel.package.totalPence,
      points: [{ price_pence: hotel.package.totalPence }],
      lowest_pence: hotel.package.totalPence,
    });
    // Looking again records nothing new.
    expect((await history(itin.uuid, hotel)).json().points).toHaveLength(1);
    await setRates(hotel, 1000);
    const after = (await history(itin.uuid, hotel)).json();
    expect(after.points).toHaveLength(2);
    expect(after.price_pence).toBeLessThan(hotel.package.totalPence);
    expect(after.points[1].price_pence).toBe(after.price_pence);
    expect(after.highest_pence).toBe(hotel.package.totalPence);
    expect(after.lowest_pence).toBe(after.price_pence);
  });

  it('re-prices a followed package when a fare from one of its airports to its hotel changes', async () => {
    const ukCodes = app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes);
    const res = await app.inject({
      method: 'POST',
      url: '/api/itinerary/search',
      payload: {
        type: 'package',
        start_date: addDays(app.catalogue.today(), 90),
        nights: 7,
        flexible_departure: false,
        departure_airports: ukCodes,
        destination_regions: [regionsBySize(app)[0]],
        rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
      },
    });
    const itin = res.json().itinerary as {
      uuid: string;
      hotels: (Hotel & { package: { flightId: string } })[];
    };
    const hotel = itin.hotels[0];
    expect((await history(itin.uuid, hotel)).statusCode).toBe(200);
    const pair = parseFlightPairId(hotel.package.flightId);
    const outbound = app.catalogue.content.flights.find((f) => f.id === pair?.outboundFlightId);
    if (!pair || !outbound) throw new Error('no outbound flight');
    const holidays = createHolidayRepository(app.database.db);
    const since = new Date(clock.getTime() - 86_400_000);
    const tracked = async (departureAirports: string[]) =>
      (await holidays.followed({ hotelIds: [], departureAirports }, app.catalogue.today(), since))
        .filter((h) => h.hotelId === hotel.ivector_property_id && h.type === 'package')
        .map((h) => h.pricePence);
    // Asked by its UK airport, not by another's (the hotel ids a fare reaches are not listed).
    expect(await tracked([outbound.from])).toEqual([hotel.package.totalPence]);
    expect(await tracked(['XXX'])).toEqual([]);

    // The supplier cuts that flight's fare to 1p: the re-pricing job records the cheaper price.
    const applied = app.catalogue.applied.batch;
    await app.sandboxSupplier.publishChanges([
      { kind: 'fare', flightId: outbound.id, from: pair.outboundDate, pence: [1] },
    ]);
    const deadline = Date.now() + 20_000;
    while (app.catalogue.applied.batch === applied) {
      if (Date.now() > deadline) throw new Error('the change did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await jobsSettled(app);
    const [now] = await tracked([outbound.from]);
    expect(now).toBeLessThan(hotel.package.totalPence);
  });

  it('answers 404 for an unknown search and 400 for a malformed one', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/itinerary/00000000-0000-4000-8000-000000000000/hotels/1/price-history',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/itinerary/nope/hotels/1/price-history',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('price watch for a guest', () => {
  const email = uniqueEmail();
  let itin: { uuid: string; hotels: Hotel[] };
  let hotel: Hotel;
  let confirmUrl: URL;

  beforeAll(async () => {
    itin = await search(addDays(app.catalogue.today(), 70));
    hotel = itin.hotels[5];
  });

  it('refuses a missing or invalid address on its field, and keeps nothing', async () => {
    const none = await watch({ uuid: itin.uuid, hotel_id: hotel.ivector_property_id });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.details.errors.email).toEqual([priceWatchMessages.emailRequired]);
    const bad = await watch({
      uuid: itin.uuid,
      hotel_id: hotel.ivector_property_id,
      email: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details.errors.email).toEqual([priceWatchMessages.emailInvalid]);
    const stray = await watch({ uuid: itin.uuid, hotel_id: 1, email, extra: 1 });
    expect(stray.statusCode).toBe(400);
    const rows = await app.database.db
      .select()
      .from(priceWatches)
      .where(eq(priceWatches.email, email));
    expect(rows).toHaveLength(0);
  });

  it('e-mails a link first and starts watching only when it is followed', async () => {
    const res = await watch({ uuid: itin.uuid, hotel_id: hotel.ivector_property_id, email });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      status: 'confirm_email',
      message: priceWatchMessages.confirmEmail,
      watch: null,
    });
    // Asking again sends nothing more.
    expect(
      (await watch({ uuid: itin.uuid, hotel_id: hotel.ivector_property_id, email })).statusCode,
    ).toBe(202);
    await jobsSettled(app);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Please confirm');
    confirmUrl = linkIn(mails[0].text, '/price-watch/confirm');
    // A price drop before confirming tells nobody.
    await setRates(hotel, 5000);
    expect(await mailsTo(email)).toHaveLength(1);

    const token = confirmUrl.searchParams.get('token') ?? '';
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/price-watches/confirm',
      payload: { token: `${token}x` },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(priceWatchMessages.linkInvalid);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/price-watches/confirm',
      payload: { token },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      state: 'watching',
      hotel_id: hotel.ivector_property_id,
      check_in: hotel.package.checkIn,
      nights: 7,
      party: '2 adults, 1 child',
    });
    // Following the link twice is fine.
    expect(
      (await app.inject({ method: 'POST', url: '/api/price-watches/confirm', payload: { token } }))
        .statusCode,
    ).toBe(200);
  });

  it('alerts a drop of 5 % or £25 once a London day, with the new price, a link to the holiday and one-click unsubscribe', async () => {
    const watched = (
      await app.database.db.select().from(priceWatches).where(eq(priceWatches.email, email))
    )[0];
    // A rise tells nobody.
    await setRates(hotel, 9000);
    expect(await mailsTo(email)).toHaveLength(1);
    const risen = (await history(itin.uuid, hotel)).json().price_pence as number;
    // The watch was made at £50 a night: from there, this is well over 5 % less.
    await setRates(hotel, 3000);
    const dropped = (await history(itin.uuid, hotel)).json().price_pence as number;
    expect(dropped).toBeLessThan(watched.watchedPricePence * 0.95);
    expect(risen).toBeGreaterThan(dropped);
    const alerts = (await mailsTo(email)).filter((m) => m.subject.startsWith('Price drop'));
    expect(alerts).toHaveLength(1);
    const alert = alerts[0];
    expect(alert.subject).toBe(
      `Price drop: ${app.catalogue.content.hotels.find((h) => h.id === hotel.ivector_property_id)?.name ?? ''} is now £${(dropped / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    );
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The link opens the holiday afresh: the shared-holiday page, searching this hotel again.
    const open = linkIn(alert.text, '/share/package');
    expect(Object.fromEntries(open.searchParams)).toMatchObject({
      hotelId: String(hotel.ivector_property_id),
      startDate: hotel.package.checkIn,
      endDate: addDays(hotel.package.checkIn, 7),
      nights: '7',
      flexible: '0',
      rooms: JSON.stringify([{ adults: 2, children: 1, infants: 0, childAges: [7] }]),
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/itinerary/search',
      payload: {
        type: 'hotelonly',
        hotel_id: hotel.ivector_property_id,
        start_date: hotel.package.checkIn,
        nights: 7,
        rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [7] }],
      },
    });
    expect(again.json().itinerary.hotels[0].package.totalPence).toBe(dropped);

    // A further drop the same day: no second e-mail.
    await setRates(hotel, 2000);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Price drop'))).toHaveLength(
      1,
    );
    // The next day, a further drop from the price last told is told.
    clock = new Date(clock.getTime() + 86_400_000);
    await setRates(hotel, 1000);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Price drop'))).toHaveLength(
      2,
    );

    // One click (RFC 8058) stops them; a drop after tells nobody.
    const oneClick = new URL(
      /<([^>]+)>/.exec(alert.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '',
    );
    const stop = await app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 86_400_000);
    await setRates(hotel, 500);
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Price drop'))).toHaveLength(
      2,
    );
    const [ended] = await app.database.db
      .select()
      .from(priceWatches)
      .where(eq(priceWatches.id, watched.id));
    expect(ended.state).toBe('unsubscribed');
  });
});

describe('price watch for a signed-in customer', () => {
  let token: string;
  let itin: { uuid: string; hotels: Hotel[] };

  beforeAll(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration(uniqueEmail()),
    });
    token = res.json().access_token as string;
    itin = await search(addDays(app.catalogue.today(), 80));
  });

  it('starts at once, lists it in My Account with the price now, and removes it', async () => {
    const hotel = itin.hotels[2];
    const res = await watch({ uuid: itin.uuid, hotel_id: hotel.ivector_property_id }, token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'watching',
      message: priceWatchMessages.watching,
      watch: {
        state: 'watching',
        watched_price_pence: hotel.package.totalPence,
        price_pence: hotel.package.totalPence,
      },
    });
    const id = res.json().watch.id as string;
    // Watching it again is the same watch.
    const again = await watch({ uuid: itin.uuid, hotel_id: hotel.ivector_property_id }, token);
    expect(again.json().watch.id).toBe(id);

    const list = await app.inject({
      method: 'GET',
      url: '/api/account/price-watches',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().watches.map((w: { id: string }) => w.id)).toEqual([id]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/account/price-watches' })).statusCode,
    ).toBe(401);

    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration(uniqueEmail()),
    });
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/account/price-watches/${id}`,
      headers: { authorization: `Bearer ${other.json().access_token as string}` },
    });
    expect(theirs.statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/account/price-watches/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: '/api/account/price-watches',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.json().watches).toEqual([]);
  });

  it('ends watches when the holiday departs', async () => {
    const hotel = itin.hotels[4];
    const res = await watch({ uuid: itin.uuid, hotel_id: hotel.ivector_property_id }, token);
    expect(res.statusCode).toBe(201);
    const id = res.json().watch.id as string;
    const stateOf = async () =>
      (await app.database.db.select().from(priceWatches).where(eq(priceWatches.id, id)))[0].state;
    await app.jobs.send('price-watch-expire', {});
    await jobsSettled(app);
    expect(await stateOf()).toBe('watching');
    const saved = clock;
    clock = new Date(`${hotel.package.checkIn}T09:00:00Z`);
    try {
      await app.jobs.send('price-watch-expire', {});
      await jobsSettled(app);
      expect(await stateOf()).toBe('expired');
      const list = await app.inject({
        method: 'GET',
        url: '/api/account/price-watches',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.json().watches).toEqual([
        expect.objectContaining({ id, state: 'expired', price_pence: null }),
      ]);
      const again = await watch({ uuid: itin.uuid, hotel_id: hotel.ivector_property_id }, token);
      expect(again.statusCode).toBe(422);
      expect(again.json().error.message).toBe(priceWatchMessages.departed);
    } finally {
      clock = saved;
    }
  });
});
