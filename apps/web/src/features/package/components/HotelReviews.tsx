import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../shared/ui/Button';
import { RatingFilter } from '../../../shared/ui/reviews/RatingFilter';
import { ReviewCard } from '../../../shared/ui/reviews/ReviewCard';
import { ReviewScore } from '../../../shared/ui/reviews/ReviewScore';
import { Spinner } from '../../../shared/ui/Spinner';
import { hotelReviewsQuery } from '../api/hotel-reviews';

/** The heading's id: the page's score links here. */
export const HOTEL_REVIEWS_ID = 'hotel-reviews';

/**
 * The hotel's verified reviews on the package page: its score and count from approved reviews,
 * the rating filters and the most recent reviews (more on request). Only customers who stayed
 * with us can write one; none is shown before our team approves it.
 */
export function HotelReviews({ hotelId, hotelName }: { hotelId: number; hotelName: string }) {
  const [rating, setRating] = useState<number | null>(null);
  // The score and the filters come from every approved review, whichever rating is shown.
  const all = useInfiniteQuery(hotelReviewsQuery(hotelId, null));
  const shown = useInfiniteQuery(hotelReviewsQuery(hotelId, rating));
  const summary = all.data?.pages[0]?.summary ?? null;
  const reviews = shown.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = shown.data?.pages[0]?.total ?? 0;

  return (
    <section
      aria-labelledby={HOTEL_REVIEWS_ID}
      className="scroll-mt-24 rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={HOTEL_REVIEWS_ID} className="text-xl font-bold text-brand-800">
        Verified reviews
      </h2>
      {all.isPending ? (
        <div className="mt-4">
          <Spinner label="Loading reviews" />
        </div>
      ) : all.isError ? (
        <p className="mt-3 text-slate-700">Reviews could not be loaded. Please try again later.</p>
      ) : !summary ? (
        <p className="mt-3 text-slate-700">
          No reviews of {hotelName} yet. Only customers who have stayed here with us can review it,
          after they are back home.
        </p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
          <div>
            <p className="text-slate-900">
              <ReviewScore score={summary.score} count={summary.count} size="lg" />
            </p>
            <p className="mt-2 text-xs text-slate-600">
              From customers who stayed here with us, written after they came home and checked by
              our team before publishing.
            </p>
            <div className="mt-4">
              <RatingFilter
                summary={summary}
                selected={rating}
                onSelect={setRating}
                label={`Filter reviews of ${hotelName} by rating`}
              />
            </div>
          </div>
          <div className="min-w-0">
            <p aria-live="polite" className="text-sm text-slate-700">
              {shown.isPending
                ? 'Loading reviews…'
                : `${total.toLocaleString('en-GB')} ${total === 1 ? 'review' : 'reviews'}${
                    rating === null
                      ? ''
                      : ` of ${String(rating)} ${rating === 1 ? 'star' : 'stars'}`
                  }, most recent first`}
            </p>
            {reviews.length > 0 && (
              <ul aria-label={`Reviews of ${hotelName}`} className="mt-3 space-y-4">
                {reviews.map((r) => (
                  <li key={r.id}>
                    <ReviewCard review={r} />
                  </li>
                ))}
              </ul>
            )}
            {shown.hasNextPage && (
              <button
                type="button"
                className={`${buttonClass('secondary')} mt-4`}
                disabled={shown.isFetchingNextPage}
                onClick={() => void shown.fetchNextPage()}
              >
                {shown.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** The hotel's score beside its name, linking to its reviews (nothing while it has none). */
export function HotelScoreLink({ hotelId }: { hotelId: number }) {
  const all = useInfiniteQuery(hotelReviewsQuery(hotelId, null));
  const summary = all.data?.pages[0]?.summary;
  if (!summary) return null;
  return (
    <a href={`#${HOTEL_REVIEWS_ID}`} className="text-slate-800 underline-offset-2 hover:underline">
      <ReviewScore score={summary.score} count={summary.count} />
    </a>
  );
}
