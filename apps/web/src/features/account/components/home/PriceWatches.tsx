import type { PriceWatch } from '@sunward/contracts/price-watch';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPoundsAndPence } from '../../../../shared/lib/money';
import { watchedHoliday } from '../../../../shared/lib/price-watch';
import { useSession } from '../../../../shared/stores/session';
import { Alert } from '../../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../../shared/ui/Button';
import { priceWatchesQuery } from '../../api/price-watches';
import { useRemovePriceWatch } from '../../api/remove-price-watch';

const STATE_NAMES: Record<PriceWatch['state'], string> = {
  pending: 'Waiting for you to confirm by e-mail',
  watching: 'Watching',
  expired: 'Departed: no longer watched',
};

/** The price now against the price last told: 'Down £40.00', 'Up £12.50', 'No change'. */
function movement(watch: PriceWatch): string | null {
  if (watch.price_pence === null) return null;
  const diff = watch.price_pence - watch.watched_price_pence;
  if (diff === 0) return 'No change';
  return `${diff < 0 ? 'Down' : 'Up'} ${formatPoundsAndPence(Math.abs(diff))}`;
}

/**
 * My Account's price watches: each watched holiday with the price when watched (or last told)
 * and the price now, a way to open it and to stop watching it (asked twice, then focus moves to
 * the section's heading).
 */
export function PriceWatches() {
  const token = useSession((s) => s.token);
  const watches = useQuery(priceWatchesQuery(token));
  const remove = useRemovePriceWatch();
  const [confirming, setConfirming] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (watches.isPending) return null;
  return (
    <section
      aria-labelledby="price-watches-heading"
      className="rounded-card bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="price-watches-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-800 focus:outline-none"
      >
        Price watches
      </h2>
      {watches.isError ? (
        <div className="mt-3">
          <Alert tone="error">We could not load your price watches just now.</Alert>
        </div>
      ) : watches.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          You are not watching any prices. On a holiday&apos;s page, choose &ldquo;Watch this
          price&rdquo; and we will e-mail you when it drops.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {watches.data.map((w) => {
            const holiday = watchedHoliday(w);
            const moved = movement(w);
            return (
              <li key={w.id} className="py-4 first:pt-0">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">{w.hotel_name}</h3>
                    {w.location && <p className="text-sm text-slate-600">{w.location}</p>}
                    <p className="text-sm text-slate-700">
                      {holiday.stay} · {holiday.party} · {holiday.travel}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">{STATE_NAMES[w.state]}</p>
                  </div>
                  <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
                    <dt className="text-slate-600">Watched at</dt>
                    <dd className="text-right font-medium">
                      {formatPoundsAndPence(w.watched_price_pence)}
                    </dd>
                    <dt className="text-slate-600">Price now</dt>
                    <dd className="text-right font-semibold">
                      {w.price_pence === null
                        ? 'Not available'
                        : formatPoundsAndPence(w.price_pence)}
                      {moved && (
                        <span className="block text-xs font-normal text-slate-600">{moved}</span>
                      )}
                    </dd>
                  </dl>
                </div>
                <div className="mt-3 flex flex-wrap gap-3">
                  {w.state !== 'expired' && (
                    <Link
                      to={w.link}
                      className={buttonClass('secondary')}
                      aria-label={`View holiday: ${w.hotel_name}`}
                    >
                      View holiday
                    </Link>
                  )}
                  {confirming === w.id ? (
                    <>
                      <Button
                        onClick={() =>
                          remove.mutate(w.id, {
                            onSuccess: () => {
                              setConfirming(null);
                              heading.current?.focus();
                            },
                          })
                        }
                        disabled={remove.isPending}
                        aria-label={`Yes, stop watching ${w.hotel_name}`}
                      >
                        Yes, stop watching
                      </Button>
                      <Button variant="ghost" onClick={() => setConfirming(null)}>
                        Keep watching
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="ghost"
                      onClick={() => setConfirming(w.id)}
                      aria-label={`Remove the price watch of ${w.hotel_name}`}
                    >
                      Remove
                    </Button>
                  )}
                </div>
                {remove.isError && confirming === w.id && (
                  <div className="mt-3">
                    <Alert tone="error">
                      We could not remove this price watch. Please try again.
                    </Alert>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
