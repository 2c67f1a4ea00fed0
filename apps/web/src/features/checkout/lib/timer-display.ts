import { useEffect, useState } from 'react';
import { useCheckoutTimer } from '../../../shared/stores/checkout-timer';

// What the checkout timer shows; the deadline itself is shared/stores/checkout-timer.ts, which the
// shell loads on every page and so keeps small.

/** Seconds left, ticking every second; 0 once expired, null when no timer runs. */
export function useSecondsLeft(): number | null {
  const expiresAt = useCheckoutTimer((s) => s.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [expiresAt]);
  if (expiresAt === null) return null;
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** docs/spec/2-checkout-payment.md §4 warning levels: normal over 10 minutes, caution ≤ 10, warning ≤ 5, critical ≤ 2. */
export type WarningLevel = 'normal' | 'caution' | 'warning' | 'critical';
export function warningLevel(seconds: number): WarningLevel {
  if (seconds <= 2 * 60) return 'critical';
  if (seconds <= 5 * 60) return 'warning';
  if (seconds <= 10 * 60) return 'caution';
  return 'normal';
}

/** Minutes left at which a desktop notification fires (docs/spec/2-checkout-payment.md §4), once each per hold. */
export const NOTIFY_AT_MINUTES = [10, 5, 2] as const;

/**
 * The notification threshold just crossed, if any: `previous` and `now` are seconds left at two
 * ticks. A page opened with 4 minutes left does not announce the 5-minute mark.
 */
export function crossedThreshold(previous: number | null, now: number): number | null {
  if (previous === null) return null;
  for (const minutes of NOTIFY_AT_MINUTES) {
    const at = minutes * 60;
    if (previous > at && now <= at && now > 0) return minutes;
  }
  return null;
}

/** 29:05 */
export const formatClock = (seconds: number) =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
