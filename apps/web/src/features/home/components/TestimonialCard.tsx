import type { Testimonial } from '@sunward/contracts/home';
import { firstSymbol, verifiedLabel } from '@sunward/contracts/reviews';
import { StarRating } from '../../../shared/ui/StarRating';

/** 'AH' for 'Amelia H.': shown where a customer has no picture. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => firstSymbol(part))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * One customer review: rating, quote, who and where, trip type and destination, and for a review
 * written from a completed booking, 'Verified traveller, travelled {Month YYYY}'.
 */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-2">
        <StarRating rating={t.rating} />
        <span className="text-sm font-semibold text-slate-700">{t.rating} out of 5</span>
      </div>
      <blockquote className="mt-3 flex-1 text-slate-800">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        {t.avatar ? (
          <img
            src={t.avatar}
            alt=""
            loading="lazy"
            width={48}
            height={48}
            className="h-12 w-12 shrink-0 rounded-full bg-brand-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {initialsOf(t.name)}
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{t.name}</span>
          {t.location && <span className="block text-sm text-slate-600">{t.location}</span>}
          {t.travelled && (
            <span className="block text-sm font-medium text-emerald-800">
              {verifiedLabel(t.travelled)}
            </span>
          )}
        </span>
      </figcaption>
      <p className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
          <span className="sr-only">Trip type: </span>
          {t.tripType}
        </span>
        <span className="rounded-full bg-amber-50 px-3 py-1 text-amber-900">
          <span className="sr-only">Destination: </span>
          {t.destination}
        </span>
      </p>
    </figure>
  );
}
