import type { SiteConfig } from '@sunward/contracts/site';
import { seedPages } from '../../modules/content/seed-pages';
import type { ContentService } from '../../modules/content/service';
import { seedDemoReviews, type DemoSeedServices } from './demo-reviews';

/**
 * Seeds what a fresh database needs; safe to run on every start (existing rows are kept). With
 * `demo` (DEMO_SEED: development by default, never production unless set), also the demo's past
 * holidays and their approved reviews.
 */
export async function seedDatabase(
  services: { content: ContentService; demo?: DemoSeedServices },
  site: SiteConfig,
) {
  const pages = await services.content.seed(seedPages, site);
  const demoReviews = services.demo ? await seedDemoReviews(services.demo) : 0;
  return { pages, demoReviews };
}
