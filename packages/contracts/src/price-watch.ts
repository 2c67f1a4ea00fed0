import * as z from 'zod/mini';

/**
 * Live prices of a holiday a customer is looking at: how its price moved, and a watch that
 * e-mails them when it drops. A holiday is a hotel, a check-in date and nights, the party's rooms
 * and (for a package) the departure airports, as a stored search and one of its hotels name them.
 *
 * Everyone:
 * - GET  /itinerary/{uuid}/hotels/{hotelId}/price-history → priceHistory (the last 30 days)
 * - POST /price-watches                priceWatchRequest → priceWatchCreated
 *   (201 `watching` when signed in; 202 `confirm_email` for a guest: a link is e-mailed first)
 * - POST /price-watches/confirm        { token } → priceWatch (the e-mailed link's page)
 * - POST /price-watches/unsubscribe    { token } → { unsubscribed: true } (every alert's one-click
 *   link; also answered as RFC 8058 `List-Unsubscribe-Post` at /price-watches/unsubscribe?token=)
 *
 * Signed-in customers:
 * - GET    /account/price-watches       → priceWatchList
 * - DELETE /account/price-watches/{id}  → 204
 */
export const priceWatchPaths = {
  history: (uuid: string, hotelId: number | string) =>
    `/itinerary/${uuid}/hotels/${String(hotelId)}/price-history`,
  watch: '/price-watches',
  confirm: '/price-watches/confirm',
  unsubscribe: '/price-watches/unsubscribe',
  account: '/account/price-watches',
  accountWatch: (id: string) => `/account/price-watches/${id}`,
} as const;

export const PRICE_WATCH_RULES = {
  /** An alert needs a drop of at least this share of the price last told… */
  dropPercent: 5,
  /** …or at least this many pence. */
  dropPence: 2500,
  /** The price graph covers this many days back. */
  historyDays: 30,
  /** Watches one e-mail address may hold at once. */
  maxPerEmail: 20,
  /** Hours an e-mailed confirmation link works. */
  confirmHours: 48,
} as const;

/** Every message a customer can be given about a price watch (the web shows the same words). */
export const priceWatchMessages = {
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  tooMany: `You are watching ${String(PRICE_WATCH_RULES.maxPerEmail)} holidays already. Please remove one first.`,
  departed: 'This holiday has already departed, so its price cannot be watched.',
  unavailable: 'This holiday is no longer available, so its price cannot be watched.',
  linkInvalid: 'This link is not valid or has expired. Please watch the holiday again.',
  notFound: 'We could not find that price watch.',
  watching: 'We will e-mail you when the price of this holiday drops.',
  confirmEmail:
    'Please check your inbox: click the link we have sent you to start watching this holiday.',
  confirmed: 'You are now watching this holiday. We will e-mail you when its price drops.',
  unsubscribed: 'You will no longer get e-mails about this holiday.',
} as const;

/** One point of a holiday's price over time: from `at`, this price (null = not available). */
export const pricePoint = z.object({
  at: z.iso.datetime(),
  price_pence: z.nullable(z.int()),
});

export const priceHistory = z.object({
  hotel_id: z.int(),
  check_in: z.iso.date(),
  nights: z.int(),
  /** The price now. */
  price_pence: z.nullable(z.int()),
  /** Every change of the price in the window, oldest first; the first is the price at its start. */
  points: z.array(pricePoint),
  /** The window: `historyDays` back from now. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  lowest_pence: z.nullable(z.int()),
  highest_pence: z.nullable(z.int()),
});
export type PriceHistory = z.infer<typeof priceHistory>;

export const priceWatchRequest = z.strictObject({
  uuid: z.uuid(),
  hotel_id: z.int().check(z.positive()),
  /** A guest's address (ignored when signed in: the account's is used). */
  email: z.optional(z.string().check(z.maxLength(254))),
});
export type PriceWatchRequest = z.infer<typeof priceWatchRequest>;

export const priceWatchTokenRequest = z.strictObject({
  token: z.string().check(z.minLength(16), z.maxLength(128)),
});

export const priceWatchStates = ['pending', 'watching', 'expired'] as const;
export type PriceWatchState = (typeof priceWatchStates)[number];

export const priceWatch = z.object({
  id: z.uuid(),
  state: z.enum(priceWatchStates),
  hotel_id: z.int(),
  hotel_name: z.string(),
  /** 'Resort, Region'. */
  location: z.string(),
  type: z.enum(['package', 'hotelonly']),
  check_in: z.iso.date(),
  nights: z.int(),
  /** '2 adults, 1 child'. */
  party: z.string(),
  departure_airports: z.array(z.string()),
  /** The price when the watch began or the last alert told it. */
  watched_price_pence: z.int(),
  /** The price now (null = not available now). */
  price_pence: z.nullable(z.int()),
  created_at: z.iso.datetime(),
  /** The page that opens this holiday afresh (a shared-holiday link: it searches again). */
  link: z.string(),
});
export type PriceWatch = z.infer<typeof priceWatch>;

export const priceWatchCreated = z.object({
  status: z.enum(['watching', 'confirm_email']),
  message: z.string(),
  watch: z.nullable(priceWatch),
});
export type PriceWatchCreated = z.infer<typeof priceWatchCreated>;

export const priceWatchList = z.object({ watches: z.array(priceWatch) });
export type PriceWatchList = z.infer<typeof priceWatchList>;

/** Whether the price fell enough since `watched` to tell the customer: by at least 5 % or £25. */
export function isAlertableDrop(watchedPence: number, nowPence: number): boolean {
  const drop = watchedPence - nowPence;
  if (drop <= 0) return false;
  return (
    drop * 100 >= watchedPence * PRICE_WATCH_RULES.dropPercent ||
    drop >= PRICE_WATCH_RULES.dropPence
  );
}
