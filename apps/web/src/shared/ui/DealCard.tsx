import type { Deal } from '@sunward/contracts/deals';
import { Link } from 'react-router';
import { depositClaim, DEPOSIT_CLAIM, savingClaim } from '../lib/claims';
import { nightsText, partyText } from '../lib/deal-text';
import { dealPerPersonPence, formatWholePounds } from '../lib/money';
import { StarRating, starsOutOfFive } from './StarRating';

const badge = 'rounded-full px-3 py-1 text-xs font-bold';

/**
 * One exclusive deal; the whole card opens the deal (its heading's link covers the card). Every
 * card shows the picture, the percent off, the stars, the price per person (priceFrom divided by
 * adults plus children) and the deposit claim.
 * - `compact` (the home carousel, the account home): the deal's title (and its hotel when named
 *   otherwise), nights and board on one line, 'From £x pp', and the deposit claim only where a
 *   deposit can be taken (docs/spec/1-shell-search-package.md §2 'Deals carousel');
 * - `full` (the deals list, docs/spec/3-accounts-bookings-content.md §2 'Deals list'): the hotel,
 *   '18+ Only', the description, duration, guests and board, 'From £x per person', a View Deal
 *   link, and whether a deposit can be taken.
 */
export function DealCard({
  deal,
  variant,
  headingLevel = 3,
}: {
  deal: Deal;
  variant: 'compact' | 'full';
  headingLevel?: 2 | 3;
}) {
  const full = variant === 'full';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = (
    <span className="text-2xl font-extrabold text-brand-800">
      {formatWholePounds(dealPerPersonPence(deal))}
    </span>
  );
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-sun-500">
      <div className="relative aspect-[16/10] bg-brand-100">
        <img
          src={deal.image}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover"
          width={full ? 400 : 300}
          height={full ? 250 : 188}
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {deal.discount > 0 && (
            <p className={`${badge} bg-coral-600 tracking-wide text-white uppercase`}>
              {deal.discount}% off
            </p>
          )}
          {full && deal.adultsOnly && (
            <p className={`${badge} bg-brand-900 text-white`}>18+ Only</p>
          )}
        </div>
      </div>
      <div className={`flex flex-1 flex-col ${full ? 'p-5' : 'p-4'}`}>
        {full && <StarRating rating={deal.rating} label={starsOutOfFive(deal.rating)} />}
        <Heading className={`text-lg leading-snug font-bold text-slate-900 ${full ? 'mt-2' : ''}`}>
          <Link
            to={`/deals/${encodeURIComponent(deal.slug)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {full ? deal.hotelName : deal.title}
          </Link>
        </Heading>
        {!full && deal.hotelName !== deal.title && (
          <p className="text-sm font-medium text-slate-700">{deal.hotelName}</p>
        )}
        <p className={`text-sm text-slate-600 ${full ? '' : 'mt-1'}`}>{deal.location}</p>
        {full ? (
          <>
            <p className="mt-3 line-clamp-3 text-sm text-slate-700">{deal.description}</p>
            <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold text-brand-800">
              <li className="rounded-md bg-brand-50 px-2 py-1">{nightsText(deal.duration)}</li>
              <li className="rounded-md bg-brand-50 px-2 py-1">Based on {partyText(deal)}</li>
              {deal.boardBasis && (
                <li className="rounded-md bg-brand-50 px-2 py-1">{deal.boardBasis}</li>
              )}
            </ul>
          </>
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <StarRating rating={deal.rating} label={`${deal.rating} star hotel`} />
            <span>
              {nightsText(deal.duration)}
              {deal.board_basis ? ` · ${deal.board_basis}` : ''}
            </span>
          </div>
        )}
        <div
          className={`mt-auto ${full ? 'pt-5' : 'flex flex-wrap items-center justify-between gap-2 pt-4'}`}
        >
          <p className={`text-sm text-slate-600 ${full ? '' : 'whitespace-nowrap'}`}>
            From {price} {full ? 'per person' : 'pp'}
          </p>
          {deal.savingFrom > 0 && (
            <p className={`text-xs font-semibold text-coral-700 ${full ? 'mt-1' : 'w-full'}`}>
              {savingClaim(deal.savingFrom, deal.standardPriceFrom)}
            </p>
          )}
          {full ? (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              {/* A control of its own (the card's link stays for pointers): named with the hotel. */}
              <Link
                to={`/deals/${encodeURIComponent(deal.slug)}`}
                aria-label={`View Deal: ${deal.hotelName}`}
                className="relative z-10 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
              >
                View Deal
              </Link>
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
          ) : (
            deal.depositAvailable && (
              <p className="rounded-md bg-sun-300 px-2 py-1 text-xs font-semibold whitespace-nowrap text-brand-900">
                {DEPOSIT_CLAIM}
              </p>
            )
          )}
        </div>
      </div>
    </article>
  );
}
