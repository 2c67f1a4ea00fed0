/**
 * Advertising and analytics events (docs/spec/2-checkout-payment.md §4: 'Purchase' on payment confirmation,
 * 'InitiateCheckout' on plan confirm). The product loads no third-party script by default: a pixel
 * or tag manager is a sink registered at start-up, so it can be swapped, consented to or left out
 * without touching the pages that report events.
 */
export type AnalyticsEvent = 'Purchase' | 'InitiateCheckout';

/** What an event carries. Money is integer pence (`value`), as everywhere else. */
export interface AnalyticsData {
  /** Pence. */
  value?: number;
  currency?: 'GBP';
  /** The booking reference (Purchase) or itinerary uuid (InitiateCheckout). */
  reference?: string;
  [key: string]: unknown;
}

export type AnalyticsSink = (event: AnalyticsEvent, data: AnalyticsData) => void;

const sinks = new Set<AnalyticsSink>();

/** Adds a sink; returns the function that removes it again. */
export function registerAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

/** Sends an event to every sink. A failing sink is skipped: analytics never break a page. */
export function track(event: AnalyticsEvent, data: AnalyticsData): void {
  for (const sink of [...sinks]) {
    try {
      sink(event, data);
    } catch (err) {
      if (import.meta.env.DEV) console.warn('Analytics sink failed', err);
    }
  }
}

const SENT_KEY = 'sunward-analytics-sent';

function sentKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Sends an event once per browser tab session for `key` (a reload of the confirmation page does
 * not report the same purchase twice). Returns whether it was sent.
 */
export function trackOnce(event: AnalyticsEvent, data: AnalyticsData, key: string): boolean {
  const id = `${event}:${key}`;
  const sent = sentKeys();
  if (sent.includes(id)) return false;
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent, id].slice(-50)));
  } catch {
    // Storage full or blocked: still report, at worst twice.
  }
  track(event, data);
  return true;
}

// In development the events show in the console; never in tests or production builds.
if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  registerAnalyticsSink((event, data) => {
    console.debug('[analytics]', event, data);
  });
}
