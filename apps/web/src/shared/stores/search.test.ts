// @vitest-environment happy-dom
import { beforeEach, expect, test } from 'vitest';
import { defaultCriteria, type SearchCriteria } from '../lib/search-criteria';
import { readRecentSearches } from '../lib/snapshots';
import { pagedItinerary, resultHotel } from '../../test/search-fixtures';
import { defaultView, useSearchStore } from './search';

const HOTELS = [resultHotel(1), resultHotel(2)];
const MAJORCA_UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const TENERIFE_UUID = '7a2d3b4c-5e6f-4071-9b8c-0d1e2f3a4b5c';
const NOW = new Date('2027-01-04T10:00:00Z');
const majorca: SearchCriteria = {
  ...defaultCriteria(NOW),
  destination: { id: 10, name: 'Majorca' },
  departureAirports: ['LGW'],
  startDate: '2027-06-12',
  endDate: '2027-06-19',
};
const tenerife: SearchCriteria = { ...majorca, destination: { id: 13, name: 'Tenerife' } };

beforeEach(() => {
  localStorage.clear();
  useSearchStore.setState({
    criteria: defaultCriteria(NOW),
    itinerary: null,
    searched: null,
    view: defaultView(),
    viewSaved: false,
    viewing: null,
  });
});

test('a new search saves the search it replaces with that search’s own criteria, not the bar’s edits', () => {
  const store = useSearchStore.getState();
  store.searchSucceeded(majorca, pagedItinerary(HOTELS, {}, { uuid: MAJORCA_UUID }));
  store.setViewing({ hotelId: 7, hotelName: 'Hotel Seven', flightId: 'F1', roomId: 'R1' });
  // The bar is edited to Tenerife before its search answers.
  store.setCriteria(() => tenerife);
  store.searchSucceeded(tenerife, pagedItinerary(HOTELS, {}, { uuid: TENERIFE_UUID }));

  const saved = readRecentSearches(localStorage, Date.now());
  expect(saved).toHaveLength(1);
  expect(saved[0].summary).toMatch(/^LGW to Majorca, /);
  expect(saved[0].query).toContain('destName=Majorca');
  expect(saved[0].viewing).toEqual({ hotelId: 7, flightId: 'F1', roomId: 'R1' });
  expect(useSearchStore.getState().searched).toEqual(tenerife);
});

test('the first search saves nothing; the same search run again saves nothing', () => {
  const store = useSearchStore.getState();
  const itinerary = pagedItinerary(HOTELS, {}, { uuid: MAJORCA_UUID });
  store.searchSucceeded(majorca, itinerary);
  store.searchSucceeded(majorca, itinerary);
  expect(readRecentSearches(localStorage, Date.now())).toEqual([]);
});
