import type { SiteConfig } from '@sunward/contracts/site';
import { seedPages } from '../../modules/content/seed-pages';
import type { ContentService } from '../../modules/content/service';

/** Seeds what a fresh database needs; safe to run on every start (existing rows are kept). */
export async function seedDatabase(services: { content: ContentService }, site: SiteConfig) {
  const pages = await services.content.seed(seedPages, site);
  return { pages };
}
