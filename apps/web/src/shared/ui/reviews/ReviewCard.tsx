import { type PublicReview, travelledMonth, verifiedLabel } from '@sunward/contracts/reviews';
import { StarRating } from '../StarRating';

const published = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/**
 * One published review: its stars, words, who wrote it (first name and initial only) and, for a
 * review tied to a completed booking with us, 'Verified traveller, travelled {Month YYYY}'.
 * `showHotel` names the hotel (on the list of every hotel's reviews).
 */
export function ReviewCard({
  review,
  showHotel = false,
  headingLevel = 3,
}: {
  review: PublicReview;
  showHotel?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="flex h-full flex-col rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} label={`${String(review.rating)} out of 5 stars`} />
        {review.title && (
          <Heading className="text-base font-bold text-brand-900">{review.title}</Heading>
        )}
        {!review.title && <Heading className="sr-only">Review by {review.reviewer}</Heading>}
      </div>
      {review.text && (
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.text}</p>
      )}
      <footer className="mt-auto pt-4 text-sm text-slate-600">
        <p>
          <span className="font-semibold text-slate-900">{review.reviewer}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {review.tripType}
          {showHotel && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, stayed at </span>
              {review.hotel.name}, {review.hotel.destination}
            </>
          )}
        </p>
        {review.verified ? (
          <p className="mt-1 inline-flex items-center gap-1 font-medium text-emerald-800">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
              <path
                fill="currentColor"
                d="M10 1.5 3 4.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5l-7-3zm-1 11.9-3.2-3.2 1.4-1.4L9 10.6l3.8-3.8 1.4 1.4L9 13.4z"
              />
            </svg>
            {verifiedLabel(review.travelled)}
          </p>
        ) : (
          <p className="mt-1">Travelled {travelledMonth(review.travelled)}</p>
        )}
        <p className="mt-1 text-xs">Published {published.format(new Date(review.publishedAt))}</p>
      </footer>
    </article>
  );
}
