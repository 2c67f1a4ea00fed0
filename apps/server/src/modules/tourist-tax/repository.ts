import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { touristTaxCountries, touristTaxRates, touristTaxRegions } from '../../db/schema';

export type TouristTaxCountryRow = typeof touristTaxCountries.$inferSelect;
export type TouristTaxRegionRow = typeof touristTaxRegions.$inferSelect;
export type TouristTaxRateRow = typeof touristTaxRates.$inferSelect;

export interface TouristTaxTables {
  countries: TouristTaxCountryRow[];
  regions: TouristTaxRegionRow[];
  rates: TouristTaxRateRow[];
}

export function createTouristTaxRepository(db: Database) {
  return {
    /** Every country, region and rate, in their display order (a few hundred rows at most). */
    async loadAll(): Promise<TouristTaxTables> {
      const [countries, regions, rates] = await Promise.all([
        db.select().from(touristTaxCountries).orderBy(asc(touristTaxCountries.sortOrder)),
        db
          .select()
          .from(touristTaxRegions)
          .orderBy(asc(touristTaxRegions.countryCode), asc(touristTaxRegions.sortOrder)),
        db.select().from(touristTaxRates).orderBy(asc(touristTaxRates.id)),
      ]);
      return { countries, regions, rates };
    },
  };
}
export type TouristTaxRepository = ReturnType<typeof createTouristTaxRepository>;
