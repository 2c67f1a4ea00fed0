import type { DestinationsResponse } from '@sunward/contracts/search';
import type { Catalogue } from '../catalogue/catalogue';

/** The search form's lookups: airports by name or code, destinations and UK departure airports. */
export function createLookupsService({ catalogue }: { catalogue: Catalogue }) {
  const content = catalogue.content;
  let destinationsCache: DestinationsResponse | undefined;

  return {
    airports(query: string): { name: string; iata_code: string }[] {
      const q = query.trim().toLowerCase();
      const code = q.toUpperCase();
      return content.airports
        .map((a) => {
          const rank =
            a.code === code
              ? 0
              : a.code.startsWith(code)
                ? 1
                : a.name.toLowerCase().startsWith(q)
                  ? 2
                  : a.name.toLowerCase().includes(q) || a.city.toLowerCase().includes(q)
                    ? 3
                    : 9;
          return { a, rank };
        })
        .filter((x) => x.rank < 9)
        .sort((x, y) => x.rank - y.rank || x.a.name.localeCompare(y.a.name))
        .slice(0, 20)
        .map(({ a }) => ({ name: a.name, iata_code: a.code }));
    },

    destinations(): DestinationsResponse {
      if (destinationsCache) return destinationsCache;
      const hotelsPerRegion = new Map<number, number>();
      for (const h of content.hotels)
        hotelsPerRegion.set(h.regionId, (hotelsPerRegion.get(h.regionId) ?? 0) + 1);
      const airportName = new Map(content.airports.map((a) => [a.code, a.name]));
      const countries = content.countries
        .map((c) => ({
          id: c.id,
          name: c.name,
          regions: content.regions
            .filter((r) => r.countryId === c.id && (hotelsPerRegion.get(r.id) ?? 0) > 0)
            .map((r) => ({ id: r.id, name: r.name, hotels: hotelsPerRegion.get(r.id) ?? 0 }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        }))
        .filter((c) => c.regions.length > 0)
        .sort((a, b) => a.name.localeCompare(b.name));
      destinationsCache = {
        destinationData: Object.fromEntries(
          countries.map((c) => [
            c.name,
            Object.fromEntries(c.regions.map((r) => [String(r.id), r.name])),
          ]),
        ),
        countries,
        departureAirports: content.ukAirportGroups.map((g) => ({
          id: g.name.toLowerCase().replace(/[^a-z]+/g, '-'),
          name: g.name,
          airports: g.codes.map((code) => ({ code, name: airportName.get(code) ?? code })),
        })),
      };
      return destinationsCache;
    },
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
