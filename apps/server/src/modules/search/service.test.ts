import { searchRequest } from '@sunward/contracts/search';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../lib/dates';
import { generateCatalogue } from '../../sandboxes/supplier/catalogue';
import { SandboxSupplier } from '../../sandboxes/supplier/sandbox-supplier';
import { Catalogue } from '../catalogue/catalogue';
import { memorySearchCache, type SearchResultCache } from './result-cache';
import { createSearchService } from './service';

/**
 * The same search asked several times at once (a popular region just after a price change made
 * its kept answer a miss) is made once, also while the shared cache (Redis) is slow to answer.
 */
describe('the search service', () => {
  it('makes one answer for the same search asked at once, each caller with a uuid of its own', async () => {
    const content = generateCatalogue({ seed: 7, hotelCount: 150 });
    const today = new Date('2027-04-01T10:00:00Z');
    const catalogue = await Catalogue.create({
      supplier: new SandboxSupplier(content),
      days: 120,
      now: () => today,
    });
    const memory = memorySearchCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    // A shared cache answers what it held when asked, a network round trip later.
    const slow: SearchResultCache = {
      get: async (key) => {
        const held = await memory.get(key);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return held;
      },
      set: (key, json) => memory.set(key, json),
    };
    const saved: string[] = [];
    const service = createSearchService({
      catalogue,
      cache: slow,
      repo: {
        saveItinerary: (it: { uuid: string }) => {
          saved.push(it.uuid);
          return Promise.resolve();
        },
      } as unknown as Parameters<typeof createSearchService>[0]['repo'],
    });
    const engineSearch = vi.spyOn(catalogue.engine, 'search');
    const start = '2027-06-05';
    const request = searchRequest.parse({
      type: 'hotelonly',
      start_date: start,
      end_date: addDays(start, 7),
      nights: 7,
      flexible_departure: false,
      departure_airports: [],
      destination_regions: [content.hotels[0].regionId],
      rooms: [{ adults: 2, children: 0, infants: 0, child_ages: [] }],
    });
    const answers = await Promise.all([1, 2, 3].map(() => service.search(request)));
    expect(engineSearch).toHaveBeenCalledTimes(1);
    expect(new Set(saved).size).toBe(3);
    const uuids = answers.map(
      (json) => (JSON.parse(json) as { itinerary: { uuid: string } }).itinerary.uuid,
    );
    expect(uuids.sort()).toEqual([...saved].sort());
    // Later, the kept answer serves it without searching again.
    await service.search(request);
    expect(engineSearch).toHaveBeenCalledTimes(1);
  });
});
