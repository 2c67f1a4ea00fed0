import type { FooterResponse, PageResponse } from '@sunward/contracts/content';
import type { SiteConfig } from '@sunward/contracts/site';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../errors';
import type { ContentRepository } from './repository';
import type { SeedPage } from './seed-pages';

/** What content HTML may contain: text structure and links, nothing that runs or loads. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'hr',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'abbr',
  ],
  allowedAttributes: { a: ['href', 'title'], abbr: ['title'], th: ['scope'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** Fills `{{brandName}}`-style placeholders from the site configuration. */
export function fillPlaceholders(text: string, site: SiteConfig): string {
  const values: Record<string, string> = {
    brandName: site.brandName,
    companyName: site.companyName,
    phone: site.phone,
    email: site.email,
    atolNumber: site.atolNumber,
    address: site.address,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

export function createContentService(repo: ContentRepository) {
  return {
    async footer(): Promise<FooterResponse> {
      return { footer_pages: await repo.listFooterPages() };
    },

    async page(slug: string): Promise<PageResponse> {
      const row = await repo.findBySlug(slug);
      if (!row) throw new AppError('NOT_FOUND', 'We could not find that page.');
      return {
        slug: row.slug,
        title: row.title,
        lastUpdated: row.lastUpdated,
        content: sanitizeContent(row.contentHtml),
      };
    },

    /**
     * Seeds the product's pages: new ones are added, and a page the product ships a newer edition
     * of replaces the stored one. Returns how many were written.
     */
    seed(pages: readonly SeedPage[], site: SiteConfig): Promise<number> {
      return repo.upsertNewer(
        pages.map((page, index) => ({
          slug: page.slug,
          name: page.name,
          title: fillPlaceholders(page.title, site),
          contentHtml: sanitizeContent(fillPlaceholders(page.html, site)),
          lastUpdated: page.lastUpdated,
          footerOrder: index + 1,
        })),
      );
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
