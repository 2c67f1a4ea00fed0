import { resultSort } from '@sunward/contracts/search';
import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../../../shared/stores/search';
import { filtersFromLink, isSortKey, sortLabels } from './results';

describe('results labels (docs/spec/1-shell-search-package.md §9, §2 Holiday card)', () => {
  it('names every sort option of the contract, best value first', () => {
    expect(Object.keys(sortLabels)).toEqual(resultSort.options);
    expect(sortLabels.bestValue).toBe('Best value');
    expect(isSortKey('priceHighLow')).toBe(true);
    expect(isSortKey('cheapest')).toBe(false);
    expect(isSortKey('toString')).toBe(false);
  });
});

describe("a results link's filters (docs/spec/1-shell-search-package.md §5)", () => {
  it('reads the filters a link carries, the missing lists empty', () => {
    expect(filtersFromLink(JSON.stringify({ ratings: [5, 4], regions: ['Palma'] }))).toEqual({
      ...emptyFilters(),
      ratings: [5, 4],
      regions: ['Palma'],
    });
  });

  it('drops invalid lists and unknown keys, so the server never refuses the search', () => {
    expect(
      filtersFromLink(
        JSON.stringify({
          ratings: ['5'],
          hotelTypes: ['adults_only', 'spa_hotels'],
          facilities: ['Pool'],
          price: 3,
        }),
      ),
    ).toEqual({ ...emptyFilters(), facilities: ['Pool'] });
  });

  it('ignores unreadable filters', () => {
    expect(filtersFromLink(null)).toBeNull();
    expect(filtersFromLink('not json')).toBeNull();
    expect(filtersFromLink('[5]')).toBeNull();
    expect(filtersFromLink('"5 stars"')).toBeNull();
  });
});
