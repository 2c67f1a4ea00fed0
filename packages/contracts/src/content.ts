import * as z from 'zod/mini';

export const footerPage = z.object({
  id: z.number().check(z.int()),
  slug: z.string(),
  name: z.string(),
});
export const footerResponse = z.object({ footer_pages: z.array(footerPage) });
export type FooterResponse = z.infer<typeof footerResponse>;

export const pageParams = z.strictObject({
  slug: z.string().check(z.minLength(1), z.maxLength(120)),
});
export const pageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  /** yyyy-mm-dd */
  lastUpdated: z.iso.date(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type PageResponse = z.infer<typeof pageResponse>;
