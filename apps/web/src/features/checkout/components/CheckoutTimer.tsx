import { formatClock, useSecondsLeft } from '../timer';

/**
 * The checkout timer started by prebook (spec 1 §4, spec 2): minutes and seconds left on the
 * hold, ticking every second; the same in every tab and after a reload.
 */
export function CheckoutTimer() {
  const seconds = useSecondsLeft();
  if (seconds === null) return null;
  if (seconds === 0) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-900">
        Your hold on this holiday has expired. Please search again.
      </p>
    );
  }
  return (
    <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950">
      We are holding this holiday for you for{' '}
      <span
        role="timer"
        aria-label={`${String(Math.ceil(seconds / 60))} minutes`}
        className="font-bold tabular-nums"
      >
        {formatClock(seconds)}
      </span>
    </p>
  );
}
