import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  touristTaxBands,
  touristTaxCountries,
  touristTaxRegions,
  touristTaxVersions,
} from '../../db/schema';
import type { StaffAuditEntry, StaffAuditRepositoryOf } from '../staff/service';

export type TouristTaxCountryRow = typeof touristTaxCountries.$inferSelect;
export type TouristTaxRegionRow = typeof touristTaxRegions.$inferSelect;
export type TouristTaxVersionRow = typeof touristTaxVersions.$inferSelect;
export type TouristTaxBandRow = typeof touristTaxBands.$inferSelect;
export type NewTouristTaxVersionRow = Omit<
  typeof touristTaxVersions.$inferInsert,
  'id' | 'createdAt'
> & { createdAt: Date };
export type NewTouristTaxBandRow = Omit<typeof touristTaxBands.$inferInsert, 'id' | 'versionId'>;

export interface TouristTaxTables {
  countries: TouristTaxCountryRow[];
  regions: TouristTaxRegionRow[];
  versions: TouristTaxVersionRow[];
  bands: TouristTaxBandRow[];
}

export function createTouristTaxRepository(
  db: Database,
  owners: {
    /** The staff audit trail, appended in the new version's own transaction. */
    audit: StaffAuditRepositoryOf;
  },
) {
  return {
    /**
     * Every country, region, version and band, in their display order (a few hundred rows): read
     * whole on each request, so a version staff add is used by the next page and estimate.
     */
    async loadAll(): Promise<TouristTaxTables> {
      const [countries, regions, versions, bands] = await Promise.all([
        db.select().from(touristTaxCountries).orderBy(asc(touristTaxCountries.sortOrder)),
        db
          .select()
          .from(touristTaxRegions)
          .orderBy(asc(touristTaxRegions.countryCode), asc(touristTaxRegions.sortOrder)),
        db.select().from(touristTaxVersions).orderBy(asc(touristTaxVersions.id)),
        db.select().from(touristTaxBands).orderBy(asc(touristTaxBands.id)),
      ]);
      return { countries, regions, versions, bands };
    },

    /** Adds a version of a place's rule with its bands and its audit row, in one transaction. */
    async addVersion(
      version: NewTouristTaxVersionRow,
      bands: NewTouristTaxBandRow[],
      audit: (versionId: number) => StaffAuditEntry,
    ): Promise<TouristTaxVersionRow> {
      return db.transaction(async (tx) => {
        const row = (await tx.insert(touristTaxVersions).values(version).returning()).at(0);
        if (!row) throw new Error('The tourist tax version was not stored.');
        if (bands.length > 0) {
          await tx.insert(touristTaxBands).values(bands.map((b) => ({ ...b, versionId: row.id })));
        }
        await owners.audit(tx).appendAudit(audit(row.id));
        return row;
      });
    },
  };
}
export type TouristTaxRepository = ReturnType<typeof createTouristTaxRepository>;
