import { describe, expect, it } from 'vitest';
import { registerRequest } from './auth';
import { parseBookingReference } from './bookings';
import { clientErrorBody, errorBody } from './errors';
import { prebookRequest } from './prebook';
import { searchRequest } from './search';
import { defaultSiteConfig, siteConfig } from './site';

const search = {
  start_date: '2027-06-12',
  nights: 7,
  destination_regions: [10],
  rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [8] }],
};

describe('search request', () => {
  it('fills the spec defaults', () => {
    const parsed = searchRequest.parse({
      ...search,
      rooms: [{ adults: 2, children: 0, infants: 0 }],
    });
    expect(parsed.flexible_departure).toBe(false);
    expect(parsed.departure_airports).toEqual([]);
    expect(parsed.rooms[0]?.child_ages).toEqual([]);
  });

  it.each([
    [{ nights: 0 }, 'Nights must be a number of 1 or more.'],
    [{ start_date: '2027-02-30' }, 'Dates must be real dates written yyyy-mm-dd.'],
    [{ departure_airports: ['lgw'] }, 'Airport codes are 3 capital letters, e.g. LGW.'],
    [{ rooms: [] }, 'Please add at least one room.'],
    [{ rooms: [{ adults: 10, children: 0, infants: 0 }] }, 'At most 9 adults per room.'],
    [
      { rooms: [{ adults: 2, children: -1, infants: 0 }] },
      'The number of children cannot be negative.',
    ],
  ])('words its refusals for people: %o', (patch, message) => {
    const result = searchRequest.safeParse({ ...search, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses unknown fields, so a typo is never silently ignored', () => {
    expect(searchRequest.safeParse({ ...search, destination: 'Majorca' }).success).toBe(false);
  });
});

describe('prebook request', () => {
  it('upper-cases flight numbers and checks times', () => {
    const leg = { airportCode: 'PMI', flightNumber: 'ba2712', date: '2027-06-12', time: '09:05' };
    const parsed = prebookRequest.parse({
      uuid: '0d7c2b1e-2222-4222-8222-222222222222',
      property_id: 1,
      ivector_property_id: 1,
      hotel_booking_code: 'H1:2027-06-12:7',
      rooms: [{ RoomBookingToken: '1-101-BB-R' }],
      manual_flight_details: { outbound: leg, return: { ...leg, time: '23:59' } },
    });
    expect(parsed.manual_flight_details?.outbound.flightNumber).toBe('BA2712');
    expect(
      prebookRequest.safeParse({
        ...parsed,
        manual_flight_details: { outbound: { ...leg, time: '24:00' }, return: leg },
      }).success,
    ).toBe(false);
  });
});

describe('errors and configuration', () => {
  it('the server body allows only known codes; clients accept any code', () => {
    const body = { error: { code: 'SOMETHING_NEW', message: 'Words' } };
    expect(errorBody.safeParse(body).success).toBe(false);
    expect(clientErrorBody.parse(body).error.message).toBe('Words');
  });

  it('registration takes an optional title from the spec list only', () => {
    const base = { full_name: 'A B', email: 'a@b.co', password: 'x', password_confirmation: 'x' };
    expect(registerRequest.safeParse({ ...base, title: 'Dr' }).success).toBe(true);
    expect(registerRequest.safeParse({ ...base, title: '' }).success).toBe(true);
    expect(registerRequest.safeParse({ ...base, title: 'Sir' }).success).toBe(false);
  });

  it('the default brand settings satisfy their own schema', () => {
    expect(siteConfig.parse(defaultSiteConfig)).toEqual(defaultSiteConfig);
  });
});

describe('booking references', () => {
  it('reads one as typed (spaces, case) and refuses what cannot be one', () => {
    expect(parseBookingReference(' sw123456 ')).toBe('SW123456');
    expect(parseBookingReference('SW123456')).toBe('SW123456');
    expect(parseBookingReference('SW12345')).toBeNull();
    expect(parseBookingReference('S1234567')).toBeNull();
    expect(parseBookingReference('SW1234567')).toBeNull();
    expect(parseBookingReference('')).toBeNull();
  });
});
