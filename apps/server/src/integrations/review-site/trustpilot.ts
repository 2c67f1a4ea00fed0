import { z } from 'zod';
import type { ReviewSite } from './review-site';

/** One GET to the review site's API; rejects only when no answer came (network, time-out). */
export type ReviewSiteTransport = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export const fetchReviewSiteTransport: ReviewSiteTransport = async (url, headers) => {
  const response = await fetch(url, {
    headers,
    redirect: 'error',
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, body: await response.text() };
};

/**
 * Trustpilot's public business unit: its TrustScore and star score of us, and how many reviews.
 * (Older answers carry the scores under `score`, newer ones at the top level.)
 */
const businessUnit = z.object({
  trustScore: z.number().min(0).max(5).optional(),
  stars: z.number().min(0).max(5).optional(),
  score: z
    .object({ trustScore: z.number().min(0).max(5).optional(), stars: z.number().optional() })
    .optional(),
  numberOfReviews: z.object({ total: z.number().int().nonnegative() }),
});

/**
 * Trustpilot as our review site: GET /v1/business-units/{id} with our API key (never logged nor
 * put in an error). The TrustScore is Trustpilot's own figure, shown as theirs.
 */
export function createTrustpilotReviewSite(options: {
  businessUnitId: string;
  apiKey: string;
  profileUrl: string;
  baseUrl?: string;
  transport?: ReviewSiteTransport;
}): ReviewSite {
  const base = (options.baseUrl ?? 'https://api.trustpilot.com').replace(/\/$/, '');
  const transport = options.transport ?? fetchReviewSiteTransport;
  return {
    name: 'Trustpilot',
    url: options.profileUrl,
    async summary() {
      const { status, body } = await transport(
        `${base}/v1/business-units/${encodeURIComponent(options.businessUnitId)}`,
        { apikey: options.apiKey, accept: 'application/json' },
      );
      if (status !== 200) return null;
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return null;
      }
      const parsed = businessUnit.safeParse(json);
      if (!parsed.success) return null;
      const unit = parsed.data;
      const score = unit.trustScore ?? unit.score?.trustScore;
      if (score === undefined || unit.numberOfReviews.total === 0) return null;
      return { score: Math.round(score * 10) / 10, count: unit.numberOfReviews.total };
    },
  };
}
