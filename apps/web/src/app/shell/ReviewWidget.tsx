import { useQuery } from '@tanstack/react-query';
import { formatScore } from '@sunward/contracts/reviews';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { reviewsSummaryQuery } from '../../features/reviews/api/reviews-summary';
import { useIntegrations } from '../../shared/integrations/integrations';
import {
  startReviewWidget,
  type ReviewWidgetTimers,
} from '../../shared/integrations/reviews/review-widget';
import { StarRating } from '../../shared/ui/StarRating';

/**
 * The footer's reviews: our score and count, computed from approved reviews by verified
 * travellers (hidden while there are none), and an independent review site's own score beside it
 * only when the server has one configured. The review site's widget script, where the site names
 * one, is looked for up to 10 times every 500 ms; once ready it adds the link to our reviews. No
 * number is shown that the server did not compute or receive.
 */
export function ReviewWidget({
  provider,
  timers,
}: {
  provider: 'sandbox' | 'none';
  timers?: ReviewWidgetTimers;
}) {
  const [ready, setReady] = useState(false);
  const { loadReviews } = useIntegrations();
  const summary = useQuery(reviewsSummaryQuery);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadReviews(provider).then((p) => {
      if (cancelled || !p) return;
      stop = startReviewWidget(p, { onReady: () => setReady(true), onGiveUp: () => {} }, timers);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [provider, timers, loadReviews]);

  const verified = summary.data?.verified ?? null;
  const site = summary.data?.reviewSite ?? null;
  return (
    <div className="mt-4 space-y-2" data-testid="review-widget" data-ready={ready}>
      {verified && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={verified.score} className="h-5 w-5" tone="dark" />
          <span className="text-sm">
            <strong className="text-white">{formatScore(verified.score)} out of 5</strong> from{' '}
            {verified.count.toLocaleString('en-GB')} verified{' '}
            {verified.count === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      )}
      {site && (
        <p className="text-sm">
          <a
            href={site.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-100 underline hover:text-white"
          >
            Rated {formatScore(site.score)} out of 5 on {site.name} (
            {site.count.toLocaleString('en-GB')} reviews)
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {(ready || verified) && (
        <p className="text-sm">
          <Link to="/reviews" className="text-brand-100 underline hover:text-white">
            Read our reviews
          </Link>
        </p>
      )}
    </div>
  );
}
