import type { Deal } from '@sunward/contracts/deals';
import { Link } from 'react-router';
import { formatWholePounds, dealPerPersonPence } from '../../../shared/lib/money';
import { StarRating, starsOutOfFive } from '../../../shared/ui/StarRating';
import { nightsText, partyText } from '../lib/deal-card';
import { depositClaim } from '../../../shared/lib/claims';

/**
 * One deal of the list (docs/spec/3-accounts-bookings-content.md §2 'Deals list'): the whole card
 * opens the deal (its heading's link covers the card).
 */
export function DealCard({ deal }: { deal: Deal }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-sun-500">
      <div className="relative aspect-[16/10] bg-brand-100">
        <img
          src={deal.image}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover"
          width={400}
          height={250}
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {deal.discount > 0 && (
            <p className="rounded-full bg-coral-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
              {deal.discount}% off
            </p>
          )}
          {deal.adultsOnly && (
            <p className="rounded-full bg-brand-900 px-3 py-1 text-xs font-bold text-white">
              18+ Only
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2">
          <StarRating rating={deal.rating} label={starsOutOfFive(deal.rating)} />
        </div>
        <h2 className="mt-2 text-lg leading-snug font-bold text-slate-900">
          <Link
            to={`/deals/${encodeURIComponent(deal.slug)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {deal.hotelName}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{deal.location}</p>
        <p className="mt-3 line-clamp-3 text-sm text-slate-700">{deal.description}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold text-brand-800">
          <li className="rounded-md bg-brand-50 px-2 py-1">{nightsText(deal.duration)}</li>
          <li className="rounded-md bg-brand-50 px-2 py-1">Based on {partyText(deal)}</li>
          {deal.boardBasis && (
            <li className="rounded-md bg-brand-50 px-2 py-1">{deal.boardBasis}</li>
          )}
        </ul>
        <div className="mt-auto pt-5">
          <p className="text-sm text-slate-600">
            From{' '}
            <span className="text-2xl font-extrabold text-brand-800">
              {formatWholePounds(dealPerPersonPence(deal))}
            </span>{' '}
            per person
          </p>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <span
              aria-hidden="true"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white"
            >
              View Deal
            </span>
            <p
              className={`rounded-md px-2 py-1 text-xs font-semibold ${
                deal.depositAvailable
                  ? 'bg-sun-300 whitespace-nowrap text-brand-900'
                  : 'bg-slate-100 text-slate-800'
              }`}
            >
              {depositClaim(deal.depositAvailable)}
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
