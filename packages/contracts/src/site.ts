import * as z from 'zod/mini';

/** Brand and contact settings: one configuration shared by the server (env overrides) and web. */
export const socialLink = z.object({
  name: z.enum(['Facebook', 'Instagram', 'X', 'TikTok', 'YouTube']),
  url: z.url(),
});
export const siteConfig = z.object({
  brandName: z.string(),
  companyName: z.string(),
  phone: z.string(),
  email: z.email(),
  atolNumber: z.string(),
  address: z.string(),
  social: z.array(socialLink),
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}) and its attribution (HTML). */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /**
   * The airline's confirmation page (Ryanair), framed after payment, and our agent code there
   * (docs/spec/2-checkout-payment.md 'Airline confirmation screen'). A path is on this site (the built-in sandbox airline).
   */
  airlineConfirmationUrl: z.string(),
  airlineAgent: z.string(),
  /**
   * Who answers the live chat and the review widget: the built-in sandboxes, or none (the shell
   * then offers the phone and e-mail instead). Production runs a sandbox only when told to. The
   * review widget shows no number of its own: scores come from GET /reviews/summary (reviews.ts).
   */
  liveChatProvider: z.enum(['sandbox', 'none']),
  reviewsProvider: z.enum(['sandbox', 'none']),
});
export type SiteConfig = z.infer<typeof siteConfig>;

export const defaultSiteConfig: SiteConfig = {
  brandName: 'Sunward Holidays',
  companyName: 'Sunward Holidays Ltd',
  phone: '0330 088 5600',
  email: 'hello@sunwardholidays.co.uk',
  atolNumber: 'ATOL 11896',
  address: '14 Harbour Street, Brighton BN1 1AA',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/sunwardholidays' },
    { name: 'Instagram', url: 'https://www.instagram.com/sunwardholidays' },
    { name: 'X', url: 'https://x.com/sunwardholidays' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@sunwardholidays' },
  ],
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  airlineConfirmationUrl: '/airline',
  airlineAgent: 'SUNWARD',
  liveChatProvider: 'none',
  reviewsProvider: 'none',
};
