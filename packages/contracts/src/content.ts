import { z } from 'zod';

export const footerPage = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const footerResponse = z.object({ footer_pages: z.array(footerPage) });
export type FooterResponse = z.infer<typeof footerResponse>;

export const pageParams = z.strictObject({ slug: z.string().min(1).max(120) });
export const pageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  /** yyyy-mm-dd */
  lastUpdated: z.iso.date(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type PageResponse = z.infer<typeof pageResponse>;
