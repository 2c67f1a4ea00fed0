import { asc, eq, isNotNull, sql } from 'drizzle-orm';
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

    /**
     * Inserts pages whose slug is new, and replaces a stored page with the product's newer
     * edition of it (a later `lastUpdated`: e.g. booking conditions that state new cancellation
     * bands); an older or the same edition is kept. Returns how many were written.
     */
    async upsertNewer(rows: (typeof contentPages.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const written = await db
        .insert(contentPages)
        .values(rows)
        .onConflictDoUpdate({
          target: contentPages.slug,
          set: {
            name: sql`excluded.name`,
            title: sql`excluded.title`,
            contentHtml: sql`excluded.content_html`,
            lastUpdated: sql`excluded.last_updated`,
          },
          setWhere: sql`${contentPages.lastUpdated} < excluded.last_updated`,
        })
        .returning({ id: contentPages.id });
      return written.length;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
