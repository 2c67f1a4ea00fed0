import type { Testimonial } from '@sunward/contracts/home';
import {
  REVIEW_LIMITS,
  type HotelReviewScore,
  type ReviewSummary,
} from '@sunward/contracts/reviews';
import type { HotelScoreRow, ReviewRow, ReviewsRepository } from './repository';

/** A score to one decimal place: the mean of the approved reviews' stars. */
export const scoreOf = (total: number, count: number) => Math.round((total * 10) / count) / 10;

/** A hotel's (or every hotel's) summary from its score rows; null while there are none. */
export function summaryOf(rows: readonly HotelScoreRow[]): ReviewSummary | null {
  const sum = { count: 0, total: 0, stars: [0, 0, 0, 0, 0] };
  for (const r of rows) {
    sum.count += r.count;
    sum.total += r.total;
    const each = [r.oneStar, r.twoStars, r.threeStars, r.fourStars, r.fiveStars];
    each.forEach((n, i) => (sum.stars[i] += n));
  }
  if (sum.count === 0) return null;
  return {
    score: scoreOf(sum.total, sum.count),
    count: sum.count,
    distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: sum.stars[rating - 1] })),
  };
}

/** Testimonials: approved reviews of 4 or 5 stars with text of at most this many characters. */
export const TESTIMONIAL_MIN_RATING = 4;
export const TESTIMONIAL_MAX_LENGTH = 400;
/** How many the home page shows, newest first, at most two of any one hotel. */
export const TESTIMONIAL_COUNT = 6;
export const TESTIMONIALS_PER_HOTEL = 2;

export function testimonialOf(row: ReviewRow): Testimonial {
  return {
    id: row.id,
    name: row.reviewerName,
    quote: row.body ?? '',
    rating: row.rating,
    avatar: '',
    location: '',
    destination: `${row.hotelName}, ${row.destination}`,
    tripType: row.tripType,
    travelled: row.travelledOn.slice(0, 7),
  };
}

/**
 * Above this age a process's copy is read again on its next use (without making that use wait):
 * another process's decisions show here within a minute. This process's own decisions refresh it
 * at once.
 */
export const SHOWCASE_MAX_AGE_MS = 60_000;

/**
 * What the shop window shows of reviews on every page, held in memory so that the search hot path
 * and the home page read a map, not the database: each hotel's score from REVIEW_LIMITS.cardMinimum
 * approved reviews (results cards), every approved review's summary (footer, home) and the home
 * page's testimonials. Read from the database at start-up and after every decision.
 */
export function createReviewShowcase(deps: {
  repo: Pick<ReviewsRepository, 'allScores' | 'testimonialCandidates'>;
  clock?: () => number;
  onError?: (err: unknown) => void;
}) {
  const clock = deps.clock ?? Date.now;
  let held: {
    at: number;
    cards: Map<number, HotelReviewScore>;
    overall: ReviewSummary | null;
    testimonials: Testimonial[];
  } = { at: -Infinity, cards: new Map(), overall: null, testimonials: [] };
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    const [scores, candidates] = await Promise.all([
      deps.repo.allScores(),
      deps.repo.testimonialCandidates(TESTIMONIAL_MIN_RATING, TESTIMONIAL_MAX_LENGTH, 60),
    ]);
    const cards = new Map<number, HotelReviewScore>();
    for (const r of scores) {
      if (r.count >= REVIEW_LIMITS.cardMinimum) {
        cards.set(r.hotelId, { score: scoreOf(r.total, r.count), count: r.count });
      }
    }
    const perHotel = new Map<number, number>();
    const testimonials: Testimonial[] = [];
    for (const row of candidates) {
      if (testimonials.length >= TESTIMONIAL_COUNT) break;
      const taken = perHotel.get(row.hotelId) ?? 0;
      if (taken >= TESTIMONIALS_PER_HOTEL) continue;
      perHotel.set(row.hotelId, taken + 1);
      testimonials.push(testimonialOf(row));
    }
    held = { at: clock(), cards, overall: summaryOf(scores), testimonials };
  }

  /** Reads it again in the background when it is older than a minute (one read at a time). */
  function freshen(): void {
    if (reading || clock() - held.at < SHOWCASE_MAX_AGE_MS) return;
    reading = read()
      .catch((err: unknown) => deps.onError?.(err))
      .finally(() => {
        reading = null;
      });
  }

  return {
    /** Reads it from the database now (start-up, and after a decision in this process). */
    async refresh(): Promise<void> {
      if (reading) await reading;
      await read();
    },

    /** A hotel's score for its results card: only from 5 approved reviews. */
    cardScore(hotelId: number): HotelReviewScore | undefined {
      freshen();
      return held.cards.get(hotelId);
    },

    /** Every approved review's summary (null while there are none). */
    overall(): ReviewSummary | null {
      freshen();
      return held.overall;
    },

    /** The home page's testimonials: none while no review qualifies, never made up. */
    testimonials(): Testimonial[] {
      freshen();
      return held.testimonials;
    },
  };
}
export type ReviewShowcase = ReturnType<typeof createReviewShowcase>;
