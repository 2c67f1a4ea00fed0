import type { PriceWatch } from '@sunward/contracts/price-watch';

/** A watched holiday as the API answers it: Hotel Sol, 7 nights in July, from Gatwick. */
export function makePriceWatch(overrides: Partial<PriceWatch> = {}): PriceWatch {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    state: 'watching',
    hotel_id: 7,
    hotel_name: 'Hotel Sol',
    location: 'Alcudia, Majorca',
    type: 'package',
    check_in: '2027-07-10',
    nights: 7,
    party: '2 adults',
    departure_airports: ['LGW'],
    watched_price_pence: 150_000,
    price_pence: 150_000,
    created_at: '2027-05-31T12:00:00.000Z',
    link: '/share/package?hotelId=7',
    ...overrides,
  };
}
