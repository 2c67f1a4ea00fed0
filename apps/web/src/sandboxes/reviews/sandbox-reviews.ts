import type { ReviewsProvider } from '../../shared/integrations/reviews/review-widget';

/**
 * The built-in sandbox review widget: its "script" becomes ready after a short load time, like a
 * review site's widget script. Never chosen in production unless the server enables the sandbox
 * widgets.
 */
export function createSandboxReviews(
  loadMs = 300,
  setTimer: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
): ReviewsProvider {
  let ready = false;
  let started = false;
  return {
    load: () => {
      if (started) return;
      started = true;
      setTimer(() => {
        ready = true;
      }, loadMs);
    },
    isReady: () => ready,
  };
}
