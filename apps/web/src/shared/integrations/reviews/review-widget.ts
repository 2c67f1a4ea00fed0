/**
 * The review-site widget port: a provider whose script loads on its own and is ready some time
 * later (a real review site's widget script is an adapter of this; the built-in sandbox another).
 */
export interface ReviewsProvider {
  /** Starts loading the provider's script. */
  load: () => void;
  /** True once the script has loaded and the widget can be shown. */
  isReady: () => boolean;
}

/** Start-up: the widget is looked for up to 10 more times, every 500 ms, before giving up. */
export const REVIEW_WIDGET_RETRIES = 10;
export const REVIEW_WIDGET_INTERVAL_MS = 500;

export interface ReviewWidgetTimers {
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (id: unknown) => void;
}

const realTimers: ReviewWidgetTimers = {
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Loads the provider and waits for it: ready at once, or after one of up to 10 retries every
 * 500 ms; otherwise onGiveUp (the static rating stays). Answers a function that stops waiting.
 */
export function startReviewWidget(
  provider: ReviewsProvider,
  handlers: { onReady: () => void; onGiveUp: () => void },
  timers: ReviewWidgetTimers = realTimers,
): () => void {
  let timer: unknown = null;
  let stopped = false;
  const attempt = (retriesLeft: number) => {
    timer = null;
    if (stopped) return;
    if (provider.isReady()) {
      handlers.onReady();
      return;
    }
    if (retriesLeft === 0) {
      handlers.onGiveUp();
      return;
    }
    timer = timers.setTimer(() => attempt(retriesLeft - 1), REVIEW_WIDGET_INTERVAL_MS);
  };
  provider.load();
  attempt(REVIEW_WIDGET_RETRIES);
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimer(timer);
  };
}
