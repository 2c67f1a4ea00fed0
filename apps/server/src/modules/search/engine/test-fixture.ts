/**
 * Shared fixture for the engine's unit tests: a small seeded sandbox catalogue, its supplier and
 * an engine over a summer window. Not used by production code.
 */

import { generateCatalogue } from '../../../sandboxes/supplier/catalogue';
import { promotionsOf } from '../../../sandboxes/supplier/promotions';
import { buildFareSheet, buildRateSheet } from '../../../sandboxes/supplier/rates';
import { SandboxSupplier } from '../../../sandboxes/supplier/sandbox-supplier';
import { buildSearchEngine } from './search-engine';
import type { SearchResult } from './types';

export const FIXTURE_SEED = 4242;
export const FIXTURE_WINDOW = { from: '2027-05-01', days: 200 };

export function buildFixture(hotelCount = 600) {
  const catalogue = generateCatalogue({ seed: FIXTURE_SEED, hotelCount });
  // Booked on the window's first day: the engine's own default, so offers price alike.
  const supplier = new SandboxSupplier(catalogue, {
    now: () => Date.parse(`${FIXTURE_WINDOW.from}T12:00:00Z`),
  });
  const engine = buildSearchEngine(
    catalogue,
    [buildRateSheet(catalogue, FIXTURE_WINDOW)],
    buildFareSheet(catalogue, FIXTURE_WINDOW),
    promotionsOf(
      FIXTURE_SEED,
      catalogue.hotels.map((h) => h.id),
      FIXTURE_WINDOW,
    ),
  );
  const allUkAirports = catalogue.ukAirportGroups.flatMap((g) => g.codes);
  return { catalogue, supplier, engine, allUkAirports };
}

/** A search result as plain data (its functions dropped, every package built), for `toEqual`. */
export function comparable(result: SearchResult) {
  const { type, startDate, nights, window, party, candidates, matches, hotels } = result;
  return { type, startDate, nights, window, party, candidates, matches, hotels };
}
