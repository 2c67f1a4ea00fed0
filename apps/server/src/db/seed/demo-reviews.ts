import { createHash } from 'node:crypto';
import type { CatalogueContent } from '../../integrations/supplier/supplier';
import { addDays } from '../../lib/dates';
import { imageUrl } from '../../lib/images';
import type { NewBooking } from '../../modules/bookings/service';
import type { PaymentsService } from '../../modules/payments/service';
import type { ReviewsService } from '../../modules/reviews/service';

/**
 * The demo's past holidays and their reviews, so that a fresh start shows the shop window as it
 * works: each a booking in the database (paid by bank transfer, no card involved), then its
 * review written through the reviews service by the same rules as a customer's and approved
 * through the same moderation by the system (no member of staff). Deterministic (the catalogue's
 * first hotels, fixed travellers and words) and made once: a restart finds each booking by its
 * key and leaves it, and its review, as they are. Only where DEMO_SEED allows (config.ts).
 */
export interface DemoSeedServices {
  content: CatalogueContent;
  payments: Pick<PaymentsService, 'recordDemoBooking'>;
  reviews: Pick<ReviewsService, 'writeForBooking' | 'approve'>;
  /** Today in London, yyyy-mm-dd. */
  today: string;
}

interface DemoTraveller {
  title: string;
  first: string;
  last: string;
  /** Adults and children in the party (2 adults when absent). */
  party?: { adults: number; children: number };
  rating: number;
  heading: string | null;
  text: string | null;
  /** How many weeks before today they came home. */
  weeksAgo: number;
}

/** Three hotels' guests: six, five and three reviews (the first two show a score on their cards). */
const TRAVELLERS: DemoTraveller[][] = [
  [
    {
      title: 'Mrs',
      first: 'Amelia',
      last: 'Hart',
      party: { adults: 2, children: 2 },
      rating: 5,
      heading: 'The children never wanted to leave the pool',
      text: 'Spotless rooms, friendly staff and a short walk to the beach. The kids club kept our two busy every morning and the evening food was varied.',
      weeksAgo: 3,
    },
    {
      title: 'Mr',
      first: 'Tom',
      last: 'Okafor',
      rating: 4,
      heading: 'Lovely week, busy at breakfast',
      text: 'Great location and a quiet room facing the gardens. Breakfast got crowded after nine, so go early.',
      weeksAgo: 5,
    },
    {
      title: 'Ms',
      first: 'Priya',
      last: 'Shah',
      rating: 5,
      heading: null,
      text: 'Our anniversary week was perfect: sea view, a bottle of cava on arrival and the transfer was waiting for us.',
      weeksAgo: 7,
    },
    {
      title: 'Mr',
      first: 'Gareth',
      last: 'Evans',
      party: { adults: 4, children: 0 },
      rating: 3,
      heading: 'Good value, tired rooms',
      text: 'The pool area and staff were great but our rooms need updating. Fine for the price.',
      weeksAgo: 9,
    },
    {
      title: 'Mrs',
      first: 'Margaret',
      last: 'Doyle',
      party: { adults: 1, children: 0 },
      rating: 5,
      heading: 'Felt looked after travelling on my own',
      text: 'Reception helped me book trips and the restaurant found me a table every evening. I would come back.',
      weeksAgo: 12,
    },
    {
      title: 'Mr',
      first: 'Daniel',
      last: 'Kowalski',
      rating: 4,
      heading: null,
      text: null,
      weeksAgo: 15,
    },
  ],
  [
    {
      title: 'Mrs',
      first: 'Sarah',
      last: 'Whitfield',
      party: { adults: 2, children: 1 },
      rating: 4,
      heading: 'Relaxing family stay',
      text: 'Clean, calm and close to the old town. The family room had plenty of space for three.',
      weeksAgo: 2,
    },
    {
      title: 'Mr',
      first: 'James',
      last: 'Murphy',
      rating: 5,
      heading: 'Best hotel breakfast we have had',
      text: 'Fresh fruit, pastries and cooked to order. The rooftop bar at sunset was the highlight.',
      weeksAgo: 4,
    },
    {
      title: 'Miss',
      first: 'Chloe',
      last: 'Roberts',
      rating: 2,
      heading: 'Noisy at night',
      text: 'Our room was above the bar and the music went on past midnight. Staff moved us after two nights.',
      weeksAgo: 6,
    },
    {
      title: 'Mr',
      first: 'Imran',
      last: 'Khan',
      party: { adults: 2, children: 2 },
      rating: 4,
      heading: null,
      text: 'Good pool, good food, helpful staff. A little far from the beach with small children.',
      weeksAgo: 10,
    },
    {
      title: 'Mrs',
      first: 'Helen',
      last: 'Taylor',
      rating: 5,
      heading: 'Would book again tomorrow',
      text: 'Everything was as described and the staff remembered our names by day two.',
      weeksAgo: 13,
    },
  ],
  [
    {
      title: 'Mr',
      first: 'Oliver',
      last: 'Bennett',
      rating: 4,
      heading: 'Quiet and comfortable',
      text: 'A peaceful hotel with a lovely garden. Take a taxi into town in the evenings.',
      weeksAgo: 4,
    },
    {
      title: 'Ms',
      first: 'Grace',
      last: 'Nowak',
      party: { adults: 1, children: 0 },
      rating: 5,
      heading: null,
      text: 'The spa was excellent and the staff could not do enough. A proper rest.',
      weeksAgo: 8,
    },
    {
      title: 'Mr',
      first: 'Luke',
      last: 'Wood',
      party: { adults: 2, children: 1 },
      rating: 3,
      heading: 'Mixed',
      text: 'Nice pool but the food was repetitive by the end of the week.',
      weeksAgo: 11,
    },
  ],
];

const NIGHTS = 7;

/** The demo's hotels: the catalogue's first hotel of each of its first three regions. */
function demoHotels(content: CatalogueContent) {
  const seen = new Set<number>();
  const hotels = [];
  for (const hotel of [...content.hotels].sort((a, b) => a.id - b.id)) {
    if (seen.has(hotel.regionId)) continue;
    seen.add(hotel.regionId);
    hotels.push(hotel);
    if (hotels.length === TRAVELLERS.length) break;
  }
  return hotels;
}

/** A stable uuid from a text (the demo booking's itinerary, the same on every start). */
function uuidOf(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Seeds the demo's reviews; answers how many bookings it made this time. */
export async function seedDemoReviews(services: DemoSeedServices): Promise<number> {
  const { content, today } = services;
  const regions = new Map(content.regions.map((r) => [r.id, r]));
  const resorts = new Map(content.resorts.map((r) => [r.id, r]));
  const countries = new Map(content.countries.map((c) => [c.id, c]));
  let made = 0;
  for (const [h, hotel] of demoHotels(content).entries()) {
    const region = regions.get(hotel.regionId)?.name ?? '';
    const place = [resorts.get(hotel.resortId)?.name, region, countries.get(hotel.countryId)?.name]
      .filter(Boolean)
      .join(', ');
    for (const [t, traveller] of (TRAVELLERS[h] ?? []).entries()) {
      const n = h * 10 + t + 1;
      const key = `demo-review-${String(n).padStart(2, '0')}`;
      const checkOut = addDays(today, -7 * traveller.weeksAgo);
      const checkIn = addDays(checkOut, -NIGHTS);
      const bookedOn = addDays(checkIn, -90);
      const party = traveller.party ?? { adults: 2, children: 0 };
      const passengers = Array.from({ length: party.adults + party.children }, (_, i) => ({
        title: i === 0 ? traveller.title : i < party.adults ? 'Mx' : 'Miss',
        first_names: i === 0 ? traveller.first : `Guest ${String(i + 1)}`,
        last_name: traveller.last,
        date_of_birth: i < party.adults ? '1980-01-01' : '2016-01-01',
        type: i < party.adults ? 'Adult' : 'Child',
      }));
      const totalPence = (party.adults + party.children) * NIGHTS * 6_500;
      const reference = `DO${String(n).padStart(6, '0')}`;
      const booking: Omit<NewBooking, 'paymentId'> = {
        reference,
        itineraryUuid: uuidOf(key),
        accessKeyHash: createHash('sha256').update(`demo-no-key:${key}`).digest('hex'),
        type: 'hotelonly',
        status: 'confirmed',
        totalPence,
        planId: 'full',
        supplierStatus: 'booked',
        supplierReference: `DEMO-${String(n)}`,
        departureDate: checkIn,
        createdAt: new Date(`${bookedOn}T10:00:00Z`),
        confirmedAt: new Date(`${bookedOn}T10:00:00Z`),
        details: {
          reference,
          date: `${bookedOn}T10:00:00.000Z`,
          type: 'hotelonly',
          itineraryUuid: uuidOf(key),
          leadPassenger: `${traveller.title} ${traveller.first} ${traveller.last}`,
          guests: `${String(party.adults)} ${party.adults === 1 ? 'adult' : 'adults'}${
            party.children > 0
              ? `, ${String(party.children)} ${party.children === 1 ? 'child' : 'children'}`
              : ''
          }`,
          email: `${key}@example.invalid`,
          hotel: {
            name: hotel.name,
            address: place,
            destinationName: region,
            checkIn,
            checkOut,
            nights: NIGHTS,
            roomType: 'Double room',
            boardBasis: 'Half board',
            image: imageUrl(hotel.images[0] ?? `hotel-${String(hotel.id)}-1`),
          },
          hotelId: hotel.id,
          coordinates: { lat: hotel.lat, lon: hotel.lon },
          flights: null,
          passengers,
          addons: [],
          transfers: null,
          planName: 'Pay in full',
        },
        schedule: [{ date: bookedOn, amountPence: totalPence }],
        paidPence: totalPence,
        gatewayXref: null,
      };
      const recorded = await services.payments.recordDemoBooking(key, booking);
      // Made on an earlier start: it and its review stay as they are (staff may have moderated it).
      if (!recorded.created) continue;
      made++;
      const review = await services.reviews.writeForBooking(recorded.id, {
        rating: traveller.rating,
        title: traveller.heading,
        text: traveller.text,
      });
      await services.reviews.approve(review.id, review.version, { staffId: null });
    }
  }
  return made;
}
