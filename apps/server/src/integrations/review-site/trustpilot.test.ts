import { describe, expect, it } from 'vitest';
import { cachedReviewSite } from './review-site';
import { createTrustpilotReviewSite, type ReviewSiteTransport } from './trustpilot';

const site = (transport: ReviewSiteTransport) =>
  createTrustpilotReviewSite({
    businessUnitId: '507f191e810c19729de860ea',
    apiKey: 'our-trustpilot-key',
    profileUrl: 'https://uk.trustpilot.com/review/sunwardholidays.co.uk',
    transport,
  });

describe('Trustpilot as our review site', () => {
  it('reads its own score and count of us from our business unit, with our key', async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const summary = await site(async (url, headers) => {
      asked.push({ url, headers });
      return {
        status: 200,
        body: JSON.stringify({
          score: { trustScore: 4.34, stars: 4.5 },
          numberOfReviews: { total: 812 },
        }),
      };
    }).summary();
    expect(summary).toEqual({ score: 4.3, count: 812 });
    expect(asked).toEqual([
      {
        url: 'https://api.trustpilot.com/v1/business-units/507f191e810c19729de860ea',
        headers: { apikey: 'our-trustpilot-key', accept: 'application/json' },
      },
    ]);
  });

  it('shows nothing when it answers with an error, nonsense or no reviews', async () => {
    for (const answer of [
      { status: 401, body: '{"message":"Unauthorized"}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '{"trustScore": 9, "numberOfReviews": {"total": 3}}' },
      { status: 200, body: '{"trustScore": 4.1, "numberOfReviews": {"total": 0}}' },
    ]) {
      expect(await site(async () => answer).summary(), answer.body).toBeNull();
    }
  });

  it('is asked at most once an hour, and a failure again after a minute', async () => {
    let now = 0;
    let calls = 0;
    let up = false;
    const cached = cachedReviewSite(
      site(async () => {
        calls++;
        if (!up) throw new Error('unreachable');
        return { status: 200, body: '{"trustScore": 4.8, "numberOfReviews": {"total": 20}}' };
      }),
      () => now,
    );
    expect(await cached.cached()).toBeNull();
    up = true;
    now = 59_999;
    expect(await cached.cached()).toBeNull();
    now = 60_000;
    expect(await cached.cached()).toEqual({ score: 4.8, count: 20 });
    now = 60_000 + 3_599_999;
    expect(await cached.cached()).toEqual({ score: 4.8, count: 20 });
    expect(calls).toBe(2);
  });
});
