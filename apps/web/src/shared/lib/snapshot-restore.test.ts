import type { Itinerary } from '@sunward/contracts/search';
import { describe, expect, it, vi } from 'vitest';
import { SearchAnswerError } from './open-package';
import {
  restoreAlert,
  restoreReasons,
  restoreSnapshot,
  type RestoreDeps,
} from './snapshot-restore';
import { SNAPSHOTS_KEY } from './snapshots';

const now = new Date('2027-03-10T12:00:00Z');
const searchParams =
  'dest=13&destName=Majorca&start=2027-04-01&end=2027-04-08&airports=LGW&rooms=%5B%7B%22adults%22%3A2%2C%22children%22%3A0%2C%22infants%22%3A0%2C%22childAges%22%3A%5B%5D%7D%5D&nights=7&flex=0';
const viewingDetails = {
  hotelId: 501,
  hotelName: 'Hotel Sol',
  selectedFlightId: 'FL-9',
  selectedRoomId: 'ROOM-3',
};

function deps(list: unknown, over: Partial<RestoreDeps> = {}) {
  const search = vi.fn<RestoreDeps['search']>(() =>
    Promise.resolve({ itinerary: { uuid: 'new-uuid' }, found: true }),
  );
  const adopt = vi.fn<RestoreDeps['adopt']>();
  const storage = {
    getItem: (key: string) =>
      key === SNAPSHOTS_KEY ? (typeof list === 'string' ? list : JSON.stringify(list)) : null,
  };
  const base = { storage, search, adopt, now };
  return { ...base, ...over } as typeof base;
}

const snap = (extra: Record<string, unknown>) => [
  { id: 's1', createdAt: now.toISOString(), summary: 'LGW to Majorca', type: 'search', ...extra },
];

describe('restoring a saved search', () => {
  it('saved on a package page: re-runs the search and goes back to the hotel, flight and room', async () => {
    const d = deps(snap({ searchParams, viewingDetails, itineraryUuid: 'old' }));
    const result = await restoreSnapshot('s1', d);
    expect(d.search).toHaveBeenCalledOnce();
    const [criteria, hotelId] = d.search.mock.calls[0];
    expect(hotelId).toBe(501);
    expect(criteria.destination).toEqual({ id: 13, name: 'Majorca' });
    expect(criteria.departureAirports).toEqual(['LGW']);
    expect(result).toEqual({
      success: true,
      hotel: { id: 501, name: 'Hotel Sol' },
      flightId: 'FL-9',
      roomId: 'ROOM-3',
      navigateTo: 'PackageDetails',
      path: '/package?uuid=new-uuid&hotelId=501&flightId=FL-9&room=ROOM-3',
    });
  });

  it('goes to the results when the hotel is no longer in them', async () => {
    const d = deps(snap({ searchParams, viewingDetails }), {
      search: () => Promise.resolve({ itinerary: { uuid: 'u' }, found: false }),
    });
    const result = await restoreSnapshot('s1', d);
    expect(result).toMatchObject({
      success: true,
      navigateTo: 'Search',
      path: `/search?${searchParams}`,
    });
  });

  it('saved on the results: goes back to the same results', async () => {
    const d = deps(snap({ searchParams, viewingDetails: null }));
    const result = await restoreSnapshot('s1', d);
    expect(d.search).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      success: true,
      navigateTo: 'Search',
      path: `/search?${searchParams}`,
    });
  });

  it('reads the older searchCriteria shape', async () => {
    const d = deps(
      snap({
        searchCriteria: {
          searchType: 'package',
          destination: { id: 13, name: 'Majorca' },
          departure_airports: ['MAN', 'LGW'],
          travelDate: ['2027-05-02', '2027-05-12'],
          nights: 10,
          dateFlexibility: true,
          rooms: [{ adults: 2, children: 1, infants: 0, childAges: [8] }],
        },
        selectedHotel: { ivector_property_id: 501, name: 'Hotel Sol' },
      }),
    );
    const result = await restoreSnapshot('s1', d);
    const [criteria] = d.search.mock.calls[0];
    expect(criteria).toMatchObject({
      startDate: '2027-05-02',
      endDate: '2027-05-12',
      nights: 10,
      dateFlexibility: true,
      departureAirports: ['MAN', 'LGW'],
    });
    expect(criteria.rooms[0]).toMatchObject({ adults: 2, children: 1, childAges: [8] });
    expect(result).toMatchObject({
      success: true,
      navigateTo: 'PackageDetails',
      hotel: { id: 501 },
    });
  });

  it('restores an older snapshot with the full itinerary directly, without searching', async () => {
    const itinerary = { uuid: 'kept', hotels: [{ ivector_property_id: 501 }], flights: [] };
    const d = deps(snap({ searchParams, viewingDetails, itinerary }));
    const result = await restoreSnapshot('s1', d);
    expect(d.search).not.toHaveBeenCalled();
    expect(d.adopt).toHaveBeenCalledWith(expect.anything(), itinerary as unknown as Itinerary);
    expect(result).toMatchObject({
      success: true,
      navigateTo: 'PackageDetails',
      path: '/package?uuid=kept&hotelId=501&flightId=FL-9&room=ROOM-3',
    });
  });

  it("'Snapshot not found' when no saved search has that id", async () => {
    expect(await restoreSnapshot('nope', deps(snap({ searchParams })))).toEqual({
      success: false,
      error: 'Snapshot not found',
    });
    expect(await restoreSnapshot('s1', deps(null))).toEqual({
      success: false,
      error: restoreReasons.notFound,
    });
  });

  it("'No search parameters in snapshot' when it holds neither parameters nor an itinerary", async () => {
    expect(await restoreSnapshot('s1', deps(snap({ viewingDetails })))).toEqual({
      success: false,
      error: 'No search parameters in snapshot',
    });
  });

  it("'Invalid snapshot format' for malformed parameters, criteria or itinerary", async () => {
    const invalid = { success: false, error: 'Invalid snapshot format' };
    expect(await restoreSnapshot('s1', deps(snap({ searchParams: 42 })))).toEqual(invalid);
    expect(await restoreSnapshot('s1', deps(snap({ searchCriteria: { nights: 7 } })))).toEqual(
      invalid,
    );
    expect(
      await restoreSnapshot('s1', deps(snap({ searchParams, itinerary: { hotels: 3 } }))),
    ).toEqual(invalid);
  });

  it("'Search failed' when the search cannot be run", async () => {
    const d = deps(snap({ searchParams, viewingDetails }), {
      search: () => Promise.reject(new Error('network down')),
    });
    expect(await restoreSnapshot('s1', d)).toEqual({ success: false, error: 'Search failed' });
  });

  it("'Failed to recreate search' when the search answers no itinerary", async () => {
    const d = deps(snap({ searchParams, viewingDetails }), {
      search: () => Promise.reject(new SearchAnswerError('No holidays')),
    });
    expect(await restoreSnapshot('s1', d)).toEqual({
      success: false,
      error: 'Failed to recreate search',
    });
  });

  it('the alert names the reason, or Unknown error', () => {
    expect(restoreAlert('Search failed')).toBe('Unable to restore search: Search failed');
    expect(restoreAlert(undefined)).toBe('Unable to restore search: Unknown error');
  });
});
