import type { PaymentData } from '@sunward/contracts/checkout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { retryPaymentDataQuery } from '../../api/retry-payment-data';
import { PAYMENT_INIT_MAX_ATTEMPTS } from './texts';

export type PaymentInitialisation =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; data: PaymentData }
  | {
      status: 'failed';
      attempt: number;
      error: unknown;
      /** Failed attempts in a row (reset by a success). */
      failures: number;
      /** False once PAYMENT_INIT_MAX_ATTEMPTS attempts in a row have failed. */
      canRetry: boolean;
    };

/**
 * docs/spec/2-checkout-payment.md §4 'Failed payment retry': initialise the payment (fresh payment data) for the chosen
 * plan. Up to PAYMENT_INIT_MAX_ATTEMPTS attempts in a row may fail; a success resets the count.
 * `initialise()` starts a new attempt: after a failure (Try Again) or to start over after a
 * failed payment. Each attempt has its own `attempt` number, for a fresh card form.
 */
export function usePaymentInitialisation(
  uuid: string,
  planId: string,
): { state: PaymentInitialisation; initialise: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Failures in a row before the current attempt.
  const [earlier, setEarlier] = useState(0);
  const query = useQuery(retryPaymentDataQuery(uuid, planId, attempt));

  let state: PaymentInitialisation;
  if (query.isSuccess) {
    state = { status: 'ready', attempt, data: query.data };
  } else if (query.isError) {
    const failures = earlier + 1;
    state = {
      status: 'failed',
      attempt,
      error: query.error,
      failures,
      canRetry: failures < PAYMENT_INIT_MAX_ATTEMPTS,
    };
  } else {
    state = { status: 'loading', attempt };
  }

  const initialise = () => {
    if (state.status === 'loading') return;
    if (state.status === 'failed' && !state.canRetry) return;
    setEarlier(state.status === 'failed' ? state.failures : 0);
    setAttempt((a) => a + 1);
  };
  return { state, initialise };
}
