import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../test/deal-fixtures';
import {
  applyDealFilters,
  boardBasisOptions,
  destinationOptions,
  FILTER_NIGHTS,
  filtersFromParams,
  hasActiveFilter,
  noFilters,
  paramsForFilters,
} from './deal-filters';

const deals = [
  makeDeal({
    id: 1,
    destination: 'Majorca',
    availableDurations: [7, 10],
    rating: 3,
    boardBasis: 'Half Board',
  }),
  makeDeal({
    id: 2,
    destination: 'Algarve',
    availableDurations: [14],
    rating: 5,
    boardBasis: 'All Inclusive',
  }),
  makeDeal({ id: 3, destination: 'Crete', availableDurations: [7], rating: 4, boardBasis: null }),
  makeDeal({
    id: 4,
    destination: 'Majorca',
    availableDurations: [10],
    rating: 2,
    boardBasis: 'Bed & Breakfast',
  }),
];
const ids = (list: { id: number }[]) => list.map((d) => d.id);

describe('deal filters (docs/spec/3-accounts-bookings-content.md §5 Deal filters)', () => {
  it('builds destinations from the deals, unique and sorted', () => {
    expect(destinationOptions(deals)).toEqual(['Algarve', 'Crete', 'Majorca']);
  });

  it('builds board bases only from deals that have one, unique and sorted', () => {
    expect(boardBasisOptions(deals)).toEqual(['All Inclusive', 'Bed & Breakfast', 'Half Board']);
  });

  it('offers 2 to 14 nights', () => {
    expect(FILTER_NIGHTS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('matches the destination exactly', () => {
    expect(ids(applyDealFilters(deals, { ...noFilters(), destination: 'Majorca' }))).toEqual([
      1, 4,
    ]);
    expect(applyDealFilters(deals, { ...noFilters(), destination: 'majorca' })).toEqual([]);
  });

  it("keeps a duration only when it is among the deal's available durations", () => {
    expect(ids(applyDealFilters(deals, { ...noFilters(), duration: 10 }))).toEqual([1, 4]);
    expect(ids(applyDealFilters(deals, { ...noFilters(), duration: 7 }))).toEqual([1, 3]);
    expect(applyDealFilters(deals, { ...noFilters(), duration: 8 })).toEqual([]);
  });

  it('treats the rating as a minimum', () => {
    expect(ids(applyDealFilters(deals, { ...noFilters(), rating: 4 }))).toEqual([2, 3]);
    expect(ids(applyDealFilters(deals, { ...noFilters(), rating: 5 }))).toEqual([2]);
    expect(ids(applyDealFilters(deals, { ...noFilters(), rating: 2 }))).toEqual([1, 2, 3, 4]);
  });

  it('matches the board basis exactly', () => {
    expect(ids(applyDealFilters(deals, { ...noFilters(), boardBasis: 'Half Board' }))).toEqual([1]);
    expect(applyDealFilters(deals, { ...noFilters(), boardBasis: 'half board' })).toEqual([]);
  });

  it('combines every filter', () => {
    expect(
      ids(
        applyDealFilters(deals, {
          destination: 'Majorca',
          duration: 10,
          rating: 3,
          boardBasis: null,
        }),
      ),
    ).toEqual([1]);
    expect(ids(applyDealFilters(deals, noFilters()))).toEqual([1, 2, 3, 4]);
  });

  it('round-trips through the address, keeping other parameters', () => {
    const filters = { destination: 'Majorca', duration: 7, rating: 4, boardBasis: 'Half Board' };
    const params = paramsForFilters(filters, new URLSearchParams('utm=x'));
    expect(params.toString()).toBe(
      'utm=x&destination=Majorca&duration=7&rating=4&board=Half+Board',
    );
    expect(filtersFromParams(params)).toEqual(filters);
    expect(paramsForFilters(noFilters(), params).toString()).toBe('utm=x');
  });

  it('ignores values out of range in the address', () => {
    expect(filtersFromParams(new URLSearchParams('duration=1&rating=6'))).toEqual(noFilters());
    expect(filtersFromParams(new URLSearchParams('duration=15&rating=1'))).toEqual(noFilters());
    expect(filtersFromParams(new URLSearchParams('duration=7.5&rating=x'))).toEqual(noFilters());
    expect(filtersFromParams(new URLSearchParams('duration=14&rating=5'))).toMatchObject({
      duration: 14,
      rating: 5,
    });
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilter(noFilters())).toBe(false);
    expect(hasActiveFilter({ ...noFilters(), rating: 2 })).toBe(true);
    expect(hasActiveFilter({ ...noFilters(), boardBasis: 'Half Board' })).toBe(true);
  });
});
