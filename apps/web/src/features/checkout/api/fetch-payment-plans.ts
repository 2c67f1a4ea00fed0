import { checkoutPaths, paymentPlansResponse, type PaymentPlan } from '@sunward/contracts/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { checkoutQueryKey } from './get-checkout';
import { checkoutRequest } from './checkout-request';

/**
 * GET /checkout/plans?uuid=&total=: payment plans for this booking. `total` (pence) is given by the
 * extras page's preview, whose selections are not saved yet; without it the server's total is used.
 */
const fetchPaymentPlans = (uuid: string, total?: number, signal?: AbortSignal) => {
  const query = new URLSearchParams({ uuid });
  if (total !== undefined) query.set('total', String(total));
  return checkoutRequest(`${checkoutPaths.plans}?${query.toString()}`, {
    schema: paymentPlansResponse,
    signal,
  });
};

/**
 * The plans for this checkout at the server's total. Under the checkout's key, so a refetch of
 * the checkout (a new price) asks for them again.
 */
export const checkoutPlansQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...checkoutQueryKey(uuid), 'plans'] as const,
    queryFn: ({ signal }) => fetchPaymentPlans(uuid, undefined, signal),
    staleTime: 30_000,
    retry: false,
  });

export const useCheckoutPlans = (uuid: string) => useQuery(checkoutPlansQuery(uuid));

/** docs/spec/2-checkout-payment.md §7 / §9: the first fetch and every re-fetch wait this long after the total settles. */
export const PREVIEW_DEBOUNCE_MS = 500;

export type PlansPreview =
  { status: 'loading' } | { status: 'ready'; plans: PaymentPlan[] } | { status: 'failed' };

/**
 * The plans for a total not saved yet (the extras page's): asked for 500 ms after mount and 500 ms
 * after the total changes, skipped while the total is the one already asked for; only the latest
 * request's answer is kept, and a failure lets the same total be asked for again.
 */
export function usePaymentPlansPreview(uuid: string, total: number): PlansPreview {
  const [preview, setPreview] = useState<PlansPreview>({ status: 'loading' });
  /** The total whose plans are shown (or on their way), and the number of the latest request. */
  const fetched = useRef<number | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (fetched.current === total || total < 1) return;
      fetched.current = total;
      const request = ++latest.current;
      setPreview({ status: 'loading' });
      fetchPaymentPlans(uuid, total).then(
        (res) => {
          if (request === latest.current) setPreview({ status: 'ready', plans: res.plans });
        },
        () => {
          if (request !== latest.current) return;
          fetched.current = null;
          setPreview({ status: 'failed' });
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [uuid, total]);

  return preview;
}
