import { emailPattern } from '@sunward/contracts/auth';
import {
  PRICE_WATCH_RULES,
  priceWatchMessages,
  type PriceHistory,
} from '@sunward/contracts/price-watch';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { formatDayMonth, londonDate } from '../../../shared/lib/dates';
import { formatPoundsAndPence } from '../../../shared/lib/money';
import { useSession } from '../../../shared/stores/session';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Field } from '../../../shared/ui/Field';
import { priceHistoryQuery } from '../api/price-history';
import { useWatchPrice } from '../api/watch-price';

const WIDTH = 320;
const HEIGHT = 96;

/** When the graph starts: the window's start, or the first time the price was seen if later. */
function startOf(history: PriceHistory): number {
  const first = history.points.at(0);
  return Math.max(Date.parse(history.from), first ? Date.parse(first.at) : 0);
}

/** The price as a step line from `startOf` to now: each price holds until the next change. */
function stepPath(history: PriceHistory): string | null {
  const from = startOf(history);
  const to = Date.parse(history.to);
  const prices = history.points.map((p) => p.price_pence).filter((p): p is number => p !== null);
  // One price and no change: the words say it; a flat line would say nothing more.
  if (history.points.length < 2 || prices.length === 0 || to <= from) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (at: number) => ((Math.max(at, from) - from) / (to - from)) * WIDTH;
  const y = (pence: number) =>
    high === low ? HEIGHT / 2 : 8 + ((high - pence) / (high - low)) * (HEIGHT - 16);
  let d = '';
  let last: number | null = null;
  for (const point of history.points) {
    const px = x(Date.parse(point.at));
    if (point.price_pence === null) {
      last = null;
      continue;
    }
    const py = y(point.price_pence);
    d +=
      last === null ? `M${px.toFixed(1)},${py.toFixed(1)}` : `H${px.toFixed(1)}V${py.toFixed(1)}`;
    last = py;
  }
  return last === null ? d : `${d}H${String(WIDTH)}`;
}

/**
 * What the graph shows, in words (the graph itself is hidden from screen readers): only what was
 * seen, so since the first look when that is within the window.
 */
function summaryOf(history: PriceHistory): string {
  const changes = history.points.length - 1;
  const first = history.points.at(0);
  const since =
    first && Date.parse(first.at) > Date.parse(history.from)
      ? `since ${formatDayMonth(londonDate(Date.parse(first.at)))}`
      : `in the last ${String(PRICE_WATCH_RULES.historyDays)} days`;
  if (changes <= 0 || history.lowest_pence === null || history.highest_pence === null) {
    return `The price has not changed ${since}.`;
  }
  return `The price changed ${String(changes)} ${changes === 1 ? 'time' : 'times'} ${since}: lowest ${formatPoundsAndPence(history.lowest_pence)}, highest ${formatPoundsAndPence(history.highest_pence)}.`;
}

/**
 * The package page's live price: "Price for these dates over the last 30 days" (a step graph and
 * its summary in words) and "Watch this price": at once when signed in, with an e-mailed link
 * for a guest.
 */
export function PriceWatchPanel({ uuid, hotelId }: { uuid: string; hotelId: number }) {
  const history = useQuery(priceHistoryQuery(uuid, hotelId));
  const signedIn = useSession((s) => s.token !== null);
  const watch = useWatchPrice();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  // The button or form that had the focus is gone once watching starts: the answer takes it.
  useEffect(() => {
    if (watch.data) done.current?.focus();
  }, [watch.data]);

  const start = (address?: string) =>
    watch.mutate(
      { uuid, hotel_id: hotelId, ...(address !== undefined ? { email: address } : {}) },
      {
        onError: (err) => {
          // A 422 names the field; a record's missing key reads undefined.
          const messages: string[] | undefined =
            err instanceof ApiError ? err.fieldErrors?.email : undefined;
          const field = messages?.at(0);
          if (field) {
            setEmailError(field);
            input.current?.focus();
          }
        },
      },
    );

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const problem =
      address === ''
        ? priceWatchMessages.emailRequired
        : emailPattern.test(address)
          ? undefined
          : priceWatchMessages.emailInvalid;
    setEmailError(problem);
    // The field says what is wrong; taking the focus there reads it out.
    if (problem) input.current?.focus();
    else start(address);
  };

  const path = history.data ? stepPath(history.data) : null;
  const otherError =
    watch.isError && !(watch.error instanceof ApiError && watch.error.fieldErrors?.email)
      ? watch.error instanceof ApiError && watch.error.hasServerMessage
        ? watch.error.message
        : 'We could not start watching this price just now. Please try again.'
      : null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        Price for these dates over the last {PRICE_WATCH_RULES.historyDays} days
      </h2>
      {history.isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading the price history...</p>
      ) : history.isError ? (
        <p className="mt-3 text-sm text-slate-600">The price history is not available just now.</p>
      ) : (
        <div className="mt-3">
          {path && (
            <>
              <svg
                viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
                className="h-24 w-full max-w-md text-brand-600"
                aria-hidden="true"
                preserveAspectRatio="none"
              >
                <line
                  x1="0"
                  y1={HEIGHT - 1}
                  x2={WIDTH}
                  y2={HEIGHT - 1}
                  className="stroke-slate-200"
                  strokeWidth="1"
                />
                <path
                  d={path}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  vectorEffect="non-scaling-stroke"
                />
              </svg>
              <div
                className="mt-1 flex max-w-md justify-between text-xs text-slate-600"
                aria-hidden="true"
              >
                <span>{formatDayMonth(londonDate(startOf(history.data)))}</span>
                <span>Today</span>
              </div>
            </>
          )}
          {history.data.price_pence !== null && (
            <p className="mt-2 text-sm text-slate-800">
              Today: <strong>{formatPoundsAndPence(history.data.price_pence)}</strong>
            </p>
          )}
          <p className="mt-1 text-sm text-slate-800">{summaryOf(history.data)}</p>
        </div>
      )}

      <div className="mt-4 border-t border-slate-200 pt-4">
        {watch.data ? (
          <div ref={done} tabIndex={-1} className="focus:outline-none">
            <Alert tone="success">{watch.data.message}</Alert>
          </div>
        ) : signedIn ? (
          <Button variant="secondary" onClick={() => start()} disabled={watch.isPending}>
            {watch.isPending ? 'Starting...' : 'Watch this price'}
          </Button>
        ) : asking ? (
          <form noValidate onSubmit={onSubmit} className="max-w-md space-y-3">
            <Field
              ref={input}
              label="Email address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={emailError}
              hint="We will e-mail you a link to confirm, then only when the price drops by 5% or £25."
            />
            <Button type="submit" disabled={watch.isPending}>
              {watch.isPending ? 'Sending...' : 'Watch this price'}
            </Button>
          </form>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Watch this price
          </Button>
        )}
        {otherError && (
          <div className="mt-3">
            <Alert tone="error">{otherError}</Alert>
          </div>
        )}
      </div>
    </section>
  );
}
