import type { Deal } from '@sunward/contracts/deals';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { londonDate } from '../../../shared/lib/dates';
import { formatWholePounds, dealPerPersonPence } from '../../../shared/lib/money';
import { useSearchStore } from '../../../shared/stores/search';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { SearchBar } from '../../../shared/ui/search/SearchBar';
import { Spinner } from '../../../shared/ui/Spinner';
import { StarRating, starsOutOfFive } from '../../../shared/ui/StarRating';
import { dealLoadMessage, useDeal } from '../api/deal';
import { useDealSearch } from '../hooks/use-deal-search';
import { nightsText, partyText } from '../../../shared/lib/deal-text';
import { dealRooms, hotelOverviewBeyond } from '../lib/deal-search';
import { BookingOptionsForm } from './BookingOptionsForm';
import { DealGallery } from './DealGallery';
import { depositClaim, savingClaim } from '../../../shared/lib/claims';

function BackToDeals() {
  return (
    <Link
      to="/deals"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Deals
    </Link>
  );
}

/** The search bar at the top searches the deal's hotel (docs/spec/3-accounts-bookings-content.md §2 'Deal page'). */
function useSearchBarOnHotel(deal: Deal | undefined) {
  const setCriteria = useSearchStore((s) => s.setCriteria);
  useEffect(() => {
    if (!deal) return;
    setCriteria((c) => ({
      ...c,
      searchType: 'package',
      destination: { id: deal.region_id, name: deal.hotelName },
      rooms: dealRooms(deal),
      hotelId: deal.hotel_id,
      featuredPropertyId: deal.hotel_id,
    }));
  }, [deal, setCriteria]);
}

function DealContent({ deal }: { deal: Deal }) {
  // Read once per visit: the earliest custom departure is London's tomorrow.
  const [today] = useState(() => londonDate(Date.now()));
  const { run, error, searching } = useDealSearch(deal);
  const overview = hotelOverviewBeyond(deal.hotel.overview, deal.description);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <BackToDeals />
      {/* On a phone the booking options follow the photos and key facts; from 1024 px they sit
          beside the whole deal. */}
      <div className="mt-2 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">
          <div className="flex flex-wrap items-center gap-2">
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
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {deal.hotelName}
          </h1>
          <p className="mt-1 text-lg font-semibold text-slate-700">{deal.title}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
            <StarRating rating={deal.rating} label={starsOutOfFive(deal.rating)} />
            <span>{deal.location}</span>
          </div>
          <div className="mt-5">
            <DealGallery hotelName={deal.hotelName} images={deal.hotel.imageUrls} />
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['From', `${formatWholePounds(dealPerPersonPence(deal))} per person`],
              ['Duration', deal.availableDurations.map((n) => nightsText(n)).join(', ')],
              ['Based on', partyText(deal)],
              ['Board basis', deal.boardBasis ?? 'Room Only'],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {term}
                </dt>
                <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {deal.savingFrom > 0 && (
            <div className="mt-3 text-sm text-slate-700">
              <span className="font-semibold text-coral-700">
                {savingClaim(deal.savingFrom, deal.standardPriceFrom)}
              </span>
              {': '}
              {deal.offer.name.toLowerCase()} from {formatWholePounds(deal.priceFrom)} for{' '}
              {partyText(deal)}, instead of <s>{formatWholePounds(deal.standardPriceFrom)}</s> at
              the hotel&rsquo;s standard price.
            </div>
          )}
          <p className="mt-2 text-sm font-semibold text-brand-800">
            {depositClaim(deal.depositAvailable)}
          </p>
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <BookingOptionsForm
            deal={deal}
            today={today}
            searching={searching}
            searchError={error}
            onSearch={(params) => void run(params)}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="deal-about">
            <h2 id="deal-about" className="text-xl font-bold text-brand-800">
              About this deal
            </h2>
            <p className="mt-2 text-slate-700">{deal.description}</p>
          </section>
          {overview && (
            <section aria-labelledby="deal-hotel" className="mt-6">
              <h2 id="deal-hotel" className="text-xl font-bold text-brand-800">
                About the hotel
              </h2>
              <p className="mt-2 text-slate-700">{overview}</p>
            </section>
          )}
          {deal.hotel.features.length > 0 && (
            <section aria-labelledby="deal-features" className="mt-6">
              <h2 id="deal-features" className="text-xl font-bold text-brand-800">
                Hotel features
              </h2>
              <ul className="mt-2 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-2">
                {deal.hotel.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-600">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * A deal (docs/spec/3-accounts-bookings-content.md §2 'Deal page', §4, §8): loading, the error
 * with Try Again, or the deal with its photos, details and booking options.
 */
export default function DealPage() {
  const { slug = '' } = useParams();
  const deal = useDeal(slug);
  useSearchBarOnHotel(deal.data);

  return (
    <div>
      <div className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-4 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SearchBar compact />
        </div>
      </div>
      {deal.isPending || (deal.isFetching && !deal.data) ? (
        <Spinner label="Loading deal details..." />
      ) : deal.isError ? (
        <div className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6">
          <h1 className="text-2xl font-bold text-slate-900">Error loading deal</h1>
          <p role="alert" className="mt-2 text-slate-700">
            {dealLoadMessage(deal.error, slug)}
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Button onClick={() => void deal.refetch()}>Try Again</Button>
            <Link to="/deals" className={buttonClass('secondary')}>
              Back to Deals
            </Link>
          </div>
        </div>
      ) : (
        <DealContent deal={deal.data} />
      )}
    </div>
  );
}
