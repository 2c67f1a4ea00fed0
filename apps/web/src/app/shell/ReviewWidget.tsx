import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useIntegrations } from '../../shared/integrations/integrations';
import {
  startReviewWidget,
  type ReviewWidgetTimers,
} from '../../shared/integrations/reviews/review-widget';
import { StarRating } from '../../shared/ui/StarRating';

/**
 * The review site's widget in the footer. Our rating shows at once; when the provider's widget
 * becomes ready (looked for up to 10 times, every 500 ms) it adds the verified-reviews badge and
 * the link to the reviews. If it never does, the rating alone stays.
 */
export function ReviewWidget({
  provider,
  score,
  count,
  timers,
}: {
  provider: 'sandbox' | 'none';
  score: number;
  count: number;
  timers?: ReviewWidgetTimers;
}) {
  const [ready, setReady] = useState(false);
  const { loadReviews } = useIntegrations();
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

  return (
    <div className="mt-4" data-testid="review-widget" data-ready={ready}>
      <div
        className="flex items-center gap-3"
        aria-label={`Rated ${String(score)} out of 5`}
        role="img"
      >
        <StarRating rating={score} className="h-5 w-5" tone="dark" />
        <span className="text-sm">
          <strong className="text-white">{score} out of 5</strong> from{' '}
          {count.toLocaleString('en-GB')} reviews
        </span>
      </div>
      {ready && (
        <p className="mt-2 text-sm">
          <span className="rounded bg-white/10 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
            Verified reviews
          </span>{' '}
          <Link to="/reviews" className="text-brand-100 underline hover:text-white">
            Read our reviews
          </Link>
        </p>
      )}
    </div>
  );
}
