import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../../shared/ui/Button';
import { PageBody, PageHeader } from '../../../shared/ui/PageHeader';
import { RatingFilter } from '../../../shared/ui/reviews/RatingFilter';
import { ReviewCard } from '../../../shared/ui/reviews/ReviewCard';
import { ReviewScore } from '../../../shared/ui/reviews/ReviewScore';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAddressParams } from '../../../shared/lib/use-address-params';
import { reviewListQuery } from '../api/review-list';

const positive = (value: string | null, max: number): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/**
 * /reviews: every review our team has approved, newest first, a page at a time, with the score
 * they give us and the rating filters. The page and rating are kept in the address, so back,
 * reload and a shared link show the same.
 */
export default function ReviewsPage() {
  const [params, updateParams] = useAddressParams();
  const page = positive(params.get('page'), 10_000) ?? 1;
  const rating = positive(params.get('rating'), 5);
  const list = useQuery(reviewListQuery(page, rating));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: { page?: number; rating?: number | null }) => {
    updateParams((latest) => {
      const to = new URLSearchParams();
      const r = next.rating === undefined ? positive(latest.get('rating'), 5) : next.rating;
      const p = next.page ?? 1;
      if (r !== null) to.set('rating', String(r));
      if (p > 1) to.set('page', String(p));
      return to;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHeader
        title="What our customers say"
        intro="Reviews by customers who travelled with us, written after they came home and published once our team has checked them. Every score here is worked out from these reviews."
      />
      <PageBody>
        {list.isPending ? (
          <Spinner label="Loading reviews" />
        ) : list.isError ? (
          <p
            role="alert"
            className="rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200"
          >
            Reviews could not be loaded. Please try again later.
          </p>
        ) : !data?.summary ? (
          <p className="rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            No reviews have been published yet.
          </p>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[17rem_1fr]">
            <aside aria-label="Our score" className="space-y-4">
              <div className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <p className="text-slate-900">
                  <ReviewScore score={data.summary.score} count={data.summary.count} size="lg" />
                </p>
                <div className="mt-4">
                  <RatingFilter
                    summary={data.summary}
                    selected={rating}
                    onSelect={(r) => go({ rating: r })}
                  />
                </div>
              </div>
            </aside>
            <div className="min-w-0">
              <p aria-live="polite" className="text-sm text-slate-700">
                {`${data.total.toLocaleString('en-GB')} ${data.total === 1 ? 'review' : 'reviews'}${
                  rating === null ? '' : ` of ${String(rating)} ${rating === 1 ? 'star' : 'stars'}`
                }, most recent first. Page ${String(page)} of ${String(pages)}.`}
              </p>
              <ul aria-label="Customer reviews" className="mt-4 grid gap-5 md:grid-cols-2">
                {data.reviews.map((r) => (
                  <li key={r.id}>
                    <ReviewCard review={r} showHotel />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <nav aria-label="Pages of reviews" className="mt-6 flex items-center gap-3">
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={page <= 1}
                    onClick={() => go({ page: page - 1 })}
                  >
                    Previous page
                  </button>
                  <span className="text-sm text-slate-700">
                    Page {page} of {pages}
                  </span>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    disabled={page >= pages}
                    onClick={() => go({ page: page + 1 })}
                  >
                    Next page
                  </button>
                </nav>
              )}
            </div>
          </div>
        )}
      </PageBody>
    </>
  );
}
