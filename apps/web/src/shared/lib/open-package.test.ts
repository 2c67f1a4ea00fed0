// @vitest-environment happy-dom
import { resultsQuery } from '@sunward/contracts/search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'zod/mini';
import { fakeSearchApi, listFor, resultHotel, SEARCH_UUID } from '../../test/search-fixtures';
import { stubApi } from '../../test/render';
import { defaultView, useSearchStore } from '../stores/search';
import { searchForHotel } from './open-package';
import { defaultCriteria, type SearchCriteria } from './search-criteria';

const HOTELS = Array.from({ length: 25 }, (_, i) => resultHotel(i + 1));
const inListOrder = listFor(HOTELS, parse(resultsQuery, {}));
const criteria: SearchCriteria = {
  ...defaultCriteria(new Date('2027-05-01T12:00:00Z')),
  destination: { id: 10, name: 'Majorca' },
  departureAirports: ['LGW'],
  startDate: '2027-06-12',
  endDate: '2027-06-19',
};
const resultsCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === `/itinerary/${SEARCH_UUID}/results`).map((c) => c.body);

afterEach(() => {
  vi.unstubAllGlobals();
  useSearchStore.setState({ itinerary: null, view: defaultView() });
});

describe('searchForHotel (a shared holiday link, a saved search)', () => {
  it('runs the search for its first page and finds a hotel on it without asking again', async () => {
    const calls = stubApi(fakeSearchApi(HOTELS));
    const wanted = inListOrder[3].ivector_property_id;
    const { itinerary, found } = await searchForHotel(criteria, wanted);
    expect(found).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/itinerary/search']);
    expect(calls[0].body).toMatchObject({ results: { offset: 0, limit: 10, sort: 'bestValue' } });
    expect(useSearchStore.getState().itinerary?.uuid).toBe(itinerary.uuid);
  });

  it("finds a hotel beyond the first page in the search's map pins", async () => {
    const calls = stubApi(fakeSearchApi(HOTELS));
    const { found } = await searchForHotel(criteria, inListOrder[22].ivector_property_id);
    expect(found).toBe(true);
    expect(resultsCalls(calls)).toEqual([expect.objectContaining({ pins: true, limit: 1 })]);
  });

  it('says when the hotel is not among the results', async () => {
    stubApi(fakeSearchApi(HOTELS));
    expect((await searchForHotel(criteria, 999)).found).toBe(false);

    // Every hotel found is on the first page: nothing more to ask.
    const calls = stubApi(fakeSearchApi(HOTELS.slice(0, 6)));
    expect((await searchForHotel(criteria, 999)).found).toBe(false);
    expect(resultsCalls(calls)).toEqual([]);
  });
});
