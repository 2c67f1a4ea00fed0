import type { SavedCheckout } from '@sunward/contracts/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { claimSavedCheckout, savedCheckoutsQuery } from '../../api/saved-checkouts';
import { formatShortDate } from '../../../../shared/lib/dates';
import { useCheckout } from '../../../../shared/stores/checkout';
import { useCheckoutTimer } from '../../../../shared/stores/checkout-timer';
import { useSavedCheckout } from '../../../../shared/stores/saved-checkout';
import { useSession } from '../../../../shared/stores/session';
import { Button } from '../../../../shared/ui/Button';

const heldUntil = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));

/** Puts a saved checkout back in this tab (its key, hold and timer) and opens its step. */
function useResume() {
  const navigate = useNavigate();
  return (saved: SavedCheckout) => {
    const { prebook } = saved;
    useCheckout.getState().prebooked(prebook, {
      hotelId: prebook.hotel.ivector_property_id,
      flightId: prebook.flight?.itineraryId ?? null,
      roomTokens: [],
      ...saved.party,
    });
    if (saved.resume_path !== '/book/extras') useCheckout.getState().markExtrasCommitted();
    useCheckoutTimer.getState().start(Date.parse(saved.expires_at));
    void navigate(saved.resume_path);
  };
}

/**
 * Saved for later: the account's checkouts whose holds still last, each with a way back to the
 * step it was left at. A checkout this browser saved while signed out is added first.
 */
export function SavedCheckouts() {
  const token = useSession((s) => s.token);
  const pointer = useSavedCheckout((s) => s.saved);
  const queryClient = useQueryClient();
  const query = savedCheckoutsQuery(token);
  const claim = useMutation({
    mutationFn: (p: { uuid: string; checkoutKey: string }) =>
      claimSavedCheckout(p.uuid, p.checkoutKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
    // A checkout that can no longer be claimed (its hold ended, or another account has it) is
    // simply not listed: no error to show.
    meta: { handlesErrors: true },
  });
  // The list is asked for once this browser's own checkout has been claimed: a list fetched while
  // the claim is under way would miss it, and invalidating a first fetch still in flight does not
  // fetch again (TanStack Query reuses that fetch).
  const saved = useQuery({ ...query, enabled: query.enabled && !pointer && !claim.isPending });
  const resume = useResume();
  const { mutate } = claim;

  useEffect(() => {
    if (!token || !pointer) return;
    // Claimed before the pointer goes, so that the list never runs between the two.
    if (Date.parse(pointer.expiresAt) > Date.now())
      mutate({ uuid: pointer.uuid, checkoutKey: pointer.checkoutKey });
    useSavedCheckout.getState().forget();
  }, [token, pointer, mutate]);

  const list = saved.data?.checkouts ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="saved-checkouts-heading"
      className="mb-8 rounded-card bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="saved-checkouts-heading" className="text-xl font-bold text-brand-800">
        Saved for later
      </h2>
      <ul className="mt-4 space-y-3">
        {list.map((c) => (
          <li
            key={c.uuid}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-4"
          >
            <div>
              <p className="font-semibold text-slate-900">{c.hotel_name}</p>
              <p className="text-sm text-slate-700">
                {formatShortDate(c.check_in)} · {c.nights} nights · held until{' '}
                {heldUntil(c.expires_at)}
              </p>
            </div>
            <Button variant="sun" onClick={() => resume(c)}>
              Continue booking
              <span className="sr-only"> at {c.hotel_name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
