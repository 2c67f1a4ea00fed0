import { checkoutMessages } from '@sunward/contracts/checkout';
import { useEffect, useRef, useState } from 'react';
import { Heading } from 'react-aria-components';
import { Link } from 'react-router';
import { packagePath } from '../../../shared/lib/open-package';
import { useCheckout } from '../../../shared/stores/checkout';
import { Dialog } from '../../../shared/ui/Dialog';
import { useCheckoutTimer } from '../../../shared/stores/checkout-timer';
import {
  crossedThreshold,
  formatClock,
  useSecondsLeft,
  warningLevel,
  type WarningLevel,
} from '../lib/timer-display';

const levelStyle: Record<WarningLevel, string> = {
  normal: 'bg-brand-50 text-brand-900',
  caution: 'bg-amber-50 text-amber-950',
  warning: 'bg-orange-100 text-orange-950 ring-1 ring-orange-300',
  critical: 'bg-red-50 text-red-900 ring-2 ring-red-400',
};

/** Thresholds already announced, per hold, so a second timer on the page does not repeat them. */
const announced = new Set<string>();

function canNotify(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Desktop notifications at 10, 5 and 2 minutes left, when the customer has allowed them. */
function useTimerNotifications(seconds: number | null, expiresAt: number | null) {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const crossed = seconds === null ? null : crossedThreshold(previous.current, seconds);
    previous.current = seconds;
    if (crossed === null || expiresAt === null || !canNotify()) return;
    const key = `${String(expiresAt)}:${String(crossed)}`;
    if (announced.has(key) || Notification.permission !== 'granted') return;
    announced.add(key);
    // The tag makes other tabs' copies of the same reminder replace this one, not stack up.
    new Notification('Sunward Holidays', {
      body: `${String(crossed)} minutes left to complete your booking.`,
      tag: `sunward-checkout-${String(crossed)}`,
    });
  }, [seconds, expiresAt]);
}

function NotifyButton() {
  const [permission, setPermission] = useState(() =>
    canNotify() ? Notification.permission : 'denied',
  );
  if (permission !== 'default') return null;
  return (
    <button
      type="button"
      className="mt-1 text-sm font-semibold underline underline-offset-2"
      onClick={() => {
        void Notification.requestPermission().then(setPermission);
      }}
    >
      Remind me before time runs out
    </button>
  );
}

/**
 * docs/spec/2-checkout-payment.md §4 expiry: the hold is gone, the extras chosen are reset and the customer goes back to
 * the package (to book it again) or home.
 */
function ExpiredDialog() {
  const selection = useCheckout((s) => s.selection);
  const uuid = useCheckout((s) => s.itineraryUuid);
  const button = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    useCheckout.getState().resetExtras();
    button.current?.focus();
  }, []);
  const back =
    selection && uuid
      ? packagePath(uuid, selection.hotelId, selection.flightId, selection.roomTokens.at(0) ?? null)
      : null;
  return (
    <Dialog
      role="alertdialog"
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      aria-describedby="session-expired-text"
      overlayClassName="fixed inset-0 z-[110] grid place-items-center bg-black/50 p-4"
      panelClassName="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl outline-none"
    >
      <Heading slot="title" className="text-xl font-bold text-red-900">
        {checkoutMessages.sessionExpiredTitle}
      </Heading>
      <p id="session-expired-text" className="mt-2 text-slate-700">
        {checkoutMessages.sessionExpired}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          ref={button}
          to={back ?? '/'}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {back ? 'Back to your holiday' : 'Go to Home'}
        </Link>
        {back && (
          <Link to="/" className="rounded-lg px-4 py-2 font-semibold text-brand-800 underline">
            Go to Home
          </Link>
        )}
      </div>
    </Dialog>
  );
}

/**
 * The checkout timer started by prebook (docs/spec/2-checkout-payment.md §4): minutes and seconds left on the hold,
 * ticking every second, the same in every tab and after a reload; colour by warning level, a
 * warning from 5 minutes, desktop reminders at 10, 5 and 2 minutes, and the expiry dialog at 0.
 * Render it once per page.
 */
export function CheckoutTimer() {
  const seconds = useSecondsLeft();
  const expiresAt = useCheckoutTimer((s) => s.expiresAt);
  useTimerNotifications(seconds, expiresAt);
  if (seconds === null) return null;
  if (seconds === 0) return <ExpiredDialog />;
  const level = warningLevel(seconds);
  return (
    <div className={`rounded-lg px-4 py-3 ${levelStyle[level]}`} data-level={level}>
      <p>
        We are holding this holiday for you for{' '}
        <span
          role="timer"
          aria-label={`${String(Math.ceil(seconds / 60))} minutes left`}
          className="font-bold tabular-nums"
        >
          {formatClock(seconds)}
        </span>
      </p>
      {seconds <= 5 * 60 && (
        <p role="alert" className="mt-1 font-semibold">
          Less than {seconds <= 2 * 60 ? '2' : '5'} minutes left: please complete your booking
          before your hold runs out.
        </p>
      )}
      <NotifyButton />
    </div>
  );
}
