import { Button } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAddressParams } from '../../../shared/lib/use-address-params';
import { useDealList } from '../../../shared/api/deal-list';
import {
  applyDealFilters,
  boardBasisOptions,
  destinationOptions,
  filtersFromParams,
  noFilters,
  paramsForFilters,
  type DealFilters,
} from '../lib/deal-filters';
import { DealCard } from '../../../shared/ui/DealCard';
import { DealFiltersBar } from './DealFiltersBar';
import { NewsletterBox } from './NewsletterBox';

/**
 * Exclusive Deals (docs/spec/3-accounts-bookings-content.md §2 'Deals list', §4, §5): the deals
 * with their filters, which live in the address (shareable, kept on refresh); a load failure
 * shows the empty list.
 */
export default function DealsPage() {
  const [params, updateParams] = useAddressParams();
  const deals = useDealList();
  const filters = filtersFromParams(params);
  const all = deals.data ?? [];
  const shown = applyDealFilters(all, filters);

  const setFilters = (change: Partial<DealFilters>) =>
    updateParams(
      (latest) => paramsForFilters({ ...filtersFromParams(latest), ...change }, latest),
      {
        replace: true,
        preventScrollReset: true,
      },
    );

  return (
    <>
      <PageHeader
        title="Exclusive Deals"
        intro="Special offers from our hotel partners, with flights included: each saving is measured against the same hotel’s standard price for the same dates. Deposits from £49pp on most."
      />
      <PageBody>
        <DealFiltersBar
          filters={filters}
          destinations={destinationOptions(all)}
          boardBases={boardBasisOptions(all)}
          onChange={setFilters}
        />
        {deals.isPending ? (
          <Spinner label="Loading amazing deals..." />
        ) : shown.length === 0 ? (
          <div className="mt-8 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200">
            <h2 className="text-xl font-bold text-slate-900">No deals found</h2>
            <p className="mt-2 text-slate-600">Try adjusting your filters to see more options.</p>
            <Button className="mt-5" onClick={() => setFilters(noFilters())}>
              Show All Deals
            </Button>
          </div>
        ) : (
          <>
            <p role="status" className="mt-6 text-sm text-slate-600">
              {shown.length} {shown.length === 1 ? 'deal' : 'deals'}
            </p>
            <ul aria-label="Deals" className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((deal) => (
                <li key={deal.id}>
                  <DealCard deal={deal} variant="full" headingLevel={2} />
                </li>
              ))}
            </ul>
          </>
        )}
        <NewsletterBox />
      </PageBody>
    </>
  );
}
