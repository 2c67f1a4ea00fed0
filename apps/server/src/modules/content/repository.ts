import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentPages } from '../../db/schema';

export type ContentPageRow = typeof contentPages.$inferSelect;

export function createContentRepository(db: Database) {
  return {
    listFooterPages(): Promise<Pick<ContentPageRow, 'id' | 'slug' | 'name'>[]> {
      return db
        .select({ id: contentPages.id, slug: contentPages.slug, name: contentPages.name })
        .from(contentPages)
        .where(isNotNull(contentPages.footerOrder))
        .orderBy(asc(contentPages.footerOrder));
    },

    async findBySlug(slug: string): Promise<ContentPageRow | undefined> {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(eq(contentPages.slug, slug))
        .limit(1);
      return row;
    },

    /** Inserts pages whose slug is new; existing pages (possibly edited since) are kept. */
    async insertMissing(rows: (typeof contentPages.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(contentPages)
        .values(rows)
        .onConflictDoNothing({ target: contentPages.slug })
        .returning({ id: contentPages.id });
      return inserted.length;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
