import { describe, expect, it } from 'vitest';
import { carouselDeals } from './deals';
import { makeDeal } from './test-fixtures';

describe('home deals (docs/spec/1-shell-search-package.md §2)', () => {
  it('keeps at most six deals, only those with an available date', () => {
    const dated = Array.from({ length: 8 }, (_, i) => makeDeal({ id: i + 1, slug: `d-${i + 1}` }));
    const undated = makeDeal({ id: 99, slug: 'none', availableDates: [], selected_dates: [] });
    const shown = carouselDeals([undated, ...dated]);
    expect(shown.map((d) => d.slug)).toEqual(['d-1', 'd-2', 'd-3', 'd-4', 'd-5', 'd-6']);
  });
});
