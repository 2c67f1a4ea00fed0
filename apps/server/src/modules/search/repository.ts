import type { PrebookResponse } from '@sunward/contracts/prebook';
import type { ParsedSearchRequest } from '@sunward/contracts/search';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { itineraries, prebooks } from '../../db/schema';

export interface StoredItinerary {
  uuid: string;
  type: 'package' | 'hotelonly';
  request: ParsedSearchRequest;
}

export interface StoredPrebook {
  id: string;
  requestHash: string;
  response: PrebookResponse;
}

export function createSearchRepository(db: Database) {
  return {
    async saveItinerary(it: StoredItinerary): Promise<void> {
      await db.insert(itineraries).values({
        uuid: it.uuid,
        type: it.type,
        request: it.request,
        startDate: it.request.start_date,
        nights: it.request.nights,
      });
    },

    async findItinerary(uuid: string): Promise<StoredItinerary | undefined> {
      const rows = await db.select().from(itineraries).where(eq(itineraries.uuid, uuid)).limit(1);
      const row = rows.at(0);
      return row && { uuid: row.uuid, type: row.type, request: row.request as ParsedSearchRequest };
    },

    /** Deletes searches (and, by cascade, their prebooks) created before `cutoff`. */
    async deleteItinerariesBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(itineraries)
        .where(lt(itineraries.createdAt, cutoff))
        .returning({ uuid: itineraries.uuid });
      return rows.length;
    },

    async findPrebookByKey(key: string): Promise<StoredPrebook | undefined> {
      const rows = await db
        .select({ id: prebooks.id, requestHash: prebooks.requestHash, response: prebooks.response })
        .from(prebooks)
        .where(eq(prebooks.idempotencyKey, key))
        .limit(1);
      const row = rows.at(0);
      return row && { ...row, response: row.response as PrebookResponse };
    },

    /** Stores a prebook; returns false when another request already stored one under this key. */
    async savePrebook(values: typeof prebooks.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(prebooks)
        .values(values)
        .onConflictDoNothing({ target: prebooks.idempotencyKey })
        .returning({ id: prebooks.id });
      return rows.length > 0;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
