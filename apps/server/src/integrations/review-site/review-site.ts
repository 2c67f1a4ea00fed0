/**
 * An independent review site (Trustpilot, Feefo and the like) where customers also review us: its
 * own score and count of us, shown beside our verified reviews only when one is configured, and
 * always named as its own (never added to ours). A real site is an adapter of this interface.
 */
export interface ReviewSite {
  /** The site's name, e.g. 'Trustpilot'. */
  readonly name: string;
  /** Our public profile on the site, where its reviews are read. */
  readonly url: string;
  /** The site's current score of us and its count of reviews; null when it did not answer. */
  summary(): Promise<{ score: number; count: number } | null>;
}

/**
 * The site's summary, asked for at most once an hour (its figures change slowly and its API is
 * rate-limited); a failed answer is asked again after a minute, and shows nothing meanwhile.
 */
export function cachedReviewSite(
  site: ReviewSite,
  now: () => number = Date.now,
): ReviewSite & { cached(): Promise<{ score: number; count: number } | null> } {
  let held: { at: number; ttl: number; value: { score: number; count: number } | null } | null =
    null;
  let asking: Promise<{ score: number; count: number } | null> | null = null;
  const ask = () => {
    asking ??= site
      .summary()
      .catch(() => null)
      .then((value) => {
        held = { at: now(), ttl: value ? 3_600_000 : 60_000, value };
        asking = null;
        return value;
      });
    return asking;
  };
  return {
    name: site.name,
    url: site.url,
    summary: () => site.summary(),
    async cached() {
      if (held && now() - held.at < held.ttl) return held.value;
      return ask();
    },
  };
}
