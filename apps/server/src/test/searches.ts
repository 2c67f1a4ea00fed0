import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addDays } from '../lib/dates';
import { createTestApp } from './app';
import { regionsBySize } from './holidays';

/** What a search test works from: its app, the departure date and the region it searches. */
export interface SearchContext {
  app: FastifyInstance;
  start: string;
  regionId: number;
}

/** A test app, its busiest region and a departure `days` from today. */
export async function openSearchTestApp(days: number): Promise<SearchContext> {
  const app = await createTestApp();
  return { app, regionId: regionsBySize(app)[0], start: addDays(app.catalogue.today(), days) };
}

/** Package searches on a test app (the context is read when a helper runs, after beforeAll). */
export function createSearchDriver(context: () => SearchContext) {
  const ukAirports = () => context().app.catalogue.content.ukAirportGroups.flatMap((g) => g.codes);

  function packageRequest(overrides: Record<string, unknown> = {}) {
    return {
      type: 'package',
      start_date: context().start,
      end_date: addDays(context().start, 7),
      nights: 7,
      flexible_departure: true,
      departure_airports: ukAirports(),
      destination_regions: [context().regionId],
      rooms: [{ adults: 2, children: 1, infants: 0, child_ages: [8] }],
      num_adults: 2,
      num_children: 1,
      num_infants: 0,
      child_ages: [8],
      ...overrides,
    };
  }

  const search = (payload: unknown) =>
    context().app.inject({
      method: 'POST',
      url: '/api/itinerary/search',
      payload: payload as object,
    });

  async function searchOk(payload: unknown) {
    const res = await search(payload);
    expect(res.statusCode).toBe(200);
    // Like the *.test.ts files it serves, this hands the answer over as parsed JSON to read freely.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
    const body = res.json();
    // eslint-disable-next-line @typescript-eslint/no-unsafe-member-access
    expect(body.status).toBe('success');
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access
    return body.itinerary;
  }

  return { ukAirports, packageRequest, search, searchOk };
}
