import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { regionsBySize } from '../../test/holidays';

let app: FastifyInstance;
let regionId: number;

beforeAll(async () => {
  app = await createTestApp();
  regionId = regionsBySize(app)[0];
});
afterAll(() => app.close());

describe('GET /api/airports/search and destinations', () => {
  it('matches names and IATA codes from 3 characters', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/airports/search?query=pal' });
    expect(res.statusCode).toBe(200);
    const codes = res.json().map((a: { iata_code: string }) => a.iata_code);
    expect(codes).toContain('PMI');
    // The name alone: the form shows 'Name (CODE)' and would otherwise show the code twice.
    expect(res.json().find((a: { iata_code: string }) => a.iata_code === 'PMI').name).toBe(
      'Palma de Mallorca',
    );
    const exact = await app.inject({ method: 'GET', url: '/api/airports/search?query=lgw' });
    expect(exact.json()[0]).toEqual({ name: 'London Gatwick', iata_code: 'LGW' });
    const short = await app.inject({ method: 'GET', url: '/api/airports/search?query=pa' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('query: Type at least 3 characters to search');
  });

  it('lists destinations by country and UK airports in 8 regions', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config/destinations' });
    const body = res.json();
    expect(body.departureAirports).toHaveLength(8);
    expect(body.departureAirports.flatMap((g: { airports: unknown[] }) => g.airports)).toHaveLength(
      28,
    );
    const country = body.countries.find((c: { regions: Array<{ id: number }> }) =>
      c.regions.some((r) => r.id === regionId),
    );
    expect(body.destinationData[country.name][String(regionId)]).toBeDefined();
  });
});
