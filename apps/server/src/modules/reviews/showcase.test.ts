import { describe, expect, it } from 'vitest';
import type { HotelScoreRow, ReviewRow } from './repository';
import { createReviewShowcase, SHOWCASE_MAX_AGE_MS, summaryOf } from './showcase';

const score = (
  hotelId: number,
  stars: [number, number, number, number, number],
): HotelScoreRow => ({
  hotelId,
  count: stars.reduce((a, b) => a + b, 0),
  total: stars.reduce((sum, n, i) => sum + n * (i + 1), 0),
  oneStar: stars[0],
  twoStars: stars[1],
  threeStars: stars[2],
  fourStars: stars[3],
  fiveStars: stars[4],
  updatedAt: new Date(0),
});

describe('scores from approved reviews', () => {
  it('are the mean to one decimal, with the count and each rating’s count', () => {
    expect(summaryOf([score(1, [0, 0, 1, 1, 1]), score(2, [1, 0, 0, 0, 0])])).toEqual({
      score: 3.3,
      count: 4,
      distribution: [
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
        { rating: 3, count: 1 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1 },
      ],
    });
    expect(summaryOf([])).toBeNull();
  });
});

describe('the shop window in memory', () => {
  it('gives a results card a score only from 5 reviews, and reads again after a minute', async () => {
    let now = 0;
    let rows = [score(1, [0, 0, 0, 2, 3]), score(2, [0, 0, 0, 0, 4])];
    let reads = 0;
    const showcase = createReviewShowcase({
      repo: {
        allScores: () => {
          reads++;
          return Promise.resolve(rows);
        },
        testimonialCandidates: () => Promise.resolve([] as ReviewRow[]),
      },
      clock: () => now,
    });
    await showcase.refresh();
    expect(showcase.cardScore(1)).toEqual({ score: 4.6, count: 5 });
    expect(showcase.cardScore(2)).toBeUndefined();
    expect(showcase.overall()?.count).toBe(9);
    expect(showcase.testimonials()).toEqual([]);

    rows = [score(2, [0, 0, 0, 0, 5])];
    now = SHOWCASE_MAX_AGE_MS - 1;
    expect(showcase.cardScore(2)).toBeUndefined();
    expect(reads).toBe(1);
    now = SHOWCASE_MAX_AGE_MS;
    // The stale copy answers while it is read again in the background.
    expect(showcase.cardScore(1)).toEqual({ score: 4.6, count: 5 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    expect(showcase.cardScore(1)).toBeUndefined();
    expect(showcase.cardScore(2)).toEqual({ score: 5, count: 5 });
  });
});
